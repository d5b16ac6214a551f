import type { RouteDef } from '../../lib/routing/types.ts';

export const careersRoutes: RouteDef[] = [{ pattern: '/careers', load: () => import('./CareersPage.tsx') }];
