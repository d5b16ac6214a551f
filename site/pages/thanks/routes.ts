import type { RouteDef } from '../../lib/routing/types.ts';

/**
 * Where a form posted without JavaScript lands (POST /api/leads answers 303 to one of these), and
 * where the newsletter's confirm and unsubscribe links end. Private answers, not content: kept
 * out of the sitemap and marked noindex.
 */
export const THANKS_PATHS = [
  '/gracias/contacto',
  '/gracias/llamada',
  '/gracias/inscripcion',
  '/gracias/newsletter',
  '/gracias/suscripcion-confirmada',
  '/gracias/baja-newsletter',
] as const;

export type ThanksPath = (typeof THANKS_PATHS)[number];

export const thanksRoutes: RouteDef[] = THANKS_PATHS.map((path) => ({
  pattern: path,
  sitemap: false,
  load: () => import('./ThanksPage.tsx').then((module) => module.thanksPage(path)),
}));
