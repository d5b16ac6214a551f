/**
 * What the host page shows where the banner would go: its main heading and the actions of its
 * main content (links, buttons, fields), so the banner can keep clear of them.
 */
const KEY_ELEMENTS = 'h1, main a, main button, main input, main select, main textarea';

/** Whether one of those is visible between `from` and `to` (px from the top of the screen). */
export function usesBand(doc: Document, from: number, to: number): boolean {
  for (const element of doc.querySelectorAll(KEY_ELEMENTS)) {
    const box = element.getBoundingClientRect();
    if (box.width && box.top < to && box.bottom > from) return true;
  }
  return false;
}
