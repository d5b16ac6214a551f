import type { HeadFn } from '../../lib/routing/types.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { breadcrumbJsonLd } from '../../lib/json-ld.ts';

const tool = (name: string, tab: string, description: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebApplication',
  name,
  description,
  url: absoluteUrl(`/herramientas-ia?tab=${tab}`),
  applicationCategory: 'EducationalApplication',
  operatingSystem: 'Cualquiera (navegador web)',
  inLanguage: 'es-ES',
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
});

export const head: HeadFn = () => ({
  title: 'Herramientas IA: generador de temarios y calculadora de precios',
  description:
    'Crea gratis un temario de IA a medida por tema, nivel, horas y formato, y calcula el precio de tu formación o servicio con el desglose completo.',
  jsonLd: [
    tool('Generador de temarios de IA', 'syllabus', 'Un programa formativo módulo a módulo a partir de nuestro catálogo.'),
    tool('Calculadora de precios de formación y servicios', 'pricing', 'Presupuesto orientativo con descuentos por grupo, formato e IVA.'),
    breadcrumbJsonLd([['Herramientas IA', '/herramientas-ia']]),
  ],
});
