import type { RouteDef } from '../../lib/routing/types.ts';

export const legalRoutes: RouteDef[] = [
  { pattern: '/privacidad', load: () => import('./PrivacyPage.tsx') },
  { pattern: '/terminos', load: () => import('./TermsPage.tsx') },
  { pattern: '/cookies', load: () => import('./CookiesPage.tsx') },
];
