import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Queryable } from './db.ts';
import { acquireLock } from './lock.ts';

/**
 * PGlite's default start parameters include `-F` (fsync off): a lead acknowledged with 201 could
 * then vanish with the machine. Leads start with fsync and synchronous commit on. The leads tables
 * are small: 16 MB of shared buffers instead of 128 MB keeps the server about 120 MB lighter.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'shared_buffers=16MB',
];

/** The embedded store in `dir` (created when missing), locked to this process. */
export async function openPglite(dir: string): Promise<Db> {
  mkdirSync(dir, { recursive: true });
  const release = acquireLock(join(dir, 'leads.lock'));
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: join(dir, 'pglite'), relaxedDurability: false, startParams: PGLITE_START_PARAMS });
  } catch (error) {
    release();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => ({ rows: (await target.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
