import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Compile } from 'typebox/compile';
import { company } from '../../site/content/company.ts';
import { apiErrorAnswer, type ApiErrorTexts } from '../api-errors.ts';
import { EVENT_BODY_LIMIT, EVENTS_PATH, siteEvent, type SiteEvent } from '../../site/domain/events.ts';
import { allowedOrigins, isAllowedOrigin, partnerOriginOf, type OriginAllowList } from '../chatbot/http/cors.ts';
import type { ServerConfig } from '../config.ts';
import { registerRateLimit } from '../rate-limit/index.ts';
import { countersFor, originCounters } from './counters.ts';
import { dayOf } from './day.ts';
import { eventMessages } from './messages.ts';
import { redactQuestion } from './redact.ts';
import { addCounters, addQuestion, purgeQuestions, type Queryable } from './store.ts';

export interface EventsRoutesOptions {
  config: Pick<ServerConfig, 'siteOrigin' | 'allowedOrigins' | 'rateLimitMax' | 'redisUrl'>;
  /** The open store; rejects while it is still opening. */
  db: () => Promise<Queryable>;
  /** The live allow-list (site, env list, partners in the store); the fixed env list when absent. */
  origins?: OriginAllowList;
  now?: () => Date;
}

/** Beacons are small and frequent (a page view per navigation): a generous budget per IP. */
const DEFAULT_PER_MINUTE = 120;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const validator = Compile(siteEvent);

function siteHost(siteOrigin: string | undefined): string {
  return new URL(siteOrigin || company.siteUrl).hostname;
}

const errorTexts: ApiErrorTexts = {
  tooLarge: eventMessages.tooLarge,
  unsupportedType: eventMessages.notJson,
  invalid: eventMessages.invalid,
  failed: eventMessages.unavailable,
};

async function eventsScope(scope: FastifyInstance, options: EventsRoutesOptions): Promise<void> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const origins = options.origins ?? allowedOrigins(config.siteOrigin, config.allowedOrigins);
  const host = siteHost(config.siteOrigin);
  let lastPurge = 0;

  const rateLimit = await registerRateLimit(scope, {
    max: config.rateLimitMax ?? DEFAULT_PER_MINUTE,
    redisUrl: config.redisUrl,
    timeWindowMs: 60_000,
    nameSpace: 'iaacademy:events:rate:',
    errorMessage: eventMessages.rateLimited,
  });

  // sendBeacon sends a string as text/plain (no CORS preflight); JSON is accepted too, here only.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error(eventMessages.invalid), { statusCode: 400, code: 'BAD_EVENT' }), undefined);
    }
  });

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, text, ours } = apiErrorAnswer(error, errorTexts, 503);
    if (ours) request.log.error({ err: error }, 'event not recorded');
    return reply.code(status).send({ error: error.code ?? 'error', message: text });
  });

  scope.post('/', { config: { rateLimit } }, async (request, reply) => {
    if (!isAllowedOrigin(request, origins)) return reply.code(403).send({ error: 'origin', message: eventMessages.forbiddenOrigin });
    if (!validator.Check(request.body)) return reply.code(400).send({ error: 'bad_event', message: eventMessages.invalid });
    const event = request.body as SiteEvent;
    const db = await options.db();
    const today = dayOf(now());
    // The origin as the allow-list verified it, never anything the body says.
    await addCounters(db, today, [...countersFor(event, host), ...originCounters(event, partnerOriginOf(request, origins, config.siteOrigin))]);
    if (event.type === 'chat_outcome' && event.outcome !== 'answered' && event.analytics === true && event.question) {
      const question = redactQuestion(event.question);
      if (question) await addQuestion(db, today, event.outcome, event.reason, question);
    }
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeQuestions(db, today);
    }
    return reply.code(204).send();
  });
}

/** POST /api/events: validated, rate-limited beacons turned into daily counters. */
export const eventsRoutes: FastifyPluginAsync<EventsRoutesOptions> = async (app, options) => {
  await app.register((scope) => eventsScope(scope, options), { prefix: EVENTS_PATH });
};
