/**
 * Side-effect entry of widgets.js. `document.currentScript` only exists while this classic
 * script runs for the first time, so it is read here, synchronously, before anything else.
 */
import { boot } from './shell/boot.ts';

boot(window, document, document.currentScript as HTMLScriptElement | null);
