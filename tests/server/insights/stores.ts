import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../../../server/leads/store/db.ts';
import { migrate } from '../../../server/leads/store/migrate.ts';
import { openPglite } from '../../../server/leads/store/pglite.ts';
import { openPostgres } from '../../../server/leads/store/postgres.ts';

/**
 * The stores every insights test runs on: PGlite always, and a real PostgreSQL when
 * TEST_DATABASE_URL is set (each store in its own schema, dropped afterwards).
 */
export interface TestStore {
  db: Db;
  close(): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';

/** A fresh PGlite folder runs initdb with fsync on: slow on a busy machine. */
export const STORE_OPEN_MS = 120_000;

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.info('insights: PostgreSQL tests off. Set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run them too.');
}

export const ENGINES: Engine[] = url ? ['pglite', 'postgres'] : ['pglite'];

export async function openTestStore(engine: Engine): Promise<TestStore> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'insights-'));
    const db = await openPglite(dir);
    await migrate(db);
    return {
      db,
      async close() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `insights_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres({ connectionString: url!, schema, max: 4 });
  await migrate(db);
  return {
    db,
    async close() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
