/**
 * The widgets' console warnings. In a bundle with the chat, those found while booting (a bad
 * data-* value, a missing data-policy-url, a malformed queued call) wait until the first frame
 * of the widgets is on screen: with DevTools or another DevTools-protocol client attached
 * (Lighthouse, the bench) each console call costs milliseconds of main thread, which the launcher
 * would wait for (issue 15). Once they are out, warnings are written at once.
 */
import { afterPaint } from './after-paint.ts';

export const writeWarning = (message: string) => console.warn(`[IAWidgets] ${message}`);

export interface HeldWarnings {
  warn: (message: string) => void;
  /** Call once the first frame is in the DOM: what waited is written once that frame is painted. */
  release: () => void;
}

export function holdWarnings(win: Window): HeldWarnings {
  let held: string[] | null = [];
  const flush = () => {
    for (const message of held ?? []) writeWarning(message);
    held = null;
  };
  return {
    warn: (message) => (held ? held.push(message) : writeWarning(message)),
    release: () => afterPaint(win, flush),
  };
}
