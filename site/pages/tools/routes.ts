import type { RouteDef } from '../../lib/routing/types.ts';

export const toolsRoutes: RouteDef[] = [{ pattern: '/herramientas-ia', load: () => import('./ToolsPage.tsx') }];
