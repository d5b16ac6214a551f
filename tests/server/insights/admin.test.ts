import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../../server/admin/routes.ts';
import { readConfig } from '../../../server/config.ts';
import { eventsRoutes } from '../../../server/events/routes.ts';
import { eraseByEmail } from '../../../server/leads/repository.ts';
import { ENGINES, openTestStore, STORE_OPEN_MS, type TestStore } from './stores.ts';

const PASSWORD = 'contraseña-del-equipo-2026';
const START = new Date('2026-11-22T10:00:00Z');

describe.each(ENGINES)('/admin on %s', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let clock = START;

  async function adminApp(env: NodeJS.ProcessEnv = {}) {
    const config = readConfig({ ADMIN_PASSWORD: PASSWORD, ADMIN_SESSION_SECRET: 'secreto-de-pruebas-largo', RATE_LIMIT_MAX: '100000', ...env });
    const instance = Fastify({ logger: false, trustProxy: true });
    const db = async () => store.db;
    await instance.register(eventsRoutes, { config, db, now: () => clock });
    await instance.register(adminRoutes, {
      config: config.admin!,
      db,
      erase: async (target, email) => {
        const erased = await eraseByEmail(target as typeof store.db, email);
        return erased.leads;
      },
      now: () => clock,
    });
    await instance.ready();
    return instance;
  }

  const cookieOf = (response: LightMyRequestResponse) => String(response.headers['set-cookie']).split(';')[0]!;
  const csrfOf = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}, target = app) =>
    target.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: form(fields) });

  async function login(target = app, ip = '198.51.100.20') {
    const response = await post('/admin/login', { password: PASSWORD, member: 'Lucía' }, { 'x-forwarded-for': ip }, target);
    expect(response.statusCode).toBe(303);
    const cookie = cookieOf(response);
    const page = await target.inject({ url: '/admin', headers: { cookie } });
    return { cookie, csrf: csrfOf(page.body), response };
  }

  async function addLead(fields: Record<string, unknown>, kind = 'contact', email = 'ana@correo.es') {
    const id = randomUUID();
    await store.db.query(
      `INSERT INTO leads (id, kind, email, fields, consent_at, consent_version, page, dedupe_key, created_at)
       VALUES ($1, $2, $3, $4, $5, '2026-11-22', '/contacto', $6, $5)`,
      [id, kind, email, JSON.stringify({ email, ...fields }), clock.toISOString(), id],
    );
    return id;
  }

  beforeAll(async () => {
    store = await openTestStore(engine);
    app = await adminApp();
  }, STORE_OPEN_MS);
  afterEach(async () => {
    clock = START;
    for (const table of ['lead_status_changes', 'leads', 'admin_sessions', 'event_counts', 'assistant_questions']) await store.db.query(`DELETE FROM ${table}`);
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  }, STORE_OPEN_MS);

  it('shows the login form, in Spanish, noindex and without cache', async () => {
    const response = await app.inject({ url: '/admin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.body).toContain('name="password"');
    expect(response.body).not.toMatch(/<script|style=/);
  });

  it('signs in with the password: a signed, HttpOnly, SameSite=Strict, expiring cookie (Secure behind HTTPS)', async () => {
    const { response } = await login();
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^iaa_admin=[\w-]+\.[\w-]+; Path=\/admin; Max-Age=28800; HttpOnly; SameSite=Strict$/);
    const https = await post('/admin/login', { password: PASSWORD }, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.21' });
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure$/);
    const rows = (await store.db.query<{ token_hash: string }>('SELECT token_hash FROM admin_sessions')).rows;
    expect(rows).toHaveLength(2);
    expect(cookie).not.toContain(rows[0]!.token_hash);
  });

  it('answers 401 to a wrong password, then 429 once the attempts of that IP are used up', async () => {
    const limited = await adminApp({ ADMIN_LOGIN_ATTEMPTS: '3' });
    const attempt = (password: string) => post('/admin/login', { password }, { 'x-forwarded-for': '198.51.100.30' }, limited);
    for (let i = 0; i < 3; i++) {
      const wrong = await attempt('no-es-esta');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('La contraseña no es correcta.');
    }
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Demasiados intentos');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    await limited.close();
  });

  it('ends the session when it expires and on logout; a forged cookie is no session', async () => {
    const { cookie, csrf } = await login();
    expect((await app.inject({ url: '/admin/trafico', headers: { cookie } })).statusCode).toBe(200);
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await app.inject({ url: '/admin/trafico', headers: { cookie: forged } })).statusCode).toBe(303);

    clock = new Date(START.getTime() + 8 * 3_600_000 + 1000);
    const expired = await app.inject({ url: '/admin/trafico', headers: { cookie } });
    expect(expired.statusCode).toBe(303);
    expect(expired.headers.location).toBe('/admin');
    expect((await app.inject({ url: '/admin', headers: { cookie } })).body).toContain('name="password"');

    clock = START;
    const fresh = await login();
    const out = await post('/admin/logout', { _csrf: fresh.csrf }, { cookie: fresh.cookie });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await app.inject({ url: '/admin/trafico', headers: { cookie: fresh.cookie } })).statusCode).toBe(303);
    expect(csrf).not.toBe(fresh.csrf);
  });

  it('rejects a state change without the session CSRF token, and records a status change with who and when', async () => {
    const id = await addLead({ name: 'Ana Pérez', subject: 'Consultoría', message: 'Hola' });
    const { cookie, csrf } = await login();
    const missing = await post(`/admin/leads/${id}/estado`, { estado: 'won' }, { cookie });
    expect(missing.statusCode).toBe(403);
    const wrong = await post(`/admin/leads/${id}/estado`, { estado: 'won', _csrf: 'x'.repeat(csrf.length) }, { cookie });
    expect(wrong.statusCode).toBe(403);
    expect((await store.db.query('SELECT 1 FROM lead_status_changes')).rows).toHaveLength(0);

    const saved = await post(`/admin/leads/${id}/estado`, { estado: 'contacted', _csrf: csrf }, { cookie });
    expect(saved.statusCode).toBe(303);
    const detail = await app.inject({ url: saved.headers.location as string, headers: { cookie } });
    expect(detail.body).toContain('Estado guardado.');
    expect(detail.body).toMatch(/Contactado<\/span> por Lucía, 22\/11\/26, 11:00/);
    const list = await app.inject({ url: '/admin?estado=contacted', headers: { cookie } });
    expect(list.body).toContain('Ana Pérez');
    expect((await app.inject({ url: '/admin?estado=new', headers: { cookie } })).body).not.toContain('Ana Pérez');
  });

  it('offers the ways to answer a lead: email with its subject, a call and WhatsApp with the country code', async () => {
    const contact = await addLead({ name: 'Ana Pérez', subject: 'Consultoría & datos', message: 'Hola' });
    const callback = await addLead({ name: 'Berta Ruiz', phone: '600 11 22 33', slot: 'manana' }, 'callback', 'berta@correo.es');
    const abroad = await addLead({ name: 'João Silva', phone: '+351 912-345-678', slot: 'tarde' }, 'callback', 'joao@correo.pt');
    const { cookie } = await login();
    const page = async (id: string) => (await app.inject({ url: `/admin/leads/${id}`, headers: { cookie } })).body;

    const first = await page(contact);
    expect(first).toContain('href="mailto:ana@correo.es?subject=Re%3A%20Consultor%C3%ADa%20%26%20datos"');
    expect(first).not.toContain('href="tel:');
    const second = await page(callback);
    expect(second).toContain('href="tel:600112233"');
    expect(second).toContain('href="https://wa.me/34600112233"');
    const third = await page(abroad);
    expect(third).toContain('href="tel:+351912345678"');
    expect(third).toContain('href="https://wa.me/351912345678"');
  });

  it('filters leads by kind and search, and downloads them as formula-safe CSV', async () => {
    await addLead({ name: '=HYPERLINK("http://x.example","clic")', subject: 'Precio', message: 'Hola' });
    await addLead({ name: 'Berta Ruiz', phone: '600111222', slot: 'manana' }, 'callback', 'berta@correo.es');
    const { cookie } = await login();
    const callbacks = await app.inject({ url: '/admin?tipo=callback', headers: { cookie } });
    expect(callbacks.body).toContain('Berta Ruiz');
    expect(callbacks.body).not.toContain('HYPERLINK');
    expect((await app.inject({ url: '/admin?q=berta', headers: { cookie } })).body).toContain('1 lead<');

    const csv = await app.inject({ url: '/admin/leads.csv', headers: { cookie } });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leads-2026-11-22.csv"');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x.example"",""clic"")"`);
    expect(csv.body).not.toMatch(/(^|,)"=/m);
  });

  it('erases one person with the leads command-line operation', async () => {
    await addLead({ name: 'Ana Pérez', subject: 'a', message: 'b' });
    await addLead({ name: 'Otra' }, 'newsletter', 'otra@correo.es');
    const { cookie, csrf } = await login();
    const refused = await post('/admin/borrar', { email: 'ana@correo.es', confirm: 'si' }, { cookie });
    expect(refused.statusCode).toBe(403);
    const erased = await post('/admin/borrar', { email: 'ana@correo.es', confirm: 'si', _csrf: csrf }, { cookie });
    expect(erased.statusCode).toBe(303);
    const page = await app.inject({ url: erased.headers.location as string, headers: { cookie } });
    expect(page.body).toContain('Datos borrados: 1 registro.');
    expect((await store.db.query<{ email: string }>('SELECT email FROM leads')).rows.map((row) => row.email)).toEqual(['otra@correo.es']);
  });

  it('shows the counted events on the conversions, traffic and assistant panels', async () => {
    const send = (event: object) =>
      app.inject({ method: 'POST', url: '/api/events', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(event) });
    await send({
      type: 'page_view',
      route: '/cursos/:slug',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'webinar-ia',
      referrer: 'www.linkedin.com',
    });
    await send({ type: 'whatsapp_click', source: 'floating_button', category: 'pricing' });
    await send({
      type: 'chat_outcome',
      outcome: 'handoff',
      reason: 'handoff',
      question: '¿Dais clases de robótica a niños? mi email es a@b.es',
      analytics: true,
    });
    await send({ type: 'chat_outcome', outcome: 'answered', reason: 'answered' });
    await addLead({ name: 'Ana', subject: 'x', message: 'y' });
    const { cookie } = await login();

    const conversions = (await app.inject({ url: '/admin/conversiones?dias=7', headers: { cookie } })).body;
    expect(conversions).toContain('Leads por tipo y día (últimos 7 días)');
    expect(conversions).toMatch(/<th scope="row">2026-11-22<\/th><td>1<\/td>/);
    expect(conversions).toMatch(/<th scope="row">Precios<\/th><td>1<\/td>/);

    const traffic = (await app.inject({ url: '/admin/trafico', headers: { cookie } })).body;
    expect(traffic).toMatch(/<th scope="row">\/cursos\/:slug<\/th><td>1<\/td>/);
    expect(traffic).toMatch(/<th scope="row">webinar-ia<\/th><td>linkedin \/ social<\/td><td>1<\/td>/);
    expect(traffic).toMatch(/<th scope="row">www.linkedin.com<\/th><td>1<\/td>/);

    const assistant = (await app.inject({ url: '/admin/asistente', headers: { cookie } })).body;
    expect(assistant).toContain('¿Dais clases de robótica a niños? mi email es [email]');
    expect(assistant).toMatch(/<th scope="row">2026-11-22<\/th><td>50<\/td><td>0<\/td>/);
  });

  it("counts the questions without a direct answer by the assistant's reason, text or not", async () => {
    const send = (event: object) =>
      app.inject({ method: 'POST', url: '/api/events', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(event) });
    await send({ type: 'chat_outcome', outcome: 'answered', reason: 'not-offered', analytics: false });
    await send({ type: 'chat_outcome', outcome: 'answered', reason: 'not-offered', analytics: false });
    await send({ type: 'chat_outcome', outcome: 'handoff', reason: 'off-topic', analytics: false });
    await send({ type: 'chat_outcome', outcome: 'answered', reason: 'answered', analytics: false });
    await send({ type: 'chat_outcome', outcome: 'unknown', reason: 'timeout', analytics: false });
    const { cookie } = await login();
    const assistant = (await app.inject({ url: '/admin/asistente', headers: { cookie } })).body;
    expect(assistant).toContain('Preguntas sin respuesta directa, por motivo');
    expect(assistant).toMatch(/<th scope="row">Algo que no ofrecemos<\/th><td>2<\/td>/);
    expect(assistant).toMatch(/<th scope="row">Fuera de tema<\/th><td>1<\/td>/);
    expect(assistant).toMatch(/<th scope="row">Sin respuesta a tiempo<\/th><td>1<\/td>/);
    expect(assistant).not.toMatch(/<th scope="row">answered<\/th>/);
  });
});
