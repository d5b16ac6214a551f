/**
 * A page chunk that fails to load (old chunk names 404 after a redeploy, a flaky connection) is
 * answered with ONE full load of the page the visitor was going to, which fetches the new HTML
 * and chunk names. The target is remembered in sessionStorage so a second failure for the same
 * page shows the error card instead of reloading in a loop.
 */
import { STORAGE_KEYS, storage } from '../storage.ts';

const CHUNK_ERROR =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css|chunkloaderror|failed to fetch/i;

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(text);
}

function currentUrl(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** True when a reload to the target page has started; false when it was already tried. */
export function reloadOnce(): boolean {
  const target = currentUrl();
  if (storage.get(STORAGE_KEYS.chunkReload) === target) return false;
  storage.set(STORAGE_KEYS.chunkReload, target);
  window.location.assign(target);
  return true;
}

/** The page rendered: a later failure on it may reload once again. */
export function forgetReload(): void {
  if (storage.get(STORAGE_KEYS.chunkReload) === currentUrl()) storage.remove(STORAGE_KEYS.chunkReload);
}
