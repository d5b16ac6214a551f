/**
 * The CSS of the widgets' shadow root: a constructed stylesheet (allowed under a host CSP
 * without 'unsafe-inline'), or a <style> inside the shadow root where those are missing. The
 * widgets' own CSS goes in at mount (mount.ts); CSS that arrives later (the chat window,
 * chat/lazy-window.ts) goes after it.
 */
import { HAS_CHAT } from '../surfaces.ts';
import type { WidgetContext } from './context.ts';

interface Room {
  shadow: ShadowRoot;
  /** The one constructed stylesheet, and all the CSS it holds. */
  sheet?: CSSStyleSheet;
  css: string;
}

/** The shadow root of each mounted context. */
const rooms = new WeakMap<WidgetContext, Room>();

export function setRoom(context: WidgetContext, shadow: ShadowRoot): void {
  rooms.set(context, { shadow, css: '' });
}

/** Adds `css` after the CSS already there, in the same one stylesheet. */
export function addStyles(context: WidgetContext, css: string): void {
  const room = rooms.get(context);
  if (!room) return;
  const { shadow } = room;
  try {
    const sheet = room.sheet ?? new CSSStyleSheet();
    // Only the chat window's CSS comes after the rest (surfaces.ts): without it, one call at mount.
    sheet.replaceSync(HAS_CHAT ? `${room.css}\n${css}` : css);
    if (HAS_CHAT) room.css += `\n${css}`;
    if (!room.sheet) shadow.adoptedStyleSheets = [sheet];
    room.sheet = sheet;
  } catch {
    const style = context.doc.createElement('style');
    style.textContent = css;
    // After the <style>s already there, before the dock.
    shadow.insertBefore(style, shadow.querySelector(':scope > :not(style)'));
  }
}
