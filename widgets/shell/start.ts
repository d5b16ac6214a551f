/**
 * Starts a widgets bundle (main.ts, main-consent.ts). Loaded by the loader (loader.ts), the
 * partner's own tag is the one it found (`document.currentScript` is then the bundle's script,
 * without the data-* attributes); loaded directly, `document.currentScript` only exists while
 * this classic script runs for the first time, so the entries call this synchronously, first.
 */
import { boot } from './boot.ts';
import type { Fill, FirstFrame } from './mount.ts';

const TAG = Symbol.for('ia-widgets.tag');

/** @param first a frame to draw before `fill` renders, when due (the chat's launcher: chat/first-launcher.ts) */
export function start(fill: Fill, first?: FirstFrame): void {
  const tag = (window as Window & { [TAG]?: HTMLScriptElement | null })[TAG];
  boot(window, document, tag !== undefined ? tag : (document.currentScript as HTMLScriptElement | null), fill, first);
}
