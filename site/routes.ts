import { orderRoutes } from './lib/routing/match.ts';
import type { RouteDef } from './lib/routing/types.ts';
import { homeRoutes } from './pages/home/routes.ts';
import { aboutRoutes } from './pages/about/routes.ts';
import { contactRoutes } from './pages/contact/routes.ts';

/**
 * The route table: wouter routing, prerendering, sitemap.xml and the link audit all read it.
 * Each section declares its routes in site/pages/<section>/routes.ts.
 */
export const routes: RouteDef[] = orderRoutes([...homeRoutes, ...aboutRoutes, ...contactRoutes]);
