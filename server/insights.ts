import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import type { ServerConfig } from './config.ts';
import { eventsRoutes } from './events/routes.ts';
import { eraseByEmail } from './leads/repository.ts';
import type { Db } from './leads/store/db.ts';
import type { Partners } from './partners/wiring.ts';

/** How long a counted event or a dashboard page waits for the store to finish opening. */
const STORE_WAIT_MS = 3000;

/**
 * POST /api/events, and /admin when an admin password is configured: both on the leads store
 * (`app.leads`), so register them after the leads plugin.
 */
export async function registerInsights(app: FastifyInstance, config: ServerConfig, partners: Partners): Promise<void> {
  const db = async (): Promise<Db> => {
    const open = await app.leads.whenOpen(STORE_WAIT_MS);
    if (!open) throw Object.assign(new Error('store not open'), { statusCode: 503 });
    return open;
  };
  await app.register(eventsRoutes, { config, db, origins: partners.origins });
  if (config.admin) {
    await app.register(adminRoutes, {
      config: config.admin,
      redisUrl: config.redisUrl,
      db,
      erase: async (store, email) => (await eraseByEmail(store, email)).leads,
      partners,
    });
  }
}
