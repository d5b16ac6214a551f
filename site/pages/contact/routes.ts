import type { RouteDef } from '../../lib/routing/types.ts';

export const contactRoutes: RouteDef[] = [{ pattern: '/contacto', load: () => import('./ContactPage.tsx') }];
