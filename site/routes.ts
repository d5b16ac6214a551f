import { orderRoutes } from './lib/routing/match.ts';
import type { RouteDef } from './lib/routing/types.ts';
import { homeRoutes } from './pages/home/routes.ts';
import { aboutRoutes } from './pages/about/routes.ts';
import { blogRoutes } from './pages/blog/routes.ts';
import { contactRoutes } from './pages/contact/routes.ts';
import { toolsRoutes } from './pages/tools/routes.ts';
import { tourRoutes } from './pages/tour/routes.ts';
import { resourcesRoutes } from './pages/resources/routes.ts';
import { casesRoutes } from './pages/cases/routes.ts';
import { enterpriseRoutes } from './pages/enterprise/routes.ts';
import { careersRoutes } from './pages/careers/routes.ts';
import { legalRoutes } from './pages/legal/routes.ts';
import { servicesRoutes } from './pages/services/routes.ts';
import { coursesRoutes } from './pages/courses/routes.ts';
import { integrationRoutes } from './pages/integration/routes.ts';
import { thanksRoutes } from './pages/thanks/routes.ts';

/**
 * The route table: wouter routing, prerendering, sitemap.xml and the link audit all read it.
 * Each section declares its routes in site/pages/<section>/routes.ts.
 */
export const routes: RouteDef[] = orderRoutes([
  ...homeRoutes,
  ...aboutRoutes,
  ...blogRoutes,
  ...contactRoutes,
  ...toolsRoutes,
  ...tourRoutes,
  ...resourcesRoutes,
  ...casesRoutes,
  ...enterpriseRoutes,
  ...careersRoutes,
  ...legalRoutes,
  ...servicesRoutes,
  ...coursesRoutes,
  ...integrationRoutes,
  ...thanksRoutes,
]);
