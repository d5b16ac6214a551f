import type { RouteDef } from '../../lib/routing/types.ts';

export const casesRoutes: RouteDef[] = [{ pattern: '/casos-exito', load: () => import('./CasesPage.tsx') }];
