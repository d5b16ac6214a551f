import Fastify, { type FastifyInstance } from 'fastify';
import { readConfig } from '../../server/config.ts';
import { chatbotRoutes } from '../../server/routes/chatbot.ts';

/** A bare Fastify app with only the chatbot plugin, configured through `env` like production. */
export async function chatbotApp(env: NodeJS.ProcessEnv = {}, logger: boolean | object = false): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  await app.register(chatbotRoutes, { config: readConfig({ RATE_LIMIT_MAX: '100000', ...env }) });
  await app.ready();
  return app;
}

export function ask(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/chatbot', payload: body as object, headers });
}
