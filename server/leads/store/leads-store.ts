import type { FastifyBaseLogger } from 'fastify';
import type { LeadsConfig } from '../../config.ts';
import { DeliveryWorker } from '../delivery/worker.ts';
import type { MailSender } from '../delivery/mail.ts';
import { deleteExpired, storedSigningSecret } from '../repository.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

const RETENTION_EVERY_MS = 6 * 3_600_000;

/** Opens the configured store (PostgreSQL when DATABASE_URL is set, else PGlite) and migrates it. */
export async function openStore(config: Pick<LeadsConfig, 'dir' | 'databaseUrl'>): Promise<Db> {
  const db = config.databaseUrl ? await openPostgres({ connectionString: config.databaseUrl }) : await openPglite(config.dir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

export interface LeadsStoreOptions {
  config: LeadsConfig;
  log: FastifyBaseLogger;
  mail?: MailSender;
  pollMs?: number;
}

/**
 * The store as the app sees it (`app.leads`): opened in the background once the server listens,
 * then the delivery worker and the retention job run beside it. Routes wait for it briefly.
 */
export class LeadsStore {
  db?: Db;
  secret?: string;
  worker?: DeliveryWorker;
  /** Why the store could not open, when it could not. */
  failure?: Error;
  private opening?: Promise<Db>;
  private retentionTimer?: NodeJS.Timeout;

  constructor(private readonly options: LeadsStoreOptions) {}

  open(): Promise<Db> {
    this.opening ??= this.openOnce();
    return this.opening;
  }

  /** The open store, or undefined if it is not open within `waitMs` (or failed to open). */
  async whenOpen(waitMs: number): Promise<Db | undefined> {
    if (this.db) return this.db;
    let timer: Parameters<typeof clearTimeout>[0];
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    try {
      return await Promise.race([this.open().catch(() => undefined), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.retentionTimer);
    const db = await this.opening?.catch(() => undefined);
    await this.worker?.stop();
    await db?.close();
  }

  private async openOnce(): Promise<Db> {
    const { config, log } = this.options;
    const started = performance.now();
    try {
      const db = await openStore(config);
      this.secret = config.signingSecret ?? (await storedSigningSecret(db));
      this.worker = new DeliveryWorker({
        db,
        config,
        secret: this.secret,
        log,
        ...(this.options.mail ? { mail: this.options.mail } : {}),
        ...(this.options.pollMs ? { pollMs: this.options.pollMs } : {}),
      });
      this.worker.start();
      this.db = db;
      log.info({ leads: { store: db.engine, openMs: Math.round(performance.now() - started) } }, 'leads store open');
      this.retentionTimer = setInterval(() => void this.applyRetention(), RETENTION_EVERY_MS);
      this.retentionTimer.unref();
      void this.applyRetention();
      return db;
    } catch (error) {
      this.failure = error as Error;
      // The next post tries again (the database may be back, the other process gone).
      this.opening = undefined;
      log.error({ err: { message: (error as Error).message } }, 'leads store could not open: leads are refused with 503 until it can');
      throw error;
    }
  }

  private async applyRetention(): Promise<void> {
    if (!this.db) return;
    try {
      const deleted = await deleteExpired(this.db, this.options.config.retentionDays);
      if (deleted.leads + deleted.unconfirmed > 0) this.options.log.info({ leads: { retention: deleted } }, 'expired leads deleted');
    } catch (error) {
      this.options.log.warn({ err: { message: (error as Error).message } }, 'leads retention job failed');
    }
  }
}
