/**
 * A promise React's `use()` reads synchronously once settled: React looks for these
 * `status`/`value` fields, so data or a page loaded before hydration renders without suspending.
 */
export type Tracked<T> = Promise<T> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks the promise with its state as it settles (the same promise, for `use()` to see). */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = Object.assign(promise, { status: 'pending' as const }) as Tracked<T>;
  tracked.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}
