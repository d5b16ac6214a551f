import type { Params, RouteDef } from './types.ts';

/** Matches '/blog/:slug' style patterns; the same rule serves the router, prerender and server. */
export function matchPattern(pattern: string, path: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    const actual = have[i]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/** Static patterns win over dynamic ones, so '/cursos/empresas' is never read as a course slug. */
export function orderRoutes(routes: readonly RouteDef[]): RouteDef[] {
  const dynamic = (route: RouteDef) => (route.pattern.includes(':') ? 1 : 0);
  return [...routes].sort((a, b) => dynamic(a) - dynamic(b));
}

export interface RouteMatch {
  route: RouteDef;
  params: Params;
}

export function findRoute(routes: readonly RouteDef[], path: string): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}

/** Every concrete path of a route: a static pattern as it is, a dynamic one through its page's paths(). */
export async function routePaths(route: RouteDef): Promise<string[]> {
  if (!route.pattern.includes(':')) return [route.pattern];
  const page = await route.load();
  if (!page.paths) throw new Error(`The page of ${route.pattern} must export paths()`);
  return page.paths();
}
