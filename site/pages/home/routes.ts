import type { RouteDef } from '../../lib/routing/types.ts';

export const homeRoutes: RouteDef[] = [{ pattern: '/', load: () => import('./HomePage.tsx') }];
