/**
 * The widgets' own <script> tag, whose data-* attributes configure them and whose origin is the
 * API. `document.currentScript` is null when a tag manager injects the script somewhere the page
 * cannot see (a closed shadow root): then only a tag that is clearly ours counts (the loader,
 * loader.ts, looks for one and hands the bundle what it found; a bundle loaded by a tag of its
 * own looks for that URL, directTag), and without one the src stays
 * empty so the API falls back to the company's own origin (built in), never to the partner
 * page's origin.
 */
/** The bare, the major-version and the immutable per-release URLs (`/widgets/v1/widgets.<hash>.js`). */
export const OURS = 'script[src*="/widgets/widgets.js"],script[src*="/widgets/v1/widgets."]';

/**
 * A bundle loaded directly looks only for a tag of its own URL (`/widgets/v1/chat-consent.js`):
 * not the loader's (the loader's page gets the loader's bundle), and never the longer
 * combination that ends the same (`/widgets/v1/consent.js` is not in `…/v1/chat-consent.js`).
 */
export const directTag = (name: string) => `script[src*="/widgets/v1/${name}.js"]`;

/**
 * @param tag what the loader found (shell/start.ts), or the bundle's own tag when a tag of its own
 *   loads it directly (document.currentScript, else directTag); a bundle never looks for the
 *   loader's tag again (the loader already did)
 */
export function findOwnScript(tag: HTMLScriptElement | null, warn: (message: string) => void): { element: HTMLScriptElement | null; src: string } {
  if (!tag?.src) {
    warn('sin etiqueta <script>: API de la empresa.');
    return { element: tag, src: '' };
  }
  return { element: tag, src: tag.src };
}
