import { tourSteps } from '../../content/tour.ts';
import type { HeadFn } from '../../lib/routing/types.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { breadcrumbJsonLd } from '../../lib/json-ld.ts';

export const head: HeadFn = () => ({
  title: 'Tour interactivo: nuestro método de IA en cuatro pasos',
  description:
    'Descubre cómo llevamos la IA a una empresa: análisis y diagnóstico, diseño, implementación y medición, con ejemplos reales de retail, seguros e industria.',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: 'Cómo implantar inteligencia artificial en tu empresa',
      url: absoluteUrl('/tour-ia'),
      step: tourSteps.map((step, index) => ({
        '@type': 'HowToStep',
        position: index + 1,
        name: step.title,
        text: step.summary,
      })),
    },
    breadcrumbJsonLd([['Tour IA', '/tour-ia']]),
  ],
});
