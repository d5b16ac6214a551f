import type { RouteDef } from '../../lib/routing/types.ts';

export const tourRoutes: RouteDef[] = [{ pattern: '/tour-ia', load: () => import('./TourPage.tsx') }];
