import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadErrorMessages, leadOkMessages } from '../../../site/domain/leads.ts';
import { teamMail } from '../../../server/leads/delivery/messages.ts';
import { findLead } from '../../../server/leads/repository.ts';
import { leadsApp, pgliteDir } from './helpers.ts';

/** A call-back filed from the assistant's window, as widgets/chat/CallbackForm.tsx sends it. */
const SITE = 'https://www.iaacademy.es';
const PARTNER = 'https://academia-socia.example';
const INTRUDER = 'https://intruso.example';

let app: FastifyInstance;
let folder: { dir: string; cleanup: () => void };
let counter = 0;
const chatLead = (extra: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    kind: 'callback',
    source: 'chat',
    name: 'Lucía Romero',
    phone: `612 345 ${String(counter).padStart(3, '0')}`,
    slot: 'tarde',
    acceptTerms: true,
    consentVersion: '2026-11-22',
    page: '/cursos',
    startedAt: Date.now() - 20_000,
    website: '',
    ...extra,
  };
};
const post = (payload: object, origin?: string) =>
  app.inject({ method: 'POST', url: '/api/leads', payload, headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) } });
const stored = async (id: string) =>
  (await app.leads.db!.query<{ partner_origin: string | null }>('SELECT partner_origin FROM leads WHERE id = $1', [id])).rows[0];
const leadCount = async () => Number((await app.leads.db!.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0]!.n);

beforeAll(async () => {
  folder = await pgliteDir();
  app = await leadsApp({ LEADS_DIR: folder.dir, SITE_ORIGIN: SITE, CHATBOT_ALLOWED_ORIGINS: PARTNER });
}, 180_000);
afterAll(async () => {
  await app.close();
  folder.cleanup();
});

describe('a call-back filed from the chat', () => {
  it('is stored with consent, marked as the chat, from the site (no partner) and told to the team', async () => {
    const response = await post(chatLead(), SITE);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(leadOkMessages.callback.text);
    const lead = await findLead(app.leads.db!, response.json().id);
    expect(lead).toMatchObject({ kind: 'callback', page: '/cursos', fields: { name: 'Lucía Romero', slot: 'tarde', source: 'chat', acceptTerms: true } });
    expect((await stored(response.json().id))?.partner_origin).toBeNull();
    const mail = teamMail(lead!).text;
    expect(mail).toContain('Canal: Chat del asistente');
    expect(mail).toContain('Acepta el tratamiento de datos: Sí');
  });

  it.each([
    ['without the box', {}],
    ['with the box unticked', { acceptTerms: false }],
  ])('is refused %s: 400, the consent message, nothing stored', async (_, consent) => {
    const before = await leadCount();
    const { acceptTerms: _ticked, ...lead } = chatLead();
    const response = await post({ ...lead, ...consent }, SITE);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: leadErrorMessages.invalid,
      errors: { acceptTerms: 'Acepta el tratamiento de tus datos para que podamos responderte.' },
    });
    expect(await leadCount()).toBe(before);
  });

  it('goes through the same validation as the site form (a bad phone is refused in Spanish)', async () => {
    const response = await post(chatLead({ phone: 'llamadme' }), SITE);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ phone: 'Escribe un teléfono válido: solo números, espacios y el prefijo +.' });
  });

  it('from an allowed partner page: CORS lets the browser send it, and the partner is recorded', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/leads',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    const response = await post(chatLead(), PARTNER);
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect((await stored(response.json().id))?.partner_origin).toBe(PARTNER);
  });

  it('from a page the allow-list does not know: refused with 403 and a Spanish message, no CORS, nothing stored', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/leads',
      headers: { origin: INTRUDER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const before = await leadCount();
    const response = await post(chatLead(), INTRUDER);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: leadErrorMessages.forbiddenOrigin });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(await leadCount()).toBe(before);
  });

  it('keeps the honeypot and time-trap rules: answered as success, nothing stored', async () => {
    const before = await leadCount();
    expect((await post(chatLead({ website: 'https://spam.example' }), PARTNER)).statusCode).toBe(201);
    expect((await post(chatLead({ startedAt: Date.now() - 500 }), PARTNER)).statusCode).toBe(201);
    expect(await leadCount()).toBe(before);
  });

  it('accepts no other source than the chat', async () => {
    const response = await post(chatLead({ source: 'partner-form' }), SITE);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['source']);
  });
});

describe('the chat call-back shares the leads rate limit', () => {
  it('answers 429 with the Spanish wait message once the limit is spent', async () => {
    const own = await pgliteDir();
    const limited = await leadsApp({ LEADS_DIR: own.dir, SITE_ORIGIN: SITE, CHATBOT_ALLOWED_ORIGINS: PARTNER, RATE_LIMIT_MAX: '1' });
    try {
      const send = (n: number) =>
        limited.inject({
          method: 'POST',
          url: '/api/leads',
          headers: { 'content-type': 'application/json', origin: PARTNER },
          payload: chatLead({ phone: `600 900 00${n}` }),
        });
      expect((await send(1)).statusCode).toBe(201);
      const second = await send(2);
      expect(second.statusCode).toBe(429);
      expect(second.json().message).toMatch(/^Has enviado varios formularios seguidos\. Espera \d+ segundos/);
    } finally {
      await limited.close();
      own.cleanup();
    }
  }, 60_000);
});
