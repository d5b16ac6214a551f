import type { RouteDef } from '../../lib/routing/types.ts';

export const integrationRoutes: RouteDef[] = [{ pattern: '/integracion', load: () => import('./IntegrationPage.tsx') }];
