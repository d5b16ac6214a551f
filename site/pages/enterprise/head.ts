import { company } from '../../content/company.ts';
import type { HeadFn } from '../../lib/routing/types.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { breadcrumbJsonLd } from '../../lib/json-ld.ts';

export const head: HeadFn = () => ({
  title: 'Formación in company en IA para empresas',
  description: 'Cursos de inteligencia artificial a medida para tu empresa: talleres ejecutivos, programas de equipo e itinerarios, bonificables por FUNDAE.',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Formación in company en inteligencia artificial',
      serviceType: 'Formación corporativa',
      url: absoluteUrl('/cursos/empresas'),
      provider: { '@id': `${company.siteUrl}/#organization` },
      areaServed: ['ES', 'PT'],
    },
    breadcrumbJsonLd([
      ['Cursos', '/cursos'],
      ['Formación para empresas', '/cursos/empresas'],
    ]),
  ],
});
