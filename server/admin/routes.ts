import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminConfig } from '../config.ts';
import { daysBefore, dayOf } from '../events/day.ts';
import { METRICS } from '../events/counters.ts';
import type { Db } from '../leads/store/db.ts';
import { listPartners } from '../partners/repository.ts';
import type { Partners } from '../partners/wiring.ts';
import { company } from '../../site/content/company.ts';
import { registerRateLimit } from '../rate-limit/index.ts';
import adminCss from './admin.css?raw';
import { readCookie, sessionCookie } from './cookies.ts';
import { csvLine } from './csv.ts';
import { dailyCounts, originConversions, totals, unansweredQuestions } from './event-queries.ts';
import { html, type Html } from './html.ts';
import { KIND_LABELS, madridTime, periodFrom, STATUS_LABELS } from './labels.ts';
import { ADMIN_PATH, page, PANELS } from './layout.ts';
import {
  changeStatus,
  findLead,
  LEAD_STATUSES,
  leadsPerDay,
  leadsPerOrigin,
  listLeads,
  statusHistory,
  type LeadFilters,
  type LeadStatus,
} from './lead-queries.ts';
import { adminMessages } from './messages.ts';
import { assistantPanel } from './panels/assistant.ts';
import { conversionsPanel } from './panels/conversions.ts';
import { originsTable, originTotals } from './panels/origins.ts';
import { leadDetail, leadName, leadsPanel } from './panels/leads.ts';
import { loginPanel } from './panels/login.ts';
import { trafficPanel } from './panels/traffic.ts';
import { checkPassword } from './password.ts';
import { partnerRoutes } from './partner-routes.ts';
import { createSession, endSession, findSession, sameToken, SessionSigner, type Session } from './sessions.ts';
import { groupQuestions } from './similar.ts';

export interface AdminRoutesOptions {
  config: AdminConfig;
  /** Shares the login attempt counters across instances (REDIS_URL). */
  redisUrl?: string | undefined;
  /** The open store; rejects while it is still opening. */
  db: () => Promise<Db>;
  /** Deletes everything about one person (the leads CLI's operation); resolves to the rows removed. */
  erase: (db: Db, email: string) => Promise<number>;
  /** The live partner allow-list: /admin/socios edits it (absent: no partner pages). */
  partners?: Partners;
  now?: () => Date;
}

const COOKIE = 'iaa_admin';
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const FORM_LIMIT = 16 * 1024;

type Form = Record<string, string>;

declare module 'fastify' {
  interface FastifyRequest {
    adminSession?: Session;
  }
}

function field(body: unknown, name: string): string {
  const value = (body as Form | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function filtersFrom(query: Record<string, string | undefined>): LeadFilters {
  const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  const kind = query.tipo && query.tipo in KIND_LABELS ? query.tipo : undefined;
  const status = (LEAD_STATUSES as readonly string[]).includes(query.estado ?? '') ? (query.estado as LeadStatus) : undefined;
  const search = query.q?.trim().slice(0, 100) || undefined;
  const from = day(query.desde);
  const to = day(query.hasta);
  return { ...(kind ? { kind } : {}), ...(status ? { status } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}), ...(search ? { search } : {}) };
}

async function adminScope(scope: FastifyInstance, options: AdminRoutesOptions): Promise<void> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const signer = new SessionSigner(config.sessionSecret);

  const send = (reply: FastifyReply, status: number, title: string, body: Html, session?: Session, current?: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(page({ title, ...(current ? { current } : {}), ...(session ? { session } : {}) }, body));

  await registerRateLimit(scope, {
    max: config.loginAttempts,
    redisUrl: options.redisUrl,
    timeWindowMs: LOGIN_WINDOW_MS,
    nameSpace: 'iaacademy:admin-login:rate:',
    errorMessage: (seconds) => adminMessages.tooManyAttempts(seconds),
  });
  const loginLimit = { max: config.loginAttempts, timeWindow: LOGIN_WINDOW_MS };

  scope.addHook('onSend', async (_request, reply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    reply.header('Cache-Control', 'no-store');
  });

  scope.removeContentTypeParser('application/x-www-form-urlencoded');
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'RATE_LIMITED') return send(reply, 429, 'Demasiados intentos', loginPanel(error.message));
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 503;
    if (status === 503) request.log.error({ err: error }, 'admin request failed');
    const message = status === 503 ? adminMessages.storeUnavailable : adminMessages.badForm;
    return send(reply, status, 'Error', loginPanel(message), request.adminSession);
  });

  /** The session of the request, or undefined; never throws for a bad cookie. */
  async function sessionOf(request: FastifyRequest): Promise<Session | undefined> {
    const token = signer.unsign(readCookie(request.headers.cookie, COOKIE));
    if (!token) return undefined;
    return findSession(await options.db(), token, now());
  }

  /** Pages need a session (else the login form); posts need the session's CSRF token too. */
  const requireSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionOf(request);
    if (!session) {
      if (request.method === 'GET') return reply.redirect(ADMIN_PATH, 303);
      return send(reply, 401, 'Acceso', loginPanel());
    }
    if (request.method === 'POST' && !sameToken(session.csrf, field(request.body, '_csrf'))) {
      return send(reply, 403, 'Formulario caducado', loginPanel(adminMessages.csrf), session);
    }
    request.adminSession = session;
  };

  if (options.partners) partnerRoutes(scope, { db: options.db, partners: options.partners, now, requireSession, send, field });

  scope.get('/admin.css', async (_request, reply) => reply.type('text/css; charset=utf-8').send(adminCss));

  scope.post('/login', { config: { rateLimit: loginLimit } }, async (request, reply) => {
    const password = field(request.body, 'password');
    if (!password || !checkPassword(password, config)) return send(reply, 401, 'Acceso', loginPanel(adminMessages.wrongPassword));
    const member = field(request.body, 'member').trim().replace(/\s+/g, ' ').slice(0, 60) || 'Equipo';
    const { token } = await createSession(await options.db(), member, now(), config.sessionHours);
    reply.header(
      'Set-Cookie',
      sessionCookie(COOKIE, signer.sign(token), {
        maxAgeSeconds: Math.round(config.sessionHours * 3600),
        secure: request.protocol === 'https',
        path: ADMIN_PATH,
      }),
    );
    return reply.redirect(ADMIN_PATH, 303);
  });

  scope.post('/logout', { preHandler: requireSession }, async (request, reply) => {
    await endSession(await options.db(), request.adminSession!);
    reply.header('Set-Cookie', sessionCookie(COOKIE, '', { maxAgeSeconds: 0, secure: request.protocol === 'https', path: ADMIN_PATH }));
    return reply.redirect(ADMIN_PATH, 303);
  });

  scope.get<{ Querystring: Record<string, string> }>('/', async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return send(reply, 200, 'Acceso', loginPanel());
    const filters = filtersFrom(request.query);
    const leads = await listLeads(await options.db(), filters);
    const notice = request.query.aviso?.slice(0, 200);
    return send(reply, 200, 'Leads', leadsPanel(leads, filters, session.csrf, notice), session, ADMIN_PATH);
  });

  scope.get<{ Querystring: Record<string, string> }>('/leads.csv', { preHandler: requireSession }, async (request, reply) => {
    const leads = await listLeads(await options.db(), filtersFrom(request.query), 100_000);
    const header = [
      'id',
      'fecha',
      'tipo',
      'estado',
      'nombre',
      'email',
      'telefono',
      'empresa',
      'asunto',
      'mensaje',
      'pagina',
      'consentimiento',
      'version_texto',
    ];
    const lines = leads.map((lead) => {
      const fields = lead.fields as Record<string, unknown>;
      return csvLine([
        lead.id,
        madridTime(lead.created_at),
        KIND_LABELS[lead.kind] ?? lead.kind,
        STATUS_LABELS[lead.status],
        leadName(lead),
        lead.email,
        fields.phone,
        fields.company,
        fields.subject,
        fields.message,
        lead.page,
        madridTime(lead.consent_at),
        lead.consent_version,
      ]);
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${dayOf(now())}.csv"`)
      .send(`\uFEFF${csvLine(header)}${lines.join('')}`);
  });

  scope.get<{ Params: { id: string }; Querystring: Record<string, string> }>('/leads/:id', { preHandler: requireSession }, async (request, reply) => {
    const session = request.adminSession!;
    const db = await options.db();
    const lead = await findLead(db, request.params.id);
    if (!lead) return send(reply, 404, 'Lead', loginPanel(adminMessages.notFound), session, ADMIN_PATH);
    const notice = request.query.aviso === 'estado' ? adminMessages.statusSaved : undefined;
    return send(reply, 200, leadName(lead) || 'Lead', leadDetail(lead, await statusHistory(db, lead.id), session.csrf, notice), session, ADMIN_PATH);
  });

  scope.post<{ Params: { id: string } }>('/leads/:id/estado', { preHandler: requireSession }, async (request, reply) => {
    const status = field(request.body, 'estado');
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) return send(reply, 400, 'Estado', loginPanel(adminMessages.badForm), request.adminSession);
    const db = await options.db();
    const lead = await findLead(db, request.params.id);
    if (!lead || !(await changeStatus(db, lead.id, status as LeadStatus, request.adminSession!.member, now()))) {
      return send(reply, 404, 'Lead', loginPanel(adminMessages.notFound), request.adminSession, ADMIN_PATH);
    }
    return reply.redirect(`${ADMIN_PATH}/leads/${lead.id}?aviso=estado`, 303);
  });

  scope.post('/borrar', { preHandler: requireSession }, async (request, reply) => {
    const email = field(request.body, 'email').trim();
    if (!email.includes('@') || field(request.body, 'confirm') !== 'si')
      return send(reply, 400, 'Borrar', loginPanel(adminMessages.badForm), request.adminSession);
    const rows = await options.erase(await options.db(), email);
    request.log.info({ admin: { erase: rows } }, 'admin erased one person');
    const notice = rows > 0 ? adminMessages.erased(rows) : adminMessages.nothingToErase;
    return reply.redirect(`${ADMIN_PATH}?aviso=${encodeURIComponent(notice)}`, 303);
  });

  const periodOf = (query: Record<string, string>) => {
    const period = periodFrom(query.dias);
    const days = Array.from({ length: period }, (_, index) => daysBefore(dayOf(now()), period - 1 - index));
    return { period, days, from: days[0]! };
  };

  scope.get<{ Querystring: Record<string, string> }>('/conversiones', { preHandler: requireSession }, async (request, reply) => {
    const { period, days, from } = periodOf(request.query);
    const db = await options.db();
    const [leads, whatsapp, chat, opened, byOrigin, leadsByOrigin, partners] = await Promise.all([
      leadsPerDay(db, from),
      totals(db, METRICS.whatsappClick, from, 50),
      dailyCounts(db, METRICS.chatOutcome, from),
      totals(db, METRICS.chatOpened, from, 1),
      originConversions(db, from),
      leadsPerOrigin(db, from),
      listPartners(db),
    ]);
    const path = PANELS[1].path;
    const names = new Map(partners.map((partner) => [partner.origin, partner.name]));
    const siteOrigin = options.partners?.origins.siteOrigin ?? company.siteUrl;
    const body = html`${conversionsPanel({ period, days, leads, whatsapp, chat, chatOpened: opened[0]?.count ?? 0 }, path)}
${originsTable(originTotals(byOrigin, leadsByOrigin), names, siteOrigin, period)}`;
    return send(reply, 200, 'Conversiones', body, request.adminSession, path);
  });

  scope.get<{ Querystring: Record<string, string> }>('/trafico', { preHandler: requireSession }, async (request, reply) => {
    const { period, from } = periodOf(request.query);
    const db = await options.db();
    const [routes, campaigns, referrers, channels] = await Promise.all([
      totals(db, METRICS.pageView, from, 30),
      totals(db, METRICS.campaign, from, 20),
      totals(db, METRICS.referrer, from, 15),
      totals(db, METRICS.channel, from, 10),
    ]);
    const path = PANELS[2].path;
    return send(reply, 200, 'Tráfico', trafficPanel({ period, routes, campaigns, referrers, channels }, path), request.adminSession, path);
  });

  scope.get<{ Querystring: Record<string, string> }>('/asistente', { preHandler: requireSession }, async (request, reply) => {
    const { period, days, from } = periodOf(request.query);
    const db = await options.db();
    const [outcomes, reasons, questions] = await Promise.all([
      dailyCounts(db, METRICS.chatOutcome, from),
      totals(db, METRICS.chatOutcome, from, 50),
      unansweredQuestions(db, from),
    ]);
    const path = PANELS[3].path;
    return send(
      reply,
      200,
      'Asistente',
      assistantPanel({ period, days, outcomes, reasons, groups: groupQuestions(questions) }, path),
      request.adminSession,
      path,
    );
  });
}

/**
 * The team's dashboard at /admin: server-rendered HTML, no script, its own stylesheet. Register
 * it only when an admin password is configured; otherwise /admin is the site's 404.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  await app.register((scope) => adminScope(scope, options), { prefix: ADMIN_PATH });
};
