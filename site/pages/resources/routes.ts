import type { RouteDef } from '../../lib/routing/types.ts';

export const resourcesRoutes: RouteDef[] = [{ pattern: '/recursos', load: () => import('./ResourcesPage.tsx') }];
