import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const CHANNEL = 'iaacademy:partners:changed';

export interface PartnerInvalidation {
  /** Tells the other instances to reload now (best effort: their interval reloads anyway). */
  publish(): Promise<void>;
  close(): Promise<void>;
}

/**
 * With REDIS_URL, an edit in /admin reaches the other instances at once through pub/sub; without
 * it (or with Redis down) they still reload on their PARTNERS_REFRESH_MS interval.
 */
export function partnerInvalidation(redisUrl: string, onChange: () => void, log: FastifyBaseLogger): PartnerInvalidation {
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false } as const;
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, { ...options, enableOfflineQueue: true });
  for (const client of [publisher, subscriber]) client.on('error', (error) => log.warn({ err: { message: error.message } }, 'partners redis error'));
  subscriber.subscribe(CHANNEL).catch(() => {});
  subscriber.on('message', (channel) => {
    if (channel === CHANNEL) onChange();
  });
  return {
    async publish() {
      await publisher.publish(CHANNEL, '1').catch(() => undefined);
    },
    async close() {
      await Promise.all([publisher, subscriber].map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
