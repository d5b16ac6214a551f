import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** How long start-up waits for Redis before serving without it. */
const CONNECT_WAIT_MS = 1000;

export interface RateLimitSettings {
  /** Requests per IP per window (RATE_LIMIT_MAX). */
  max: number;
  /** Shared counters (REDIS_URL); in memory when undefined. */
  redisUrl: string | undefined;
  timeWindowMs: number;
  /** Keys in a shared Redis start with this, so several apps can share one server. */
  nameSpace: string;
  errorMessage: (retryAfterSeconds: number) => string;
}

/**
 * Per-IP rate limiting for the routes of `scope` that opt in with `config.rateLimit`. Counters
 * live in memory, or in Redis when REDIS_URL is set so every instance behind a load balancer
 * shares one budget. A Redis outage lets requests through rather than failing them.
 */
export async function registerRateLimit(scope: FastifyInstance, settings: RateLimitSettings): Promise<RateLimitOptions> {
  const { redisUrl } = settings;
  // Without the offline queue a Redis outage fails commands at once (and skipOnError lets the
  // request through) instead of holding every request until a reconnect.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) {
    redis.on('error', (error) => scope.log.warn({ err: error }, 'rate-limit redis error'));
    scope.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready) scope.log.warn('rate-limit redis not reachable yet: requests pass unlimited until it is');
  }
  await scope.register(rateLimit, {
    global: false,
    skipOnError: true,
    nameSpace: settings.nameSpace,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return Object.assign(new Error(settings.errorMessage(seconds)), { statusCode: 429, code: 'RATE_LIMITED' });
    },
  });
  return { max: settings.max, timeWindow: settings.timeWindowMs };
}
