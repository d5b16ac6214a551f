import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validLeads } from '../leads/helpers.ts';
import { ACCEPTED, ENGINES, originAnswers, partnerIdOf, partnersApp, REFUSED, SITE, signIn, storeEnv, type AdminSession } from './helpers.ts';

/** A fresh PGlite folder runs initdb on a busy machine: slow. */
const OPEN_MS = 120_000;
const FIXED = 'https://fijo.example';

describe.each(ENGINES)('partners in /admin on %s', (engine) => {
  let app: FastifyInstance;
  let admin: AdminSession;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const store = await storeEnv(engine);
    cleanup = store.cleanup;
    app = await partnersApp({ ...store.env, CHATBOT_ALLOWED_ORIGINS: `${FIXED}/` });
    admin = await signIn(app);
  }, OPEN_MS);
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  }, OPEN_MS);

  it('adds a partner through the form: its pages are accepted at once; paused refused, resumed accepted, removed refused', async () => {
    const origin = 'https://academia-socia.example';
    expect(await originAnswers(app, origin)).toEqual(REFUSED);

    const added = await admin.post('/admin/socios', { origin: 'HTTPS://Academia-Socia.example/', name: '  Academia   Socia ' });
    expect(added.statusCode).toBe(303);
    const list = await admin.get(added.headers.location as string);
    expect(list.body).toContain(`Socio añadido: ${origin} ya puede usar los widgets`);
    expect(list.body).toContain(`<code>${origin}</code>`);
    expect(list.body).toMatch(/<th scope="row">Academia Socia<\/th>/);
    expect(list.body).toContain('Lucía');
    expect(await originAnswers(app, origin)).toEqual({ ...ACCEPTED, allowOrigin: origin });

    const id = partnerIdOf(list.body, origin);
    const paused = await admin.post(`/admin/socios/${id}/estado`, { estado: 'paused' });
    expect(paused.statusCode).toBe(303);
    expect((await admin.get(paused.headers.location as string)).body).toContain('Socio pausado');
    expect(await originAnswers(app, origin)).toEqual(REFUSED);

    await admin.post(`/admin/socios/${id}/estado`, { estado: 'active' });
    expect((await originAnswers(app, origin)).chat).toBe(200);

    const confirm = await admin.get(`/admin/socios/${id}/eliminar`);
    expect(confirm.body).toContain('¿Eliminar a Academia Socia?');
    const unconfirmed = await admin.post(`/admin/socios/${id}/eliminar`, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('Marca la casilla para confirmar');
    expect(unconfirmed.body).toMatch(/aria-invalid="true" aria-describedby="remove-error"/);
    expect((await originAnswers(app, origin)).chat).toBe(200);

    const removed = await admin.post(`/admin/socios/${id}/eliminar`, { confirm: 'si' });
    expect(removed.statusCode).toBe(303);
    const after = await admin.get(removed.headers.location as string);
    expect(after.body).toContain('Socio eliminado');
    expect(after.body).not.toContain(`<code>${origin}</code></td>`);
    expect(await originAnswers(app, origin)).toEqual(REFUSED);
  });

  it('keeps CHATBOT_ALLOWED_ORIGINS as a fixed list beside the store, shown but not editable', async () => {
    expect(await originAnswers(app, FIXED)).toEqual({ ...ACCEPTED, allowOrigin: FIXED });
    expect(await originAnswers(app, SITE)).toEqual({ ...ACCEPTED, allowOrigin: SITE });
    expect(await originAnswers(app, 'https://desconocido.example')).toEqual(REFUSED);
    const list = await admin.get('/admin/socios');
    expect(list.body).toContain('Orígenes fijos');
    expect(list.body).toContain(`<li><code>${FIXED}</code></li>`);
  });

  it('validates the form: Spanish errors tied to their fields, values kept, nothing stored', async () => {
    await admin.post('/admin/socios', { origin: 'https://ya-esta.example', name: 'Ya Está' });
    const cases: [Record<string, string>, string, 'origin' | 'name'][] = [
      [{ origin: '', name: 'X' }, 'Escribe el origen del socio', 'origin'],
      [{ origin: 'socio.example', name: 'X' }, 'Falta el esquema: escribe https://socio.example.', 'origin'],
      [{ origin: 'no es una web', name: 'X' }, '«no es una web» no es un origen', 'origin'],
      [{ origin: 'http://socio.example', name: 'X' }, 'http:// no es seguro fuera de localhost: usa https://socio.example.', 'origin'],
      [
        { origin: 'https://socio.example/widgets?x=1', name: 'X' },
        'Un origen no lleva ruta, consulta ni fragmento: escribe solo https://socio.example.',
        'origin',
      ],
      [{ origin: 'https://*.socio.example', name: 'X' }, 'No se admiten comodines', 'origin'],
      [{ origin: 'ftp://socio.example', name: 'X' }, 'Solo se admiten orígenes https://', 'origin'],
      [{ origin: 'https://YA-ESTA.example:443', name: 'Otra' }, 'Ese origen ya está en la lista (Ya Está).', 'origin'],
      [{ origin: SITE, name: 'X' }, 'Ese es el origen del propio sitio', 'origin'],
      [{ origin: FIXED, name: 'X' }, 'CHATBOT_ALLOWED_ORIGINS', 'origin'],
      [{ origin: 'https://sin-nombre.example', name: '   ' }, 'Escribe el nombre del socio.', 'name'],
      [{ origin: 'https://largo.example', name: 'n'.repeat(81) }, 'El nombre no puede pasar de 80 caracteres.', 'name'],
    ];
    for (const [fields, message, name] of cases) {
      const response = await admin.post('/admin/socios', fields);
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
      const id = name === 'origin' ? 'partner-origin' : 'partner-name';
      expect(response.body).toMatch(new RegExp(`id="${id}" name="${name}" value="[^"]*" required[^>]*aria-invalid="true" aria-describedby="${id}-error"`));
      expect(response.body).toMatch(new RegExp(`<p class="field-error" id="${id}-error">`));
      expect(response.body).toContain(`<a href="#${id}">`);
    }
    const kept = await admin.post('/admin/socios', { origin: 'http://socio.example', name: 'Socio Uno' });
    expect(kept.body).toContain('value="http://socio.example"');
    expect(kept.body).toContain('value="Socio Uno"');
    const { rows } = await app.leads.db!.query<{ origin: string }>('SELECT origin FROM partners ORDER BY origin');
    expect(rows).toEqual([{ origin: 'https://ya-esta.example' }]);
    await app.leads.db!.query('DELETE FROM partners');
  });

  it('accepts http:// on localhost only, and refuses edits without the session or its CSRF token', async () => {
    const local = await admin.post('/admin/socios', { origin: 'http://localhost:5173', name: 'Pruebas locales' });
    expect(local.statusCode).toBe(303);
    expect((await originAnswers(app, 'http://localhost:5173')).chat).toBe(200);

    const noToken = await app.inject({
      method: 'POST',
      url: '/admin/socios',
      headers: { cookie: admin.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'origin=https%3A%2F%2Fcolado.example&name=Colado',
    });
    expect(noToken.statusCode).toBe(403);
    const noSession = await app.inject({
      method: 'POST',
      url: '/admin/socios',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_csrf=${admin.csrf}&origin=https%3A%2F%2Fcolado.example&name=Colado`,
    });
    expect(noSession.statusCode).toBe(401);
    expect((await app.inject({ url: '/admin/socios' })).statusCode).toBe(303);
    const { rows } = await app.leads.db!.query<{ origin: string }>('SELECT origin FROM partners');
    expect(rows).toEqual([{ origin: 'http://localhost:5173' }]);
    await app.leads.db!.query('DELETE FROM partners');
  });

  it('counts conversions per origin from the verified Origin header and shows them on the dashboard, without personal data', async () => {
    const partner = 'https://cursos-socio.example';
    await admin.post('/admin/socios', { origin: partner, name: 'Cursos Socio' });
    const beacon = (event: object, origin?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': 'text/plain', ...(origin ? { origin } : {}) },
        payload: JSON.stringify(event),
      });
    const events: [object, string | undefined][] = [
      [{ type: 'chat_outcome', outcome: 'answered', reason: 'answered' }, partner],
      [{ type: 'chat_outcome', outcome: 'handoff', reason: 'handoff', analytics: true, question: '¿Me llamáis al 600111222?' }, partner],
      [{ type: 'chat_outcome', outcome: 'unknown', reason: 'no_match' }, partner],
      [{ type: 'whatsapp_click', source: 'floating_button', category: 'pricing' }, partner],
      [{ type: 'whatsapp_click', source: 'floating_button', category: 'general' }, FIXED],
      [{ type: 'chat_outcome', outcome: 'answered', reason: 'answered' }, SITE],
      [{ type: 'chat_outcome', outcome: 'handoff', reason: 'handoff' }, undefined],
    ];
    for (const [event, origin] of events) expect((await beacon(event, origin)).statusCode).toBe(204);
    // Refused origins count nothing.
    expect((await beacon({ type: 'whatsapp_click', source: 'floating_button', category: 'pricing' }, 'https://intruso.example')).statusCode).toBe(403);

    const lead = (origin: string | undefined, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        payload: { ...validLeads.contact, email: `persona${n}@empresa.es`, name: `Persona ${n}` },
      });
    expect((await lead(partner, 1)).statusCode).toBe(201);
    expect((await lead(partner, 2)).statusCode).toBe(201);
    expect((await lead(undefined, 3)).statusCode).toBe(201);
    expect((await lead('https://intruso.example', 4)).statusCode).toBe(201);
    const { rows } = await app.leads.db!.query<{ partner_origin: string | null; n: number }>(
      'SELECT partner_origin, count(*)::int AS n FROM leads GROUP BY 1 ORDER BY 1 NULLS FIRST',
    );
    expect(rows).toEqual([
      { partner_origin: null, n: 2 },
      { partner_origin: partner, n: 2 },
    ]);

    const page = await admin.get('/admin/conversiones?dias=7');
    expect(page.statusCode).toBe(200);
    const table = page.body.slice(page.body.indexOf('<table class="origins">'));
    const cells = (label: string) => {
      const row = table.split('<tr').find((chunk) => chunk.includes(label)) ?? '';
      return [...row.matchAll(/<td>(\d+)<\/td>/g)].map((match) => Number(match[1]));
    };
    expect(page.body).toContain('Conversiones por origen (últimos 7 días)');
    expect(table).toContain(
      '<th scope="col">Preguntas al asistente</th><th scope="col">Derivadas a una persona</th><th scope="col">Clics a WhatsApp</th><th scope="col">Leads</th>',
    );
    expect(cells(`Cursos Socio <code>${partner}</code>`)).toEqual([3, 1, 1, 2]);
    expect(cells(`Sitio propio <code>${SITE}</code>`)).toEqual([2, 1, 0, 2]);
    expect(cells(`<code>${FIXED}</code>`)).toEqual([0, 0, 1, 0]);
    expect(table).not.toContain('intruso');
    expect(table).not.toMatch(/600111222|@empresa\.es|Persona \d/);
  });
});
