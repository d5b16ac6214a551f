import Fastify, { type FastifyInstance } from 'fastify';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_THANK_YOU_PATHS, leadErrorMessages, leadOkMessages, type LeadKind } from '../../../site/domain/leads.ts';
import { buildApp } from '../../../server/app.ts';
import { findLead } from '../../../server/leads/repository.ts';
import { leadsRoutes } from '../../../server/leads/routes.ts';
import { makeFakeDist } from '../fake-dist.ts';
import { leadsApp, pgliteDir, tempDir, uniqueContact, validLeads } from './helpers.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const formBody = (fields: Record<string, unknown>) => new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();

let app: FastifyInstance;
let folder: { dir: string; cleanup: () => void };
let counter = 100;
/** Each lead with its own address/phone, so the duplicate rule never interferes. */
const fresh = (kind: LeadKind): Record<string, unknown> => {
  counter += 1;
  const lead: Record<string, unknown> = { ...validLeads[kind] };
  if ('email' in lead) lead.email = `visitante${counter}@example.com`;
  else lead.phone = `+34 600 000 ${counter}`;
  return lead;
};

const post = (payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/leads', payload, headers });
const postForm = (fields: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/leads', payload: formBody(fields), headers: FORM });
const leadCount = async () => Number((await app.leads.db!.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0]!.n);

beforeAll(async () => {
  folder = await pgliteDir();
  app = await leadsApp({ LEADS_DIR: folder.dir });
}, 60_000);
afterAll(async () => {
  await app.close();
  folder.cleanup();
});

describe('POST /api/leads with JSON', () => {
  it.each(['contact', 'callback', 'enrolment', 'newsletter'] as const)(
    'stores a valid %s lead and answers 201 with its id and the Spanish message',
    async (kind) => {
      const response = await post(fresh(kind));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe(leadOkMessages[kind].text);
      expect(await findLead(app.leads.db!, body.id)).toMatchObject({ kind });
    },
  );

  it.each([
    [
      'contact',
      { ...validLeads.contact, email: 'ana@', acceptTerms: false },
      {
        email: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.es.',
        acceptTerms: 'Acepta el tratamiento de tus datos para que podamos responderte.',
      },
    ],
    ['callback', { ...validLeads.callback, phone: '', slot: 'noche' }, { phone: 'Escribe tu teléfono.', slot: 'Elige una franja horaria de la lista.' }],
    [
      'enrolment',
      { ...validLeads.enrolment, fullName: ' ', modality: 'remoto' },
      { fullName: 'Escribe tu nombre completo.', modality: 'Elige una modalidad disponible para este curso.' },
    ],
    ['newsletter', { kind: 'newsletter', email: 'no es un correo' }, { email: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.es.' }],
  ])('rejects an invalid %s lead with 400 and a Spanish message per field, storing nothing', async (_, lead, errors) => {
    const before = await leadCount();
    const response = await post(lead);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: leadErrorMessages.invalid, errors });
    expect(await leadCount()).toBe(before);
  });

  it('rejects an enrolment whose modality is not the one of the chosen edition (a hybrid-only course is not online)', async () => {
    const response = await post({ ...fresh('enrolment'), course: 'machine-learning-avanzado', startDate: '2027-02-01', modality: 'online' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ modality: 'Elige una modalidad disponible para este curso.' });
    const unknown = await post({ ...fresh('enrolment'), course: 'curso-inventado' });
    expect(unknown.json().errors).toEqual({ course: 'Este curso no existe o ya no admite inscripciones.' });
    const ok = await post({ ...fresh('enrolment'), course: 'machine-learning-avanzado', startDate: '2027-02-01', modality: 'hibrido' });
    expect(ok.statusCode).toBe(201);
  });

  it('rejects an unknown kind and a malformed JSON body with 400 in Spanish', async () => {
    expect((await post({ kind: 'pedido' })).json()).toEqual({ message: leadErrorMessages.unknownKind });
    const broken = await app.inject({ method: 'POST', url: '/api/leads', payload: '{"kind":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: leadErrorMessages.invalid });
  });

  it('answers 413 to an oversized body and 415 to another content type', async () => {
    const huge = await post({ ...fresh('contact'), message: 'x'.repeat(70_000) });
    expect([huge.statusCode, huge.json()]).toEqual([413, { message: leadErrorMessages.tooLarge }]);
    const text = await app.inject({ method: 'POST', url: '/api/leads', payload: 'hola', headers: { 'content-type': 'text/plain' } });
    expect([text.statusCode, text.json()]).toEqual([415, { message: leadErrorMessages.unsupportedType }]);
  });

  it('answers a filled honeypot exactly like a person, and stores nothing', async () => {
    const before = await leadCount();
    const response = await post({ ...fresh('contact'), website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(leadOkMessages.contact.text);
    expect(await findLead(app.leads.db!, response.json().id)).toBeUndefined();
    expect(await leadCount()).toBe(before);
  });

  it('drops a post sent less than 3 seconds after the form became usable, and keeps a slower one', async () => {
    const before = await leadCount();
    const bot = await post({ ...fresh('callback'), startedAt: Date.now() - 500 });
    expect(bot.statusCode).toBe(201);
    expect(await leadCount()).toBe(before);
    const person = await post({ ...fresh('callback'), startedAt: Date.now() - 20_000 });
    expect(await findLead(app.leads.db!, person.json().id)).toBeDefined();
  });

  it('stores the same address and kind once within 10 minutes, and still answers success', async () => {
    const lead = fresh('contact');
    const first = await post(lead);
    const second = await post({ ...lead, message: 'Lo envío otra vez por si acaso.' });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const rows = await app.leads.db!.query('SELECT id FROM leads WHERE email = $1', [lead.email]);
    expect(rows.rows).toHaveLength(1);
  });

  it('stores when consent was given, the privacy text version and the page, and a hashed IP only', async () => {
    const response = await post({ ...fresh('contact'), page: '/contacto?utm_source=x' }, { 'x-forwarded-for': '203.0.113.9' });
    const { rows } = await app.leads.db!.query<Record<string, unknown>>('SELECT * FROM leads WHERE id = $1', [response.json().id]);
    const row = rows[0]!;
    expect(row).toMatchObject({ consent_version: '2026-11-22', page: '/contacto' });
    expect(Date.now() - new Date(row.consent_at as string).getTime()).toBeLessThan(60_000);
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
    expect(row.ip_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('POST /api/leads from a form without JavaScript', () => {
  it.each(['contact', 'callback', 'enrolment', 'newsletter'] as const)(
    'stores a %s lead and answers 303 to its thank-you page, with nothing personal in the URL',
    async (kind) => {
      const lead = fresh(kind);
      const fields = kind === 'contact' ? { ...lead, acceptTerms: 'on' } : lead;
      const response = await postForm(fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(LEAD_THANK_YOU_PATHS[kind]);
      const { rows } = lead.email
        ? await app.leads.db!.query<{ kind: string }>('SELECT kind FROM leads WHERE email = $1', [lead.email])
        : await app.leads.db!.query<{ kind: string }>("SELECT kind FROM leads WHERE fields->>'phone' = $1", [lead.phone]);
      expect(rows).toEqual([{ kind }]);
    },
  );

  it('answers invalid input with a Spanish HTML page listing the problems, a way back and the other channels', async () => {
    const response = await postForm({ ...validLeads.contact, name: '', email: 'ana', acceptTerms: '', page: '/contacto' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<li>Escribe tu nombre.</li>');
    expect(html).toContain('<li>Escribe un correo electrónico válido, por ejemplo nombre@empresa.es.</li>');
    expect(html).toContain('href="/contacto">Volver al formulario</a>');
    expect(html).toMatch(/wa\.me\/34610123456/);
    expect(html).toContain('mailto:hola@iaacademy.es');
    expect(html).toContain('tel:+34910123456');
    expect(html).not.toMatch(/ style=|<style|<script>/);
    const script = await app.inject({ method: 'GET', url: '/api/leads/back.js' });
    expect(script.body).toContain('history.back()');
  });

  it('answers an oversized form post with a 413 page', async () => {
    const response = await postForm({ ...validLeads.contact, message: 'ñ'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain(leadErrorMessages.tooLarge);
  });
});

describe('POST /api/leads while the store cannot open', () => {
  it('answers 503 with a Spanish message and Retry-After, and says why in the log', async () => {
    const other = tempDir();
    // A live process (this test's parent) owns the folder.
    writeFileSync(join(other.dir, 'leads.lock'), String(process.ppid));
    const blocked = Fastify({ logger: false });
    await blocked.register(leadsRoutes, { env: { LEADS_DIR: other.dir, RATE_LIMIT_MAX: '1000' }, distDir: '/nonexistent' });
    await blocked.ready();
    const response = await blocked.inject({ method: 'POST', url: '/api/leads', payload: fresh('newsletter') });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: leadErrorMessages.unavailable });
    expect(blocked.leads.failure?.message).toContain(`The leads folder is in use by process ${process.ppid}`);
    await blocked.close();
    other.cleanup();
  });
});

describe('Rate limit', () => {
  it('answers 429 in Spanish with Retry-After past the per-IP limit', async () => {
    const own = await pgliteDir();
    const target = await leadsApp({ LEADS_DIR: own.dir, RATE_LIMIT_MAX: '2' });
    const send = () => target.inject({ method: 'POST', url: '/api/leads', payload: fresh('newsletter') });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Has enviado varios formularios seguidos\. Espera \d+ segundos e inténtalo de nuevo\.$/);
    await target.close();
    own.cleanup();
  }, 60_000);
});

describe('The whole app', () => {
  it('answers a wrong method with 405 in the leads words, and logs neither the body nor a query string of a lead post', async () => {
    const dist = makeFakeDist();
    const store = await pgliteDir();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const site = await buildApp({ distDir: dist.dir, env: { LEADS_DIR: store.dir, RATE_LIMIT_MAX: '1000' }, logger: { level: 'info', stream } });
    await site.ready();
    await site.leads.open();
    const lead = { ...uniqueContact(990), email: 'secreta@example.com', phone: '+34 699 887 766' };
    await site.inject({ method: 'POST', url: '/api/leads', payload: lead });
    const wrongMethod = await site.inject({ method: 'GET', url: '/api/leads?email=secreta@example.com&name=Persona' });
    // The app's one 405 mechanism, with the words the leads route gave it.
    expect(wrongMethod.statusCode).toBe(405);
    expect(String(wrongMethod.headers.allow).split(', ').sort()).toEqual(['OPTIONS', 'POST']);
    expect(wrongMethod.json()).toEqual({ message: leadErrorMessages.methodNotAllowed });
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) expect((await site.inject({ method, url: '/api/leads' })).statusCode).toBe(405);
    await site.inject({ method: 'POST', url: '/api/leads', payload: formBody({ ...lead, acceptTerms: 'on' }), headers: FORM });
    await site.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/api/leads"');
    for (const secret of ['secreta', 'Persona 990', '699 887', 'Queremos un curso']) expect(log).not.toContain(secret);
    dist.cleanup();
    store.cleanup();
  }, 60_000);
});
