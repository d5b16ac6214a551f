import type { RouteDef } from '../../lib/routing/types.ts';

export const enterpriseRoutes: RouteDef[] = [{ pattern: '/cursos/empresas', load: () => import('./EnterprisePage.tsx') }];
