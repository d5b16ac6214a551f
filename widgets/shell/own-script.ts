/**
 * The widgets' own <script> tag, whose data-* attributes configure them and whose origin is the
 * API. `document.currentScript` is null when a tag manager injects the script somewhere the page
 * cannot see (a closed shadow root): then only a tag that is clearly ours counts, and without one
 * the src stays empty so the API falls back to the company's own origin (built in), never to
 * the partner page's origin.
 */
/** The bare, the major-version and the immutable per-release URLs (`/widgets/v1/widgets.<hash>.js`). */
export const OURS = 'script[src*="/widgets/widgets.js"],script[src*="/widgets/v1/widgets."]';

export function findOwnScript(
  current: HTMLScriptElement | null,
  doc: Pick<Document, 'querySelector'>,
  warn: (message: string) => void,
): { element: HTMLScriptElement | null; src: string } {
  const element = current ?? doc.querySelector<HTMLScriptElement>(OURS);
  if (!element?.src) {
    warn('sin etiqueta <script>: API de la empresa.');
    return { element, src: '' };
  }
  return { element, src: element.src };
}
