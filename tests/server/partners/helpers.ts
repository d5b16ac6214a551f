import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { pgliteDir, testSchema, TEST_DATABASE_URL } from '../leads/helpers.ts';

export const PASSWORD = 'contraseña-del-equipo-2026';
export const SITE = 'https://www.iaacademy.es';

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A store for whole apps: a PGlite folder, or a schema of its own on the test PostgreSQL. */
export async function storeEnv(engine: Engine): Promise<{ env: NodeJS.ProcessEnv; cleanup: () => Promise<void> }> {
  if (engine === 'pglite') {
    const folder = await pgliteDir();
    return { env: { LEADS_DIR: folder.dir }, cleanup: async () => folder.cleanup() };
  }
  const schema = await testSchema();
  return { env: { DATABASE_URL: schema.url }, cleanup: schema.drop };
}

/** The whole server (buildApp) with /admin on, its store open. */
export async function partnersApp(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = await buildApp({
    logger: false,
    serveSite: false,
    openStores: false,
    env: {
      ADMIN_PASSWORD: PASSWORD,
      ADMIN_SESSION_SECRET: 'secreto-de-pruebas-largo',
      ADMIN_LOGIN_ATTEMPTS: '1000',
      RATE_LIMIT_MAX: '100000',
      SITE_ORIGIN: SITE,
      ...env,
    },
  });
  await app.ready();
  await app.leads.open();
  return app;
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const csrfOf = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';

export interface AdminSession {
  cookie: string;
  csrf: string;
  post: (url: string, fields: Record<string, string>) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
}

export async function signIn(app: FastifyInstance, member = 'Lucía'): Promise<AdminSession> {
  const login = await app.inject({
    method: 'POST',
    url: '/admin/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ password: PASSWORD, member }),
  });
  expect(login.statusCode).toBe(303);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const page = await app.inject({ url: '/admin/socios', headers: { cookie } });
  expect(page.statusCode).toBe(200);
  const csrf = csrfOf(page.body);
  return {
    cookie,
    csrf,
    get: (url) => app.inject({ url, headers: { cookie } }),
    post: (url, fields) =>
      app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ _csrf: csrf, ...fields }) }),
  };
}

/** The id of a partner from the list page (its remove link). */
export function partnerIdOf(listPage: string, origin: string): string {
  const row = listPage.split('<tr>').find((chunk) => chunk.includes(`<code>${origin}</code>`)) ?? '';
  const id = /\/admin\/socios\/(\d+)\/eliminar/.exec(row)?.[1];
  if (!id) throw new Error(`no row for ${origin}`);
  return id;
}

/** What the chat's CORS preflight and a beacon answer to a page of `origin`. */
export async function originAnswers(
  app: FastifyInstance,
  origin: string,
): Promise<{ preflight: number; allowOrigin: string | undefined; chat: number; event: number }> {
  const preflight = await app.inject({ method: 'OPTIONS', url: '/api/chatbot', headers: { origin, 'access-control-request-method': 'POST' } });
  const chat = await app.inject({ method: 'POST', url: '/api/chatbot', headers: { origin, 'content-type': 'application/json' }, payload: { message: 'hola' } });
  const event = await app.inject({ method: 'POST', url: '/api/events', headers: { origin, 'content-type': 'text/plain' }, payload: '{"type":"chat_opened"}' });
  const allow = preflight.headers['access-control-allow-origin'];
  return { preflight: preflight.statusCode, allowOrigin: typeof allow === 'string' ? allow : undefined, chat: chat.statusCode, event: event.statusCode };
}

export const ACCEPTED = { preflight: 204, chat: 200, event: 204 };
export const REFUSED = { preflight: 403, allowOrigin: undefined, chat: 403, event: 403 };
