import type { RouteDef } from '../../lib/routing/types.ts';
import { ServiceDetailSkeleton } from '../courses/components/DetailSkeleton.tsx';

export const servicesRoutes: RouteDef[] = [
  { pattern: '/servicios', load: () => import('./ServicesPage.tsx') },
  { pattern: '/servicios/:slug', load: () => import('./ServiceDetailPage.tsx'), fallback: ServiceDetailSkeleton },
];
