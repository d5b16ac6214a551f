import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.ts';
import { eventsRoutes } from '../../../server/events/routes.ts';
import { ENGINES, openTestStore, STORE_OPEN_MS, type TestStore } from './stores.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

describe.each(ENGINES)('POST /api/events on %s', (engine) => {
  let store: TestStore;
  let app: FastifyInstance;
  let clock = NOW;

  async function eventsApp(env: NodeJS.ProcessEnv = {}) {
    const instance = Fastify({ logger: false, trustProxy: true });
    await instance.register(eventsRoutes, { config: readConfig({ RATE_LIMIT_MAX: '100000', ...env }), db: async () => store.db, now: () => clock });
    await instance.ready();
    return instance;
  }

  const beacon = (body: unknown, headers: Record<string, string> = {}, target = app) =>
    target.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Mozilla/5.0 Prueba', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const counts = async () =>
    (
      await store.db.query<{ day: string; metric: string; key: string; detail: string; count: number }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, key, detail, count FROM event_counts ORDER BY metric, key, detail",
      )
    ).rows;

  beforeAll(async () => {
    store = await openTestStore(engine);
    app = await eventsApp();
  }, STORE_OPEN_MS);
  afterEach(async () => {
    clock = NOW;
    await store.db.query('DELETE FROM event_counts');
    await store.db.query('DELETE FROM assistant_questions');
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  }, STORE_OPEN_MS);

  it('turns a page view sent as text/plain into daily counters of route, channel, referrer and campaign', async () => {
    const view = {
      type: 'page_view',
      route: '/cursos/:slug',
      landing: true,
      referrer: 'www.google.es',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'otono-2026',
    };
    expect((await beacon(view)).statusCode).toBe(204);
    expect((await beacon(view)).statusCode).toBe(204);
    expect(await counts()).toEqual([
      { day: '2026-11-22', metric: 'campaign', key: 'otono-2026', detail: 'google / cpc', count: 2 },
      { day: '2026-11-22', metric: 'channel', key: 'campañas de pago', detail: '', count: 2 },
      { day: '2026-11-22', metric: 'page_view', key: '/cursos/:slug', detail: '', count: 2 },
      { day: '2026-11-22', metric: 'referrer', key: 'www.google.es', detail: '', count: 2 },
    ]);
  });

  it('counts a channel for landings only, not for the later views of a visit', async () => {
    await beacon({ type: 'page_view', route: '/', landing: true });
    await beacon({ type: 'page_view', route: '/cursos' });
    expect((await counts()).filter((row) => row.metric === 'channel')).toEqual([
      { day: '2026-11-22', metric: 'channel', key: 'directo', detail: '', count: 1 },
    ]);
  });

  it('accepts application/json too, and counts each event type under its own metric', async () => {
    const json = { 'content-type': 'application/json' };
    const events = [
      { type: 'whatsapp_click', source: 'floating_button', category: 'pricing' },
      { type: 'chat_opened' },
      { type: 'chat_outcome', outcome: 'handoff', reason: 'handoff' },
      { type: 'form_submitted', kind: 'contact' },
      { type: 'consent', categories: ['marketing', 'analytics'] },
      { type: 'consent', categories: [] },
    ];
    for (const event of events) expect((await beacon(event, json)).statusCode).toBe(204);
    expect((await counts()).map(({ metric, key, detail, count }) => [metric, key, detail, count])).toEqual([
      ['chat_opened', '', '', 1],
      ['chat_outcome', 'handoff', 'handoff', 1],
      ['consent', 'analytics+marketing', '', 1],
      ['consent', 'ninguna', '', 1],
      ['form_submitted', 'contact', '', 1],
      // The same conversions under the page's origin: '' is the company's own site.
      ['origin_conversion', '', 'handoff', 1],
      ['origin_conversion', '', 'question', 1],
      ['origin_conversion', '', 'whatsapp', 1],
      ['whatsapp_click', 'pricing', 'floating_button', 1],
    ]);
  });

  it('counts by the day in Madrid, not in UTC', async () => {
    clock = new Date('2026-11-22T23:30:00Z');
    await beacon({ type: 'chat_opened' });
    expect((await counts())[0]?.day).toBe('2026-11-23');
  });

  it('answers 400 to bad events and never counts them', async () => {
    const bad = [
      'no es json',
      { type: 'page_view' },
      { type: 'page_view', route: '/contacto?email=ana@x.es' },
      { type: 'page_view', route: '/', referrer: 'https://www.google.es/search?q=x' },
      { type: 'page_view', route: '/', visitorId: 'abc' },
      { type: 'chat_outcome', outcome: 'maybe', reason: 'x' },
      { type: 'consent', categories: ['analytics', 'analytics'] },
      { type: 'purchase', amount: 10 },
      [{ type: 'chat_opened' }],
    ];
    for (const body of bad) {
      const response = await beacon(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/no es válido/);
    }
    expect(await counts()).toEqual([]);
  });

  it('answers 415 to other content types and 413 to oversized bodies', async () => {
    expect((await beacon('type=chat_opened', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    expect((await beacon({ type: 'chat_outcome', outcome: 'unknown', reason: 'x', question: 'a'.repeat(5000), analytics: true })).statusCode).toBe(413);
    expect(await counts()).toEqual([]);
  });

  it('refuses events from origins that are not the site or a listed partner', async () => {
    const response = await beacon({ type: 'chat_opened' }, { origin: 'https://otro-sitio.example' });
    expect(response.statusCode).toBe(403);
    expect(await counts()).toEqual([]);
  });

  it('keeps the text of an unanswered question only with analytics consent, redacted', async () => {
    const question = 'Soy ana@correo.es y mi teléfono es 612 345 678: ¿dais cursos de robótica?';
    await beacon({ type: 'chat_outcome', outcome: 'unknown', reason: 'timeout', question, analytics: true });
    await beacon({ type: 'chat_outcome', outcome: 'handoff', reason: 'handoff', question: '¿Sin consentimiento?', analytics: false });
    await beacon({ type: 'chat_outcome', outcome: 'handoff', reason: 'handoff', question: '¿Consentimiento desconocido?' });
    await beacon({ type: 'chat_outcome', outcome: 'answered', reason: 'answered', question: '¿Respondida?', analytics: true });
    const { rows } = await store.db.query<{ question: string; outcome: string }>('SELECT question, outcome FROM assistant_questions');
    expect(rows).toEqual([{ question: 'Soy [email] y mi teléfono es [teléfono]: ¿dais cursos de robótica?', outcome: 'unknown' }]);
  });

  it('deletes kept questions after 90 days', async () => {
    const purging = await eventsApp();
    clock = new Date('2026-08-01T10:00:00Z');
    await beacon({ type: 'chat_outcome', outcome: 'unknown', reason: 'generic', question: '¿Pregunta antigua?', analytics: true }, {}, purging);
    await purging.close();
    const later = await eventsApp();
    clock = NOW;
    await beacon({ type: 'chat_outcome', outcome: 'unknown', reason: 'generic', question: '¿Pregunta reciente?', analytics: true }, {}, later);
    await later.close();
    const { rows } = await store.db.query<{ question: string }>('SELECT question FROM assistant_questions');
    expect(rows.map((row) => row.question)).toEqual(['¿Pregunta reciente?']);
  });

  it('stores no IP, user agent, time of day or identifier anywhere', async () => {
    await beacon({ type: 'page_view', route: '/', referrer: 'www.linkedin.com' });
    await beacon({ type: 'chat_outcome', outcome: 'unknown', reason: 'generic', question: '¿Qué es esto?', analytics: true });
    const columns = await store.db.query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_name IN ('event_counts', 'assistant_questions') AND table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    );
    expect(columns.rows.map((row) => `${row.table_name}.${row.column_name}:${row.data_type}`)).toEqual([
      'assistant_questions.id:bigint',
      'assistant_questions.day:date',
      'assistant_questions.outcome:text',
      'assistant_questions.reason:text',
      'assistant_questions.question:text',
      'event_counts.day:date',
      'event_counts.metric:text',
      'event_counts.key:text',
      'event_counts.detail:text',
      'event_counts.count:integer',
    ]);
    const everything = JSON.stringify([await counts(), (await store.db.query('SELECT * FROM assistant_questions')).rows]);
    expect(everything).not.toContain('203.0.113.7');
    expect(everything).not.toContain('Mozilla');
  });

  it('rate-limits each IP and does not count what it refuses', async () => {
    const limited = await eventsApp({ RATE_LIMIT_MAX: '3' });
    const from = (ip: string) => beacon({ type: 'chat_opened' }, { 'x-forwarded-for': ip }, limited);
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.1')).statusCode).toBe(204);
    const refused = await from('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Demasiados eventos/);
    expect((await from('198.51.100.2')).statusCode).toBe(204);
    await limited.close();
    expect((await counts()).map((row) => row.count)).toEqual([4]);
  });
});
