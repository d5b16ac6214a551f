import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A named condition /api/ready waits for; stores and other start-up work add theirs. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  /** The names of the checks that are not yet true. */
  pending(): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

function createReadiness(): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  return {
    add(name, check) {
      checks.set(name, check);
    },
    async pending() {
      const results = await Promise.all(
        [...checks].map(async ([name, check]) =>
          (await Promise.resolve()
            .then(check)
            .catch(() => false))
            ? null
            : name,
        ),
      );
      return results.filter((name): name is string => name !== null);
    },
  };
}

/** The build the server serves: the home page and the widgets script must both be there. */
export function distCheck(distDir: string, serveSite: boolean): ReadinessCheck {
  const files = [join(distDir, 'widgets', 'widgets.js'), ...(serveSite ? [join(distDir, 'site', 'index.html')] : [])];
  return () => files.every((file) => existsSync(file));
}

/**
 * `/api/health` is liveness (the process answers); `/api/ready` is readiness: 503 until every
 * check passes (dist/ present, stores open), so a load balancer sends no visitor to a server
 * that would answer 404 to every page. Decorates the root instance: call before other plugins.
 */
export function healthRoutes(app: FastifyInstance): void {
  app.decorate('readiness', createReadiness());
  app.get('/api/health', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  });
  app.get('/api/ready', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const waiting = await app.readiness.pending();
    if (waiting.length)
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'starting', waiting, reply: 'El servidor está arrancando. Vuelve a intentarlo en unos segundos.' });
    return { status: 'ready' };
  });
}
