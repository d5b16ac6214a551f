/**
 * Where the widgets live in the host document: one custom element at the end of <body>, put
 * back if a single-page app replaces <body> or empties it.
 */
export function keepAttached(doc: Document, host: HTMLElement): void {
  let observedBody: HTMLElement | null = null;
  const observer = new MutationObserver(() => check());
  const check = () => {
    const body = doc.body;
    if (!body) return;
    if (!host.isConnected || host.parentNode !== body) body.appendChild(host);
    if (body !== observedBody) {
      observedBody = body;
      observer.observe(body, { childList: true });
    }
  };
  observer.observe(doc.documentElement, { childList: true });
  check();
}

/**
 * Mirrors the visual viewport, so the docked UI stays above an on-screen keyboard and inside
 * what the visitor sees even when the host page is wider than the screen.
 */
export function followVisualViewport(win: Window, host: HTMLElement, onResize: (width: number, height: number) => void): void {
  const viewport = win.visualViewport;
  if (!viewport) return;
  const update = () => {
    for (const [name, value] of [
      ['t', viewport.offsetTop],
      ['l', viewport.offsetLeft],
      ['w', viewport.width],
      ['h', viewport.height],
    ] as const) {
      host.style.setProperty(`--iaw-vv${name}`, `${value}px`);
    }
    onResize(viewport.width, viewport.height);
  };
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  update();
}

/** Runs once <body> exists: the script may run from <head> before the parser reaches it. */
export function whenBodyReady(doc: Document, run: () => void): void {
  if (doc.body) run();
  else doc.addEventListener('DOMContentLoaded', run, { once: true });
}

export function whenParsed(doc: Document, run: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
