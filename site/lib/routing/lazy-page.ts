import type { PageModule, RouteDef } from './types.ts';

/**
 * A promise React's `use()` can read synchronously once it has settled: React looks for these
 * `status`/`value` fields, so an already-loaded page renders without suspending.
 */
type Tracked<T> = Promise<T> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const modules = new Map<RouteDef, Tracked<PageModule>>();

/** One promise per route, shared by the preload before hydration and by the router. */
export function loadPage(route: RouteDef): Tracked<PageModule> {
  let promise = modules.get(route);
  if (!promise) {
    promise = Object.assign(route.load(), { status: 'pending' as const }) as Tracked<PageModule>;
    promise.then(
      (value) => {
        promise!.status = 'fulfilled';
        promise!.value = value;
      },
      (reason: unknown) => {
        promise!.status = 'rejected';
        promise!.reason = reason;
      },
    );
    modules.set(route, promise);
  }
  return promise;
}

/**
 * Drops the failed loads, so coming back to such a route (Back, a link) tries its chunk again.
 * Called when the error card goes away, never while rendering: a rejected promise kept during
 * a render is what stops React from retrying the download in a loop.
 */
export function forgetFailedPages(): void {
  for (const [route, promise] of modules) if (promise.status === 'rejected') modules.delete(route);
}
