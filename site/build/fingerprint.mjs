// Plain JavaScript on purpose: `npm start` runs this in a production install, without tsx.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const stampFile = resolve(repoRoot, 'dist', '.build-stamp');

/** What a build reads: a change in any of these makes dist/ stale. */
const sourceEntries = ['site', 'widgets', 'server', 'vite.site.config.ts', 'vite.widgets.config.ts', 'package-lock.json', 'tsconfig.json'];

/** @param {string} path @param {import('node:crypto').Hash} hash */
function walk(path, hash) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) walk(join(path, name), hash);
    return;
  }
  hash.update(`${relative(repoRoot, path)}\n`);
  hash.update(readFileSync(path));
}

/**
 * Fingerprint of the build's inputs by content (about 3 MB, a few milliseconds), so a dist/
 * built elsewhere from the same sources (CI, a Docker build stage) still counts as fresh.
 * @returns {string}
 */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const entry of sourceEntries) walk(join(repoRoot, entry), hash);
  return hash.digest('hex');
}

/** @returns {boolean} */
export function isBuildFresh() {
  if (!existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === sourceFingerprint();
}
