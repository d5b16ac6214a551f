/** A tiny observable state shared by the public API and the surfaces. */
import { useLayoutEffect, useReducer } from 'preact/hooks';

export interface Store<T> {
  get(): T;
  update(change: (state: T) => T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(change) {
      const next = change(state);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Re-renders on every change. A layout effect, not a passive one: passive effects wait for an
 * animation frame, which a throttled background tab (or a faked clock) may never give.
 */
export function useStore<T>(store: Store<T>): T {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => store.subscribe(rerender as () => void), [store]);
  return store.get();
}
