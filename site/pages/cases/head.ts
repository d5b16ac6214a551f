import type { HeadFn } from '../../lib/routing/types.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { breadcrumbJsonLd } from '../../lib/json-ld.ts';
import { caseStudies } from './case-studies.ts';

export const head: HeadFn = () => ({
  title: 'Casos de éxito',
  description:
    'Proyectos de inteligencia artificial con resultados medibles en retail, industria, seguros, salud y más: el reto, la solución y los resultados.',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Casos de éxito de IA Academy',
      url: absoluteUrl('/casos-exito'),
      numberOfItems: caseStudies.length,
    },
    breadcrumbJsonLd([['Casos de éxito', '/casos-exito']]),
  ],
});
