import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class StoreLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per data folder: PGlite has no locking of its own, and two writers would corrupt
 * it. The lock file holds the owner's pid; a lock left by a dead process (kill -9) is taken over.
 */
export function acquireLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
        throw new StoreLockedError(
          `The leads folder is in use by process ${owner} (${file}). Only one server may open an embedded store: stop the other one, give this one its own LEADS_DIR, or set DATABASE_URL to share a PostgreSQL.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new StoreLockedError(`Could not take the lock ${file}`);
}
