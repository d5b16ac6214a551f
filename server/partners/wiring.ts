import type { FastifyInstance } from 'fastify';
import { company } from '../../site/content/company.ts';
import type { ServerConfig } from '../config.ts';
import { PartnerAllowList } from './allow-list.ts';
import { partnerInvalidation } from './invalidation.ts';
import { activeOrigins } from './repository.ts';

export interface Partners {
  origins: PartnerAllowList;
  /** PARTNERS_REFRESH_MS: the longest an edit takes to reach every instance. */
  refreshMs: number;
  /** After an edit in /admin: reload here at once and tell the other instances (REDIS_URL). */
  changed: () => Promise<void>;
}

/**
 * The app's live allow-list, read from the leads store (`app.leads`, registered later): reloaded
 * every PARTNERS_REFRESH_MS from ready until close, and once more as soon as the store opens.
 */
export function partnersFor(app: FastifyInstance, config: ServerConfig, options: { openStores: boolean }): Partners {
  const origins = new PartnerAllowList({
    siteOrigin: config.siteOrigin || company.siteUrl,
    fixedOrigins: config.allowedOrigins,
    refreshMs: config.partnersRefreshMs,
    load: async () => {
      const db = app.leads?.db;
      return db ? activeOrigins(db) : undefined;
    },
    log: app.log,
  });
  const invalidation = config.redisUrl ? partnerInvalidation(config.redisUrl, () => void origins.refresh(), app.log) : undefined;
  app.addHook('onReady', async () => origins.start());
  app.addHook('onListen', async () => {
    if (options.openStores)
      void app.leads.open().then(
        () => origins.refresh(),
        () => {},
      );
  });
  app.addHook('onClose', async () => {
    origins.stop();
    await invalidation?.close();
  });
  return {
    origins,
    refreshMs: config.partnersRefreshMs,
    changed: async () => {
      await origins.refresh();
      await invalidation?.publish();
    },
  };
}
