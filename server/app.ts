import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readConfig, type ServerConfig } from './config.ts';
import { clientErrorHandler, errorHandler } from './errors.ts';
import { distCheck, healthRoutes } from './health.ts';
import { registerInsights } from './insights.ts';
import { leadsRoutes } from './leads/routes.ts';
import { trackAllowedMethods } from './methods.ts';
import { notFoundHandler } from './not-found.ts';
import { partnersFor } from './partners/wiring.ts';
import { capConcurrentPerIp } from './per-ip-cap.ts';
import { chatbotRoutes } from './routes/chatbot.ts';
import { addSecurityHeaders } from './security.ts';
import { siteStatic, widgetsStatic } from './static.ts';
import { DEFAULT_TIMEOUTS, type ServerTimeouts } from './timeouts.ts';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve dist/site (false in `npm run dev`, where Vite serves the site). */
  serveSite?: boolean;
  distDir?: string;
  /** Read through server/config.ts (process.env by default); a bad value throws ConfigError. */
  env?: NodeJS.ProcessEnv;
  /** Open the stores once listening (default); tests that listen only to test sockets skip it. */
  openStores?: boolean;
  /** Tests shorten these to see a timeout fire. */
  timeouts?: Partial<ServerTimeouts>;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
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
  const config: ServerConfig = readConfig(options.env ?? process.env);
  const distDir = options.distDir ?? config.distDir;
  const serveSite = options.serveSite ?? true;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };

  const app = Fastify({
    logger: withRequestLogFields(options.logger ?? { level: config.logLevel }),
    bodyLimit: 32 * 1024,
    forceCloseConnections: 'idle',
    // A hop count as proxy-addr's function (Fastify's types only list the list form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleSocketMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    clientErrorHandler,
    frameworkErrors: errorHandler,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: false, allErrors: false } },
  });

  const allowedMethods = trackAllowedMethods(app);
  app.setErrorHandler(errorHandler);
  healthRoutes(app);
  app.readiness.add('dist', distCheck(distDir, serveSite));
  capConcurrentPerIp(app, config.maxConcurrentPerIp);
  await addSecurityHeaders(app);
  const partners = partnersFor(app, config, { openStores: options.openStores ?? true });
  await app.register(chatbotRoutes, { config, origins: partners.origins });
  await app.register(leadsRoutes, { config, distDir, openOnListen: options.openStores ?? true, origins: partners.origins });
  await registerInsights(app, config, partners);
  await app.register(widgetsStatic, { distDir });
  if (serveSite) await app.register(siteStatic, { distDir });
  app.setNotFoundHandler(notFoundHandler(app, { distDir, serveSite, allowedMethods }));

  return app;
}
