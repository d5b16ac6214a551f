import type { RouteDef } from '../../lib/routing/types.ts';

export const aboutRoutes: RouteDef[] = [{ pattern: '/nosotros', load: () => import('./AboutPage.tsx') }];
