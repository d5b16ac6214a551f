import { company } from '../../content/company.ts';
import type { HeadFn } from '../../lib/routing/types.ts';

export const head: HeadFn = () => ({
  title: 'Consultoría y formación en inteligencia artificial',
  description: 'Consultoría, desarrollo e integración de IA y cursos prácticos para empresas y profesionales. Más de 500 profesionales formados. Empieza hoy.',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: company.brand,
      url: company.siteUrl,
      inLanguage: 'es-ES',
    },
  ],
});
