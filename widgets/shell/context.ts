/** What every action needs: the state, the host page, storage, events and the clock. */
import type { Emitter } from '../events.ts';
import type { SafeStore, WriteGate } from '../storage.ts';
import type { WidgetState } from './state.ts';
import type { Store } from './store.ts';

export interface WidgetContext {
  store: Store<WidgetState>;
  emitter: Emitter;
  local: SafeStore;
  session: SafeStore;
  gate: WriteGate;
  win: Window;
  doc: Document;
  /** Origin of the page the widgets are embedded in. */
  here: string;
  warn: (message: string) => void;
}

export function patch<K extends keyof WidgetState>(context: WidgetContext, key: K, change: Partial<WidgetState[K]>): void {
  context.store.update((state) => ({ ...state, [key]: { ...(state[key] as object), ...change } }));
}
