import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a wrong method on this route's path gets with its 405, in the API's own shape and words. */
    wrongMethod?: Record<string, string>;
  }
}

/** Everything outside /api/ is the static site: read-only. */
const SITE_METHODS = ['GET', 'HEAD'];

export interface PathMethods {
  /** The methods the path answers; none when no route serves it. */
  methods: string[];
  /** The 405 body a route of the path asked for (`config.wrongMethod`), if any. */
  wrongMethod?: Record<string, string>;
}

/**
 * Which methods each /api/ path answers, learnt from the routes as they are registered, so a
 * wrong method gets 405 with `Allow` instead of 404, in one place for every API. Call before
 * registering any route.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => PathMethods {
  const routes: { pattern: RegExp; methods: Set<string>; wrongMethod?: Record<string, string> }[] = [];
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
    entry.wrongMethod ??= route.config?.wrongMethod;
  });
  return (path) => {
    if (!path.startsWith('/api/')) return { methods: SITE_METHODS };
    const matching = routes.filter((route) => route.pattern.test(path));
    return {
      methods: [...new Set(matching.flatMap((route) => [...route.methods]))],
      wrongMethod: matching.find((route) => route.wrongMethod)?.wrongMethod,
    };
  };
}
