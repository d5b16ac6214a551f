/**
 * The CSS of the widgets' shadow root: a constructed stylesheet (allowed under a host CSP
 * without 'unsafe-inline'), or a <style> inside the shadow root where those are missing. The
 * widgets' own CSS goes in at mount (mount.ts); CSS that arrives later (the chat window,
 * chat/lazy-window.ts) goes after it.
 */
import type { WidgetContext } from './context.ts';

/** The shadow root of each mounted context. */
const rooms = new WeakMap<WidgetContext, ShadowRoot>();

export function setRoom(context: WidgetContext, shadow: ShadowRoot): void {
  rooms.set(context, shadow);
}

/** Adds `css` after the CSS already there. */
export function addStyles(context: WidgetContext, css: string): void {
  const shadow = rooms.get(context);
  if (!shadow) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  } catch {
    const style = context.doc.createElement('style');
    style.textContent = css;
    // After the <style>s already there, before the dock.
    shadow.insertBefore(style, shadow.querySelector(':scope > :not(style)'));
  }
}
