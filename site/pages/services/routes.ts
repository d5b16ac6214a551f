import type { RouteDef } from '../../lib/routing/types.ts';
import { ServiceDetailSkeleton } from '../../components/DetailSkeleton.tsx';

export const servicesRoutes: RouteDef[] = [
  { pattern: '/servicios', load: () => import('./ServicesPage.tsx') },
  {
    pattern: '/servicios/:slug',
    // The page's own details load with its chunk, so a prerendered page hydrates without suspending.
    load: () => import('./ServiceDetailPage.tsx').then(async (page) => (await page.bodyReady, page)),
    fallback: ServiceDetailSkeleton,
  },
];
