import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describePostgres, testSchema } from '../leads/helpers.ts';
import { startRedis } from '../redis-server.ts';
import { partnerIdOf, partnersApp, signIn, type AdminSession } from './helpers.ts';

/** Generous: the requirement is "within a minute"; the poll ends as soon as the answer changes. */
const POLL_LIMIT_MS = 15_000;
const TEST_MS = 90_000;

/** A second instance listening on a real port: what a partner page's browser would ask it. */
async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function chatAnswer(base: string, origin: string): Promise<{ preflight: number; allow: string | null; chat: number }> {
  const preflight = await fetch(`${base}/api/chatbot`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  const chat = await fetch(`${base}/api/chatbot`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ message: '¿Qué cursos tenéis?' }),
  });
  await chat.arrayBuffer();
  return { preflight: preflight.status, allow: preflight.headers.get('access-control-allow-origin'), chat: chat.status };
}

/** Polls until the instance answers `want` for the origin; resolves to the milliseconds it took. */
async function until(base: string, origin: string, want: 'accepted' | 'refused'): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await chatAnswer(base, origin);
    const accepted = answer.preflight === 204 && answer.allow === origin && answer.chat === 200;
    const refused = answer.preflight === 403 && answer.allow === null && answer.chat === 403;
    if ((want === 'accepted' && accepted) || (want === 'refused' && refused)) return Math.round(performance.now() - started);
    if (performance.now() - started > POLL_LIMIT_MS) throw new Error(`${origin} still not ${want} after ${POLL_LIMIT_MS} ms: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describePostgres('partners across instances sharing one PostgreSQL', () => {
  let schema: { url: string; drop: () => Promise<void> };
  const apps: FastifyInstance[] = [];
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;

  beforeAll(async () => {
    schema = await testSchema();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    redis?.stop();
    await schema?.drop();
  });

  async function pair(env: NodeJS.ProcessEnv): Promise<{ admin: AdminSession; base: string }> {
    const first = await partnersApp({ DATABASE_URL: schema.url, ...env });
    const second = await partnersApp({ DATABASE_URL: schema.url, ...env });
    apps.push(first, second);
    return { admin: await signIn(first), base: await listening(second) };
  }

  it(
    'a partner added in the admin of one instance is accepted by another within PARTNERS_REFRESH_MS; paused and removed are refused',
    async () => {
      const { admin, base } = await pair({ PARTNERS_REFRESH_MS: '300' });
      const origin = 'https://red-de-socios.example';
      expect(await chatAnswer(base, origin)).toEqual({ preflight: 403, allow: null, chat: 403 });

      const added = await admin.post('/admin/socios', { origin, name: 'Red de Socios' });
      expect(added.statusCode).toBe(303);
      const acceptedMs = await until(base, origin, 'accepted');
      const id = partnerIdOf((await admin.get('/admin/socios')).body, origin);

      expect((await admin.post(`/admin/socios/${id}/estado`, { estado: 'paused' })).statusCode).toBe(303);
      const pausedMs = await until(base, origin, 'refused');
      expect((await admin.post(`/admin/socios/${id}/estado`, { estado: 'active' })).statusCode).toBe(303);
      const resumedMs = await until(base, origin, 'accepted');
      expect((await admin.post(`/admin/socios/${id}/eliminar`, { confirm: 'si' })).statusCode).toBe(303);
      const removedMs = await until(base, origin, 'refused');
      console.info(
        `partners: second instance (refresh 300 ms) accepted after ${acceptedMs} ms, refused when paused after ${pausedMs} ms, accepted when resumed after ${resumedMs} ms, refused when removed after ${removedMs} ms`,
      );
    },
    TEST_MS,
  );

  it(
    'with REDIS_URL the other instances reload at once on an edit, long before their interval',
    async () => {
      redis = await startRedis();
      // The interval (30 s) is longer than the poll allows (15 s): only the invalidation can pass this.
      const { admin, base } = await pair({ PARTNERS_REFRESH_MS: '30000', REDIS_URL: redis.url });
      const origin = 'https://socio-con-redis.example';
      expect((await admin.post('/admin/socios', { origin, name: 'Socio con Redis' })).statusCode).toBe(303);
      const acceptedMs = await until(base, origin, 'accepted');
      const id = partnerIdOf((await admin.get('/admin/socios')).body, origin);
      expect((await admin.post(`/admin/socios/${id}/estado`, { estado: 'paused' })).statusCode).toBe(303);
      const pausedMs = await until(base, origin, 'refused');
      console.info(`partners: with Redis pub/sub (refresh 30 s) the second instance accepted after ${acceptedMs} ms, refused when paused after ${pausedMs} ms`);
    },
    TEST_MS,
  );
});
