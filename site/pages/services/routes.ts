import type { RouteDef } from '../../lib/routing/types.ts';
import { ServiceDetailSkeleton } from '../../components/DetailSkeleton.tsx';

export const servicesRoutes: RouteDef[] = [
  { pattern: '/servicios', load: () => import('./ServicesPage.tsx') },
  {
    pattern: '/servicios/:slug',
    load: () => import('./ServiceDetailPage.tsx'),
    preload: ({ slug }) => import('./ServiceDetailPage.tsx').then((page) => page.preloadBody(slug)),
    fallback: ServiceDetailSkeleton,
  },
];
