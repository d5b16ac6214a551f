/** The dock's hook onto the store (store.ts), apart so a bundle without Preact has none. */
import { useLayoutEffect, useReducer } from 'preact/hooks';
import type { Store } from './store.ts';

/**
 * Re-renders on every change. A layout effect, not a passive one: passive effects wait for an
 * animation frame, which a throttled background tab (or a faked clock) may never give.
 */
export function useStore<T>(store: Store<T>): T {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => store.subscribe(rerender as () => void), [store]);
  return store.get();
}
