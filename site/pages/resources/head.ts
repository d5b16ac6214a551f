import { guides } from '../../content/resources.ts';
import type { HeadFn } from '../../lib/routing/types.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { breadcrumbJsonLd } from '../../lib/json-ld.ts';

export const head: HeadFn = () => ({
  title: 'Recursos gratuitos de inteligencia artificial',
  description:
    'Guías prácticas para tu primer proyecto de IA, preparación de datos y prompts, artículos del blog, herramientas gratuitas y un glosario básico.',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Recursos gratuitos de IA Academy',
      url: absoluteUrl('/recursos'),
      hasPart: guides.map((guide) => ({ '@type': 'Article', headline: guide.title, url: absoluteUrl(`/recursos#${guide.id}`) })),
    },
    breadcrumbJsonLd([['Recursos', '/recursos']]),
  ],
});
