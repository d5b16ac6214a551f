import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readConfig } from './config.ts';
import { errorHandler } from './errors.ts';
import { healthRoutes } from './health.ts';
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

/** Builds the whole server without listening, so tests drive it through `inject`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const config = readConfig(env);
  const distDir = options.distDir ?? config.distDir;
  const serveSite = options.serveSite ?? true;

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 32 * 1024,
    forceCloseConnections: 'idle',
    trustProxy: env.TRUST_PROXY === 'true',
    ajv: { customOptions: { removeAdditional: true, coerceTypes: false, allErrors: false } },
  });

  app.setErrorHandler(errorHandler);
  await addSecurityHeaders(app);
  await app.register(healthRoutes);
  await app.register(chatbotRoutes, { env });
  await app.register(widgetsStatic, { distDir });
  if (serveSite) await app.register(siteStatic, { distDir });
  app.setNotFoundHandler(notFoundHandler(app, { distDir, serveSite }));

  return app;
}
