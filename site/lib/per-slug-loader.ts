import { track, type Tracked } from './tracked.ts';

/**
 * Loads one lazy module per slug (from `import.meta.glob`, keyed by `<dir>/<slug><extension>`), one
 * promise per slug so `use()` sees the same promise on every render. An unknown slug resolves to
 * undefined; a failed load stays failed until the page reloads (forgetting it would make React
 * retry the import forever).
 */
export function perSlugLoader<T>(modules: Record<string, () => Promise<T>>, dir: string, extension = '.ts') {
  const pending = new Map<string, Tracked<T | undefined>>();
  return (slug: string): Promise<T | undefined> => {
    let promise = pending.get(slug);
    if (!promise) {
      const load = modules[`${dir}/${slug}${extension}`];
      promise = track(load ? load() : Promise.resolve(undefined));
      pending.set(slug, promise);
    }
    return promise;
  };
}
