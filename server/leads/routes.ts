import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import {
  chatLeadProblems,
  checkLead,
  fromFormFields,
  LEAD_THANK_YOU_PATHS,
  leadErrorMessages,
  leadOkMessages,
  type Lead,
  type LeadKind,
  type LeadRejected,
} from '../../site/domain/leads.ts';
import { apiErrorAnswer, type ApiErrorTexts } from '../api-errors.ts';
import { allowedOrigins, isAllowedOrigin, partnerOriginOf, registerCors, type OriginAllowList } from '../chatbot/http/cors.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { registerRateLimit } from '../rate-limit/index.ts';
import type { MailSender } from './delivery/mail.ts';
import { enrolmentProblems } from './enrolment.ts';
import { BACK_SCRIPT, BACK_SCRIPT_PATH, renderErrorPage, siteStylesheets } from './error-page.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { insertLead } from './repository.ts';
import { LeadsStore } from './store/leads-store.ts';
import { dailyIpHash } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The leads store, its delivery worker and retention job (the admin dashboard reads it too). */
    leads: LeadsStore;
  }
}

export interface LeadsRoutesOptions {
  /** The server's configuration; read from `env` (process.env by default) when not given. */
  config?: ServerConfig;
  env?: NodeJS.ProcessEnv;
  /** Tests replace the SMTP transport or poll faster; production reads SMTP_URL. */
  mail?: MailSender;
  pollMs?: number;
  /** Open the store once the server listens (default); false for tests that listen for other reasons. */
  openOnListen?: boolean;
  /** Where the site's build is, for the error page's stylesheets. */
  distDir?: string;
  /** The live allow-list: a lead from a partner page records that partner's origin. */
  origins?: OriginAllowList;
}

/** Form bodies URL-encode every non-ASCII character (up to 9 bytes for one), so room for 5000. */
const BODY_LIMIT = 64 * 1024;
/** Faster than this from the form becoming usable to the post: a bot. */
const TIME_TRAP_MS = 3000;
/** How long a post waits for a store that is still opening before answering 503. */
const STORE_WAIT_MS = 3000;
const PER_MINUTE = 10;

const errorTexts: ApiErrorTexts = {
  tooLarge: leadErrorMessages.tooLarge,
  unsupportedType: leadErrorMessages.unsupportedType,
  invalid: leadErrorMessages.invalid,
  failed: leadErrorMessages.unavailable,
};

const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

async function leadsScope(scope: FastifyInstance, options: LeadsRoutesOptions & { store: LeadsStore; distDir: string; config: ServerConfig }): Promise<void> {
  const { config } = options;
  const store = options.store;
  const stylesheets = siteStylesheets(options.distDir);

  // The chat files call-backs from partner pages too: the same allow-list and CORS as /api/chatbot.
  const origins = options.origins ?? allowedOrigins(config.siteOrigin, config.allowedOrigins);
  await registerCors(scope, origins);
  await scope.register(formbody, { bodyLimit: BODY_LIMIT });
  const rateLimit = await registerRateLimit(scope, {
    max: config.rateLimitMax ?? PER_MINUTE,
    redisUrl: config.redisUrl,
    timeWindowMs: 60_000,
    nameSpace: 'iaacademy:leads:rate:',
    errorMessage: leadErrorMessages.rateLimited,
  });

  /** A JSON client gets JSON; a browser posting a form without JavaScript gets a readable page. */
  const reject = (request: FastifyRequest, reply: FastifyReply, status: number, body: LeadRejected, title = 'No hemos podido enviar el formulario') => {
    if (!isFormPost(request)) return reply.code(status).send(body);
    const page = (request.body as { page?: unknown } | undefined)?.page;
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderErrorPage(
          {
            title,
            intro: body.message,
            problems: Object.values(body.errors ?? {}),
            ...(typeof page === 'string' && /^\/[^/\\]/.test(page) ? { backHref: page.split(/[?#]/)[0]! } : {}),
          },
          stylesheets,
        ),
      );
  };

  const accept = (request: FastifyRequest, reply: FastifyReply, kind: LeadKind, id: string) =>
    isFormPost(request)
      ? reply.code(303).header('location', LEAD_THANK_YOU_PATHS[kind]).send()
      : reply.code(201).send({ id, message: leadOkMessages[kind].text });

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, text, ours } = apiErrorAnswer(error, errorTexts, 503);
    if (ours) {
      request.log.error({ err: error }, 'lead could not be stored');
      reply.header('retry-after', '30');
    }
    return reject(request, reply, status, { message: text });
  });

  // Only the two types the forms send; anything else (text/plain, multipart…) is 415 before parsing.
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.url.startsWith('/api/leads/newsletter/')) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
      return reject(request, reply, 415, { message: leadErrorMessages.unsupportedType });
    }
  });

  scope.options('/', async (request, reply) => reply.code(isAllowedOrigin(request, origins) ? 204 : 403).send());

  scope.get(BACK_SCRIPT_PATH.replace('/api/leads', ''), async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(BACK_SCRIPT),
  );

  scope.post('/', { bodyLimit: BODY_LIMIT, config: { rateLimit, wrongMethod: { message: leadErrorMessages.methodNotAllowed } } }, async (request, reply) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const input = isFormPost(request) ? fromFormFields(raw) : raw;
    const check = checkLead(input);
    if (!check.ok) {
      if (!check.kind) return reject(request, reply, 400, { message: leadErrorMessages.unknownKind });
      return reject(request, reply, 400, { message: leadErrorMessages.invalid, errors: check.errors });
    }
    const lead: Lead = check.lead;
    const startedAgo = lead.startedAt === undefined ? undefined : Date.now() - lead.startedAt;
    // Bots: answered exactly like people, so they learn nothing; nothing is stored or sent.
    if (lead.website || (startedAgo !== undefined && startedAgo >= 0 && startedAgo < TIME_TRAP_MS)) {
      request.log.info({ leads: { kind: lead.kind, dropped: lead.website ? 'honeypot' : 'time-trap' } }, 'lead dropped as spam');
      return accept(request, reply, lead.kind, randomUUID());
    }
    if (lead.kind === 'enrolment' || lead.kind === 'callback') {
      const errors = lead.kind === 'enrolment' ? enrolmentProblems(lead) : chatLeadProblems(lead);
      if (Object.keys(errors).length > 0) return reject(request, reply, 400, { message: leadErrorMessages.invalid, errors });
    }
    // The chat window works only on the site and allowed partner pages, like /api/chatbot.
    if (lead.kind === 'callback' && lead.source === 'chat' && !isAllowedOrigin(request, origins)) {
      return reject(request, reply, 403, { message: leadErrorMessages.forbiddenOrigin });
    }
    const db = await store.whenOpen(STORE_WAIT_MS);
    if (!db) {
      reply.header('retry-after', '5');
      return reject(request, reply, 503, { message: leadErrorMessages.unavailable }, 'Ahora no podemos recibir formularios');
    }
    const partner = partnerOriginOf(request, origins, config.siteOrigin);
    const result = await insertLead(db, lead, store.secret ? dailyIpHash(store.secret, request.ip) : null, partner);
    if (result.stored) store.worker?.nudge();
    request.log.info(
      { leads: { kind: lead.kind, stored: result.stored, ...(partner ? { partner } : {}) } },
      result.stored ? 'lead stored' : 'lead repeated, stored once',
    );
    return accept(request, reply, lead.kind, result.id);
  });

  await scope.register(newsletterRoutes, { store, stylesheets });
}

/**
 * POST /api/leads and the newsletter links, plus `app.leads` (the store). The store opens after
 * the server listens, so start-up stays fast; register once with `app.register(leadsRoutes, { env })`.
 */
export const leadsRoutes = fp<LeadsRoutesOptions>(
  async (app, options) => {
    const serverConfig = options.config ?? readConfig(options.env ?? process.env);
    const config = serverConfig.leads;
    const store = new LeadsStore({
      config,
      log: app.log,
      ...(options.mail ? { mail: options.mail } : {}),
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    });
    app.decorate('leads', store);
    // /api/ready waits for the store (absent when the routes are registered alone, as in tests).
    if (app.hasDecorator('readiness')) app.readiness.add('leads-store', () => store.db !== undefined);
    if (!config.mail && !config.webhook && !options.mail) {
      app.log.warn(
        'Leads are stored but NOT delivered: set SMTP_URL, LEADS_NOTIFY_TO and LEADS_FROM (mail) and/or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET (webhook). They wait in the store and go out once one is set.',
      );
    }
    if (options.openOnListen ?? true) {
      app.addHook('onListen', async () => {
        void store.open().catch(() => {});
      });
    }
    app.addHook('onClose', async () => store.close());
    await app.register((scope) => leadsScope(scope, { ...options, store, config: serverConfig, distDir: options.distDir ?? serverConfig.distDir }), {
      prefix: '/api/leads',
    });
  },
  { name: 'leads' },
);
