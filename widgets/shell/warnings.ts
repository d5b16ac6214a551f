/**
 * The widgets' console warnings. In a bundle with the chat, those found while booting (a bad
 * data-* value, a missing data-policy-url, a malformed queued call) wait until the first frame
 * of the widgets is on screen: with DevTools or another DevTools-protocol client attached
 * (Lighthouse, the bench) each console call costs milliseconds of main thread, which the launcher
 * would wait for (issue 15). Once they are out, warnings are written at once.
 */

export const writeWarning = (message: string) => console.warn(`[IAWidgets] ${message}`);

export interface HeldWarnings {
  warn: (message: string) => void;
  /** Call once the first frame is in the DOM: what waited is written once that frame is painted. */
  release: () => void;
}

/** `scheduler.postTask` (Chromium, Firefox), which TypeScript's DOM types do not have yet. */
type TaskWindow = Window & { scheduler?: { postTask(task: () => void, options: { priority: 'background' }): unknown } };

export function holdWarnings(win: TaskWindow): HeldWarnings {
  let held: string[] | null = [];
  const flush = () => {
    for (const message of held ?? []) writeWarning(message);
    held = null;
  };
  return {
    warn: (message) => (held ? held.push(message) : writeWarning(message)),
    // A background task runs once nothing more urgent is due, the pending frame included (measured
    // in Chromium under a 4x CPU throttle); a plain timer, where there is no scheduler, may not.
    release: () => (win.scheduler ? win.scheduler.postTask(flush, { priority: 'background' }) : win.setTimeout(flush)),
  };
}
