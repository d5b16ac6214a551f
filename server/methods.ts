import type { FastifyInstance } from 'fastify';

/** Everything outside /api/ is the static site: read-only. */
const SITE_METHODS = ['GET', 'HEAD'];

/**
 * Which methods each /api/ path answers, learnt from the routes as they are registered, so a
 * wrong method gets 405 with `Allow` instead of 404. Call before registering any route.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const source = route.url
      .replace(/\/+$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[^/]+/g, '[^/]+');
    const pattern = new RegExp(`^${source}/?$`);
    let entry = routes.find((candidate) => candidate.pattern.source === pattern.source);
    if (!entry) routes.push((entry = { pattern, methods: new Set() }));
    for (const method of [route.method].flat()) entry.methods.add(method);
  });
  return (path) => {
    if (!path.startsWith('/api/')) return SITE_METHODS;
    return [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => [...route.methods]))];
  };
}
