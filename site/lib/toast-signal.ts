/**
 * A tiny bridge between toast() (in the pages that use it) and the Toaster in the shell, so the
 * shell does not carry the toasts' store and cards until a first toast is shown.
 */
let shown = false;
const listeners = new Set<() => void>();

/** Called by toast(): a toast is in the store. */
export function signalToast(): void {
  shown = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` when a first toast has been shown (at once if one already was); returns an unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
