import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_PATHS } from '../../../site/domain/leads.ts';
import { claimDeliveries } from '../../../server/leads/outbox.ts';
import { startSmtpServer, waitFor } from '../../fixtures/smtp-server.ts';
import { startWebhookReceiver } from '../../fixtures/webhook-receiver.ts';
import { describePostgres, leadsApp, pgliteDir, testSchema, uniqueContact, validLeads } from './helpers.ts';

const TEAM = 'equipo@iaacademy.es';
const WEBHOOK_SECRET = 'secreto-del-webhook-de-pruebas';
const mailEnv = (smtpUrl: string) => ({ SMTP_URL: smtpUrl, LEADS_NOTIFY_TO: TEAM, LEADS_FROM: 'IA Academy <web@iaacademy.es>' });
const post = (app: FastifyInstance, payload: object) => app.inject({ method: 'POST', url: '/api/leads', payload });
/** A short pause in which a wrongly repeated delivery would show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('Delivery to the team', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let folder: { dir: string; cleanup: () => void };
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    hooks = await startWebhookReceiver();
    folder = await pgliteDir();
    app = await leadsApp({ LEADS_DIR: folder.dir, ...mailEnv(smtp.url), LEADS_WEBHOOK_URL: hooks.url, LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET }, { pollMs: 100 });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await hooks.close();
    folder.cleanup();
  });

  it('mails each lead once to the team, in Spanish, with the visitor as Reply-To', async () => {
    const contact = await post(app, uniqueContact(1));
    const callback = await post(app, validLeads.callback);
    const enrolment = await post(app, validLeads.enrolment);
    await waitFor(() => smtp.mails.length >= 3, 15_000, 'three mails');
    await settle();
    expect(smtp.mails).toHaveLength(3);
    const byId = (id: string) => smtp.mails.find((mail) => mail.headers['message-id']?.includes(id))!;
    const contactMail = byId(contact.json().id);
    expect(contactMail.to).toEqual([TEAM]);
    expect(contactMail.headers['reply-to']).toBe('persona1@empresa.es');
    expect(contactMail.text).toContain('Nombre: Persona 1');
    expect(contactMail.text).toContain('Servicio de interés: Formación y cursos');
    expect(contactMail.text).toContain('Queremos un curso para 12 personas.');
    expect(contactMail.text).toContain('texto de privacidad versión 2026-11-22');
    expect(byId(callback.json().id).text).toContain('Franja para llamar: Mañana (9:00-13:00)');
    expect(byId(callback.json().id).headers['reply-to']).toBeUndefined();
    expect(byId(enrolment.json().id).text).toContain('Curso: Fundamentos de Inteligencia Artificial');
    expect(byId(enrolment.json().id).headers['reply-to']).toBe('marta@example.com');
  });

  it('posts each lead to the webhook signed with HMAC-SHA256 and its id as idempotency key', async () => {
    await waitFor(() => hooks.requests.length >= 3, 15_000, 'three webhook calls');
    await settle();
    expect(hooks.requests).toHaveLength(3);
    for (const request of hooks.requests) {
      const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(request.body).digest('hex')}`;
      expect(request.headers['x-iaacademy-signature']).toBe(expected);
      const body = JSON.parse(request.body);
      expect(request.headers['idempotency-key']).toBe(body.id);
      expect(body.consent).toMatchObject({ version: '2026-11-22' });
    }
  });

  it('retries a mail the server refused, later, and records why', async () => {
    smtp.failNext(1);
    const before = smtp.mails.length;
    const { id } = (await post(app, uniqueContact(2))).json();
    const row = async () =>
      (
        await app.leads.db!.query<{ attempts: number; last_error: string | null; next_attempt_at: Date; delivered_at: Date | null }>(
          "SELECT attempts, last_error, next_attempt_at, delivered_at FROM outbox WHERE lead_id = $1 AND channel = 'team_mail'",
          [id],
        )
      ).rows[0]!;
    let failed = await row();
    for (let i = 0; i < 200 && !failed.last_error; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      failed = await row();
    }
    expect(failed.delivered_at).toBeNull();
    expect(failed.last_error).toContain('Try again later');
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(smtp.mails).toHaveLength(before);
    await app.leads.db!.query("UPDATE outbox SET next_attempt_at = now() WHERE lead_id = $1 AND channel = 'team_mail'", [id]);
    await waitFor(() => smtp.mails.length === before + 1, 15_000, 'the retried mail');
    expect((await row()).attempts).toBe(2);
  });

  it('double opt-in: a confirmation mail with signed links; the team hears of the address once it is confirmed', async () => {
    const before = smtp.mails.length;
    const { id } = (await post(app, { ...validLeads.newsletter, email: 'nueva@example.org' })).json();
    await waitFor(() => smtp.mails.some((mail) => mail.to.includes('nueva@example.org')), 15_000, 'the confirmation mail');
    const mail = smtp.mails.find((received) => received.to.includes('nueva@example.org'))!;
    expect(mail.headers.subject).toContain('Confirma tu suscripción');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https:\/\/www\.iaacademy\.es\/api\/leads\/newsletter\/unsubscribe\?token=/);
    const confirm = new URL(mail.text.match(/https:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0]);
    expect(confirm.href).not.toContain('nueva');
    await settle();
    // Not confirmed yet: the team has not been told.
    expect(smtp.mails.slice(before).filter((received) => received.to.includes(TEAM))).toEqual([]);
    const teamBefore = smtp.mails.filter((received) => received.to.includes(TEAM)).length;

    const forged = await app.inject({ method: 'GET', url: `/api/leads/newsletter/confirm?token=${id}.AAAA` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('El enlace está incompleto o no es válido.');

    const confirmed = await app.inject({ method: 'GET', url: confirm.pathname + confirm.search });
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, NEWSLETTER_PATHS.confirmed]);
    await waitFor(() => smtp.mails.filter((received) => received.to.includes(TEAM)).length === teamBefore + 1, 15_000, 'the team mail');
    expect(smtp.mails.at(-1)!.text).toContain('Nueva suscripción confirmada al boletín');

    const again = await post(app, { ...validLeads.newsletter, email: 'Nueva@example.org' });
    expect([again.statusCode, again.json().id]).toEqual([201, id]);

    const unsubscribe = new URL(mail.headers['list-unsubscribe']!.slice(1, -1));
    const gone = await app.inject({ method: 'GET', url: unsubscribe.pathname + unsubscribe.search });
    expect([gone.statusCode, gone.headers.location]).toEqual([303, NEWSLETTER_PATHS.unsubscribed]);
    expect((await app.leads.db!.query('SELECT 1 FROM leads WHERE id = $1', [id])).rows).toHaveLength(0);
  });
});

describe('A crash between storing and sending', () => {
  it('loses nothing: the next start sends the mail once', async () => {
    const smtp = await startSmtpServer();
    const folder = await pgliteDir();
    // First life: no channel configured, the lead waits; an instance had claimed it and died.
    const first = await leadsApp({ LEADS_DIR: folder.dir });
    const { id } = (await post(first, uniqueContact(3))).json();
    await claimDeliveries(first.leads.db!, 'crashed-instance', ['team_mail'], 10, 1);
    await first.close();
    const second = await leadsApp({ LEADS_DIR: folder.dir, ...mailEnv(smtp.url) }, { pollMs: 100 });
    await waitFor(() => smtp.mails.length === 1, 15_000, 'the mail after restart');
    await settle();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.headers['message-id']).toContain(id);
    await second.close();
    await smtp.close();
    folder.cleanup();
  }, 60_000);
});

describePostgres('Two instances on one PostgreSQL', () => {
  it('deliver 100 leads as exactly 100 mails', async () => {
    const smtp = await startSmtpServer();
    const schema = await testSchema();
    const env = { DATABASE_URL: schema.url, ...mailEnv(smtp.url) };
    const [a, b] = await Promise.all([leadsApp(env, { pollMs: 50 }), leadsApp(env, { pollMs: 50 })]);
    const ids = new Set<string>();
    for (let n = 0; n < 100; n += 10) {
      const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => post((n + i) % 2 ? a! : b!, uniqueContact(1000 + n + i))));
      for (const response of responses) ids.add(response.json().id);
    }
    expect(ids.size).toBe(100);
    await waitFor(() => smtp.mails.length >= 100, 30_000, '100 mails');
    await settle();
    await Promise.all([a!.leads.worker!.runOnce(), b!.leads.worker!.runOnce()]);
    expect(smtp.mails).toHaveLength(100);
    const mailed = new Set(smtp.mails.map((mail) => mail.headers['message-id']!.match(/<([0-9a-f-]{36})\./)![1]));
    expect(mailed).toEqual(ids);
    await Promise.all([a!.close(), b!.close()]);
    await schema.drop();
    await smtp.close();
  }, 90_000);
});
