/**
 * Side-effect entry of each widgets bundle. Loaded by the loader (loader.ts), the partner's own
 * tag is the one it found (`document.currentScript` is then the bundle's script, without the
 * data-* attributes); loaded directly, `document.currentScript` only exists while this classic
 * script runs for the first time, so it is read here, synchronously, before anything else.
 */
import { boot } from './shell/boot.ts';

const TAG = Symbol.for('ia-widgets.tag');
const tag = (window as Window & { [TAG]?: HTMLScriptElement | null })[TAG];

boot(window, document, tag !== undefined ? tag : (document.currentScript as HTMLScriptElement | null));
