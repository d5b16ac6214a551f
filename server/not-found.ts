import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { protocolReplies } from './errors.ts';
import type { PathMethods } from './methods.ts';

/**
 * Unknown paths answer HTTP 404 with a prerendered page: the section's own not-found state for
 * /blog/x, /servicios/x, /cursos/x (dist/site/<section>/404.html), the catch-all card otherwise.
 */
function loadPages(siteDir: string): { root: Buffer | null; sections: Map<string, Buffer> } {
  const sections = new Map<string, Buffer>();
  if (existsSync(siteDir)) {
    for (const entry of readdirSync(siteDir, { withFileTypes: true })) {
      const file = join(siteDir, entry.name, '404.html');
      if (entry.isDirectory() && existsSync(file)) sections.set(entry.name, readFileSync(file));
    }
  }
  const rootFile = join(siteDir, '404.html');
  return { root: existsSync(rootFile) ? readFileSync(rootFile) : null, sections };
}

export interface NotFoundOptions {
  distDir: string;
  serveSite: boolean;
  /** The methods a path answers (server/methods.ts): a wrong method gets 405, not 404. */
  allowedMethods: (path: string) => PathMethods;
}

export function notFoundHandler(app: FastifyInstance, options: NotFoundOptions) {
  const pages = options.serveSite ? loadPages(join(options.distDir, 'site')) : { root: null, sections: new Map() };

  return function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const isFile = /\.[a-z0-9]+$/i.test(path);
    const { methods, wrongMethod } = options.allowedMethods(path);
    if (methods.length > 0 && !methods.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', methods.join(', '))
        .send(wrongMethod ?? { error: 'Method Not Allowed', reply: protocolReplies.methodNotAllowed });
    }
    if (path.startsWith('/api/') || isFile || !pages.root || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'Not Found', reply: protocolReplies.notFound });
    }
    const segments = path.split('/').filter(Boolean);
    const section = segments.length === 2 ? pages.sections.get(segments[0]!) : undefined;
    app.log.debug({ path }, 'not found');
    return reply
      .code(404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(section ?? pages.root);
  };
}
