/**
 * Starts a widgets bundle (main.ts, main-consent.ts). Loaded by the loader (loader.ts), the
 * partner's own tag is the one it found (`document.currentScript` is then the bundle's script,
 * without the data-* attributes); loaded directly (the partner's tag has the bundle's own URL,
 * /widgets/v1/chat-consent.js), `document.currentScript` only exists while this classic script
 * runs for the first time, so the entries call this synchronously, first.
 */
import { DIRECT } from '../surfaces.ts';
import { boot } from './boot.ts';
import type { Fill, FirstFrame } from './mount.ts';
import { directTag } from './own-script.ts';

const TAG = Symbol.for('ia-widgets.tag');

/** @param first a frame to draw before `fill` renders, when due (the chat's launcher: chat/first-launcher.ts) */
export function start(fill: Fill, first?: FirstFrame): void {
  const current = document.currentScript as HTMLScriptElement | null;
  // A direct copy (/widgets/v1/chat-consent.js) has its own tag, whatever a loader on the page found.
  const tag = DIRECT
    ? (current ?? document.querySelector<HTMLScriptElement>(directTag(DIRECT)))
    : (window as Window & { [TAG]?: HTMLScriptElement | null })[TAG];
  boot(window, document, tag !== undefined ? tag : current, fill, first);
}
