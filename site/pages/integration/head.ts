import type { HeadFn } from '../../lib/routing/types.ts';
import { breadcrumbJsonLd } from '../../lib/json-ld.ts';

export const head: HeadFn = () => ({
  title: 'Integra el asistente, WhatsApp y cookies en tu web',
  description: 'Configura el asistente de IA, el botón de WhatsApp y el banner de cookies de IA Academy, míralos en directo y copia la etiqueta para tu web.',
  jsonLd: [breadcrumbJsonLd([['Integración', '/integracion']])],
});
