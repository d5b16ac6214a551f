import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiErrorAnswer, type ApiErrorTexts } from '../api-errors.ts';
import { Assistant } from '../chatbot/assistant.ts';
import { HISTORY_TURNS } from '../chatbot/history.ts';
import { allowedOrigins, isAllowedOrigin, registerCors, type OriginAllowList } from '../chatbot/http/cors.ts';
import { errorReplies } from '../chatbot/http/error-replies.ts';
import { guardInFlight } from '../chatbot/http/overload.ts';
import { CHAT_PATH, chatRequest, chatResponse, MESSAGE_MAX, type ChatRequest } from '../../site/domain/chat.ts';
import type { ServerConfig } from '../config.ts';
import { registerRateLimit } from '../rate-limit/index.ts';

export interface ChatbotRoutesOptions {
  /** CHATBOT_*, SITE_ORIGIN, REDIS_URL, RATE_LIMIT_MAX, read once by server/config.ts. */
  config: ServerConfig;
  /** The live allow-list (site, env list, partners in the store); the fixed env list when absent. */
  origins?: OriginAllowList;
}

const BODY_LIMIT = 64 * 1024;
/** Questions per IP per minute unless RATE_LIMIT_MAX says otherwise. */
const CHAT_PER_MINUTE = 30;
/** Format characters (zero-width space, joiners, BOM, bidi marks) are invisible: not a message. */
const INVISIBLE = /\p{Cf}/gu;

const errorTexts: ApiErrorTexts = {
  tooLarge: errorReplies.tooLarge,
  unsupportedType: errorReplies.notJson,
  invalid: errorReplies.badRequest,
  failed: errorReplies.internal,
};

/** Builds the index once, at start-up, and logs its size and cost (the bench reads this line). */
function startAssistant(scope: FastifyInstance, config: ServerConfig): Assistant {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { llm } = config.chatbot;
  const assistant = new Assistant({ llm });
  // CPU time next to wall time: on a busy machine the wall clock also counts waiting for a core.
  const { user, system } = process.cpuUsage(cpu);
  const index = { documents: assistant.documents, indexMs: Math.round(performance.now() - started), indexCpuMs: Math.round((user + system) / 1000) };
  scope.log.info({ chatbot: { ...index, llm: Boolean(llm) } }, 'chatbot index ready');
  // After the index figures (the build budget), before listening: no visitor waits for it.
  const warmStarted = performance.now();
  assistant.warmUp();
  scope.log.info({ chatbot: { warmUpMs: Math.round(performance.now() - warmStarted) } }, 'chatbot warmed up');
  return assistant;
}

async function chatbotScope(scope: FastifyInstance, config: ServerConfig, allowList?: OriginAllowList): Promise<void> {
  const assistant = startAssistant(scope, config);
  const origins = allowList ?? allowedOrigins(config.siteOrigin, config.allowedOrigins);
  const { logMessages, maxInFlight } = config.chatbot;

  // Only JSON is parsed here: a text/plain body is refused with 415 instead of failing the schema.
  scope.removeContentTypeParser('text/plain');
  await registerCors(scope, origins);
  const rateLimit = await registerRateLimit(scope, {
    max: config.rateLimitMax ?? CHAT_PER_MINUTE,
    redisUrl: config.redisUrl,
    timeWindowMs: 60_000,
    nameSpace: 'iaacademy:chatbot:rate:',
    errorMessage: errorReplies.rateLimited,
  });
  guardInFlight(scope, maxInFlight, errorReplies.overloaded);

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, text, ours } = apiErrorAnswer(error, errorTexts, 500);
    if (ours) request.log.error({ err: error }, 'chatbot failed');
    return reply.code(status).send({ reply: text, error: error.code ?? 'error' });
  });

  scope.options('/', async (request, reply) => reply.code(isAllowedOrigin(request, origins) ? 204 : 403).send());

  scope.post<{ Body: ChatRequest }>(
    '/',
    { bodyLimit: BODY_LIMIT, schema: { body: chatRequest, response: { 200: chatResponse } }, config: { rateLimit } },
    async (request, reply) => {
      if (!isAllowedOrigin(request, origins)) return reply.code(403).send({ reply: errorReplies.forbiddenOrigin, error: 'origin' });
      const message = request.body.message.replace(INVISIBLE, '').trim();
      if (message.length === 0 || message.length > MESSAGE_MAX) {
        return reply.code(400).send({ reply: errorReplies.messageLength, error: 'message_length' });
      }
      const history = (request.body.history ?? []).slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content.slice(0, MESSAGE_MAX) }));
      const answerStarted = performance.now();
      const { response, outcome, llmFallback, unanswered } = await assistant.answer({ message, persona: request.body.persona, history });
      // One line per unanswered question, by reason; the text only when CHATBOT_LOG_MESSAGES=true.
      if (unanswered) request.log.info({ chatbot: { unanswered, ...(logMessages ? { message } : {}) } }, 'chatbot unanswered');
      request.log.info(
        {
          chatbot: {
            outcome,
            mode: response.mode,
            handoff: response.handoff,
            persona: request.body.persona ?? 'general',
            ms: Math.round(performance.now() - answerStarted),
            ...(llmFallback ? { llmFallback } : {}),
            ...(logMessages ? { message } : {}),
          },
        },
        'chatbot reply',
      );
      return response;
    },
  );
}

/**
 * POST /api/chatbot with its own CORS, rate limit, load shedding and error replies, all scoped
 * to this route: register it once with `app.register(chatbotRoutes, { config })`.
 */
export const chatbotRoutes: FastifyPluginAsync<ChatbotRoutesOptions> = async (app, options) => {
  await app.register((scope) => chatbotScope(scope, options.config, options.origins), { prefix: CHAT_PATH });
};
