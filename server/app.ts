import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readConfig } from './config.ts';
import { errorHandler } from './errors.ts';
import { healthRoutes } from './health.ts';
import { registerInsights } from './insights.ts';
import { leadsRoutes } from './leads/routes.ts';
import { notFoundHandler } from './not-found.ts';
import { chatbotRoutes } from './routes/chatbot.ts';
import { addSecurityHeaders } from './security.ts';
import { siteStatic, widgetsStatic } from './static.ts';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve dist/site (false in `npm run dev`, where Vite serves the site). */
  serveSite?: boolean;
  distDir?: string;
  env?: NodeJS.ProcessEnv;
}

/** The access log's view of a request: the path without its query string, which may hold personal data. */
function requestLogFields(request: { method: string; url: string; host?: string }) {
  return { method: request.method, url: request.url.split('?')[0], host: request.host };
}

function withRequestLogFields(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { req: requestLogFields, ...logger.serializers } };
}

/** Builds the whole server without listening, so tests drive it through `inject`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const config = readConfig(env);
  const distDir = options.distDir ?? config.distDir;
  const serveSite = options.serveSite ?? true;

  const app = Fastify({
    logger: withRequestLogFields(options.logger ?? { level: config.logLevel }),
    bodyLimit: 32 * 1024,
    forceCloseConnections: 'idle',
    trustProxy: env.TRUST_PROXY === 'true',
    ajv: { customOptions: { removeAdditional: true, coerceTypes: false, allErrors: false } },
  });

  app.setErrorHandler(errorHandler);
  await addSecurityHeaders(app);
  await app.register(healthRoutes);
  await app.register(chatbotRoutes, { env });
  await app.register(leadsRoutes, { env, distDir });
  await registerInsights(app, env);
  await app.register(widgetsStatic, { distDir });
  if (serveSite) await app.register(siteStatic, { distDir });
  app.setNotFoundHandler(notFoundHandler(app, { distDir, serveSite }));

  return app;
}
