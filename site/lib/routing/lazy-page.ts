import { track, type Tracked } from '../tracked.ts';
import type { PageModule, RouteDef } from './types.ts';

const modules = new Map<RouteDef, Tracked<PageModule>>();

/** One promise per route, shared by the preload before hydration and by the router. */
export function loadPage(route: RouteDef): Tracked<PageModule> {
  let promise = modules.get(route);
  if (!promise) {
    promise = track(route.load());
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
