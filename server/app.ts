import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import { readAdminConfig, readConfig } from './config.ts';
import { errorHandler } from './errors.ts';
import { eventsRoutes } from './events/routes.ts';
import { healthRoutes } from './health.ts';
import { eraseByEmail } from './leads/repository.ts';
import { leadsRoutes } from './leads/routes.ts';
import type { Db } from './leads/store/db.ts';
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

/** How long a counted event or a dashboard page waits for the store to finish opening. */
const STORE_WAIT_MS = 3000;

/** POST /api/events, and /admin when an admin password is configured; both on the leads store. */
async function registerInsights(app: FastifyInstance, env: NodeJS.ProcessEnv): Promise<void> {
  const db = async (): Promise<Db> => {
    const open = await app.leads.whenOpen(STORE_WAIT_MS);
    if (!open) throw Object.assign(new Error('store not open'), { statusCode: 503 });
    return open;
  };
  await app.register(eventsRoutes, { env, db });
  const admin = readAdminConfig(env);
  if (admin) await app.register(adminRoutes, { config: admin, env, db, erase: async (store, email) => (await eraseByEmail(store, email)).leads });
}

/** Builds the whole server without listening, so tests drive it through `inject`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const config = readConfig(env);
  const distDir = options.distDir ?? config.distDir;
  const serveSite = options.serveSite ?? true;

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers: { req: requestLogFields } },
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
