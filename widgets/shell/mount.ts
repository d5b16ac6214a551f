/**
 * The isolated room the surfaces render into: an open shadow root styled by a constructed
 * stylesheet (allowed under a host CSP without 'unsafe-inline'); a <style> inside the shadow
 * root only where constructed stylesheets are missing. Nothing touches the host's <head>.
 */
import styles from '../styles.ts';
import { afterPaint } from './after-paint.ts';
import { followVisualViewport, keepAttached } from './attach.ts';
import { patch, type WidgetContext } from './context.ts';
import type { WidgetState } from './state.ts';
import { addStyles, setRoom } from './room-styles.ts';
import { HAS_CHAT } from '../surfaces.ts';

export const HOST_TAG = 'ia-widgets';

/** What fills the room: the Preact dock (main.ts) or, with only the consent, its own (main-consent.ts). */
export type Fill = (context: WidgetContext, shadow: ShadowRoot) => void;

/** A first frame drawn before the full render, when `due` in the state boot leaves (chat/first-launcher.ts). */
export interface FirstFrame {
  due: (state: WidgetState) => boolean;
  draw: Fill;
}

/**
 * @param first draws the first frame without the full render (the launcher due at once,
 *   chat/first-launcher.ts); `fill` then renders over it once that frame is painted
 */
export function mount(context: WidgetContext, fill: Fill, first?: Fill): HTMLElement {
  const { doc, win } = context;
  const host = doc.createElement(HOST_TAG);
  host.setAttribute('data-iawidgets', '');
  const shadow = host.attachShadow({ mode: 'open' });
  setRoom(context, shadow);
  addStyles(context, styles);
  const setZIndex = () => host.style.setProperty('--iaw-z', String(context.store.get().config.zIndex));
  setZIndex();
  context.store.subscribe(setZIndex);
  // Read before the host joins the page: read after, the visual viewport forces a style and
  // layout pass of the whole page in this task, which the first frame then partly does again.
  followVisualViewport(win, host, (width, height) => patch(context, 'layout', { width, height }));
  // Only a bundle with the chat has a launcher to draw first (surfaces.ts).
  if (HAS_CHAT && first) {
    first(context, shadow);
    afterPaint(win, () => fill(context, shadow));
  } else fill(context, shadow);
  keepAttached(doc, host);
  return host;
}
