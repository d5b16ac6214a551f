import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot, sourceEntries, stampFile } from './paths.ts';

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  const stats = statSync(path);
  if (stats.isDirectory()) {
    for (const name of readdirSync(path).sort()) walk(join(path, name), out);
  } else {
    out.push(`${relative(repoRoot, path)}:${stats.size}:${Math.trunc(stats.mtimeMs)}`);
  }
}

/** Cheap fingerprint of the build's inputs (paths, sizes, modification times). */
export function sourceFingerprint(): string {
  const entries: string[] = [];
  for (const entry of sourceEntries) walk(join(repoRoot, entry), entries);
  return createHash('sha256').update(entries.join('\n')).digest('hex');
}

export function isBuildFresh(): boolean {
  if (!existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === sourceFingerprint();
}
