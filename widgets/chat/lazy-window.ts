/**
 * The open chat window arrives on demand: a bundle with the chat carries only the launcher and
 * the API, and fetches the window (window-entry.ts: ChatWindow, messages, composer, persona
 * menu, links, the conversation client) when the visitor reaches for the launcher (pointer over
 * it, focus, touch) or the chat is opened (a click, `open()`, a queued call). It is an immutable
 * classic <script src> of the bundle's own origin with its SRI hash, which the bundle carries:
 * a pinned tag pins it too, and a partner CSP that allows our origin allows it. The window runs
 * on this bundle's Preact, handed over below.
 */
import { Fragment, h, type FunctionComponent } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { WidgetContext } from '../shell/context.ts';
import type { WidgetState } from '../shell/state.ts';
import { addStyles } from '../shell/room-styles.ts';

/** `[path, sha256 SRI]` of the window, set by vite.widgets.config.ts (null: none was built). */
declare const __IAW_CHAT_WINDOW__: readonly [string, string] | null;

/** ChatWindow's props (chat/ChatWindow.tsx). */
export type ChatWindowComponent = FunctionComponent<{ context: WidgetContext; state: WidgetState; onClosed: () => void }>;

const KEY = Symbol.for('ia-widgets.chat-window');

/** What window-entry.ts finds on `window[KEY]`. */
export interface ChatWindowHandover {
  shared: Record<string, unknown>;
  ready(component: ChatWindowComponent, styles: string): void;
}

/** What the window's imports of Preact read (vite.widgets.config.ts, SHARED: the same names). */
export const sharedWithWindow: Record<string, unknown> = { h, Fragment, useLayoutEffect, useRef, useState };

// Read while this classic script runs: the window is a sibling of the bundle, at its origin.
const bundleSrc = (globalThis.document?.currentScript as HTMLScriptElement | null | undefined)?.src;

let component: ChatWindowComponent | undefined;
let requested = false;

/** The window if it has arrived; otherwise starts fetching it (once) and returns undefined. */
export function chatWindow(context: WidgetContext): ChatWindowComponent | undefined {
  if (!component) loadChatWindow(context);
  return component;
}

export function loadChatWindow(context: WidgetContext): void {
  if (requested || component || typeof __IAW_CHAT_WINDOW__ === 'undefined' || !__IAW_CHAT_WINDOW__) return;
  requested = true;
  const { win, doc } = context;
  const handover: ChatWindowHandover = {
    shared: sharedWithWindow,
    ready(loaded, styles) {
      addStyles(context, styles);
      component = loaded;
      // A new state object: the dock renders again, now with the window.
      context.store.update((state) => ({ ...state }));
    },
  };
  (win as unknown as Record<symbol, ChatWindowHandover>)[KEY] = handover;
  const [path, integrity] = __IAW_CHAT_WINDOW__;
  const script = doc.createElement('script');
  script.src = new URL(path, bundleSrc || context.store.get().config.site).href;
  script.integrity = integrity;
  script.crossOrigin = 'anonymous';
  script.onload = () => script.remove();
  script.onerror = () => {
    script.remove();
    // Blocked or refused (integrity): the launcher stays, and the next attempt tries again.
    requested = false;
    context.warn('no se pudo cargar la ventana del chat.');
  };
  (doc.body ?? doc.documentElement).appendChild(script);
}
