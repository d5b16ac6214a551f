/**
 * Reads the tag, builds the state, publishes window.IAWidgets and mounts the surfaces — once,
 * however many copies of the script a page includes, and never throwing into the host page.
 */
import { createApi, type IAWidgetsGlobal, type QueuedCall } from '../api.ts';
import { loadConversation, startConversation } from '../chat/conversation.ts';
import { setPersona } from '../chat/actions.ts';
import { directWidgets, parseConfig, readAttributes, type CompanyDefaults, type ConfigAttributes } from '../config.ts';
import { applyConsent, showConsent } from '../consent/actions.ts';
import { BANNER_DELAY_MS, readConsent } from '../consent/state.ts';
import { createEmitter } from '../events.ts';
import { createSafeStore, createWriteGate } from '../storage.ts';
import { scheduleWhatsApp } from '../whatsapp/actions.ts';
import type { WidgetContext } from './context.ts';
import { syncHostPreferences, watchHostPreferences } from './host-watch.ts';
import { whenBodyReady, whenParsed } from './attach.ts';
import { mount, type Fill, type FirstFrame } from './mount.ts';
import { findOwnScript } from './own-script.ts';
import type { WidgetState } from './state.ts';
import { createStore } from './store.ts';
import { holdWarnings, writeWarning } from './warnings.ts';
import { startTelemetry } from '../telemetry.ts';
import { BUILT, DIRECT, HAS_CHAT, HAS_CONSENT, HAS_WHATSAPP } from '../surfaces.ts';

const MOUNTED = Symbol.for('ia-widgets.mounted');

/** Defined by vite.widgets.config.ts from site/content/company.ts. */
declare const __IAW_COMPANY__: CompanyDefaults;

type HostWindow = Window & { IAWidgets?: IAWidgetsGlobal; [MOUNTED]?: boolean };

export function boot(win: HostWindow, doc: Document, script: HTMLScriptElement | null, fill: Fill, first?: FirstFrame): void {
  if (win[MOUNTED]) return;
  win[MOUNTED] = true;
  try {
    // With the chat, what boot finds to warn about waits for the launcher's first frame.
    const held = HAS_CHAT ? holdWarnings(win) : null;
    const warn = HAS_CHAT ? held!.warn : writeWarning;
    const { element, src } = findOwnScript(script, warn);
    let attributes = readAttributes(element);
    // Loaded by a tag of its own, not through the loader that picks the bundle by data-widgets:
    // the surfaces shown are this bundle's, checked once here (configure() keeps what is kept).
    if (DIRECT) attributes = { ...attributes, widgets: directWidgets(attributes.widgets, BUILT, warn) };
    const here = win.location.origin;
    const config = parseConfig(attributes, src, warn, __IAW_COMPANY__, here);
    const gate = createWriteGate();
    const local = createSafeStore(() => win.localStorage, gate, 'localStorage');
    // Only the chat keeps anything for the session (its conversation).
    const session = HAS_CHAT ? createSafeStore(() => win.sessionStorage, gate, 'sessionStorage') : local;
    const settings = readConsent(local, config.consentCategories);
    // Also clears what an older version stored for a category the visitor had refused.
    gate.accept(settings);
    const saved = HAS_CHAT ? loadConversation(session) : null;

    const store = createStore({
      config,
      lang: 'es',
      theme: 'light',
      // Only the consent (consent/dock.ts): nothing reads the chat's or WhatsApp's state.
      ...((HAS_CHAT || HAS_WHATSAPP) && {
        chat: {
          open: false,
          collapsed: false,
          menuOpen: false,
          pending: false,
          conversation: saved ?? (HAS_CHAT ? startConversation(config.persona, Date.now()) : { persona: config.persona, messages: [] }),
        },
        whatsapp: { visible: false, menuOpen: false, tooltip: false },
      }),
      consent: { visible: false, view: 'simple', settings, takeFocus: false },
      layout: { width: win.innerWidth, height: win.innerHeight, banner: 0, sheetOnTop: false },
    } as WidgetState);
    const context: WidgetContext = {
      store,
      emitter: createEmitter(win),
      local,
      session,
      gate,
      win,
      doc,
      here,
      warn,
    };

    const configure = (changes: ConfigAttributes) => {
      attributes = { ...attributes, ...changes };
      const next = parseConfig(attributes, src, warn, __IAW_COMPANY__);
      // Only the surfaces the tag's data-widgets loaded are in this bundle (surfaces.ts).
      const missing = changes.widgets === undefined ? [] : next.widgets.filter((name) => !BUILT.includes(name));
      if (missing.length) warn(`configure: ${missing.join(', ')} no se cargó con esta etiqueta; añádelo a data-widgets.`);
      const personaChanged = HAS_CHAT && next.persona !== store.get().config.persona;
      store.update((state) => ({ ...state, config: next }));
      if (personaChanged) setPersona(context, next.persona);
      syncHostPreferences(context);
    };
    startTelemetry(context);
    const api = createApi(context, configure);
    const queued = win.IAWidgets;
    win.IAWidgets = api;

    whenBodyReady(doc, () => {
      watchHostPreferences(context);
      // The launcher due at once (the chat, and no consent choice to wait for) is the first thing
      // a visitor sees of the widgets: it is drawn now, and the dock's first render follows
      // (shell/mount.ts). Anything else waits for 2 s or more, so the first render gets a task of
      // its own, apart from evaluating the script.
      const now = HAS_CHAT && !!first?.due(store.get());
      const mountAll = () => {
        mount(context, fill, now ? first!.draw : undefined);
        if (HAS_CHAT) held!.release();
      };
      if (now) mountAll();
      else {
        const channel = new MessageChannel();
        channel.port1.onmessage = mountAll;
        channel.port2.postMessage(null);
      }
    });
    // Parked consent scripts further down the page exist only once parsing is done.
    if (settings) whenParsed(doc, () => applyConsent(context, settings));
    // Shown by itself, the banner never takes focus: the visitor may be typing in the page.
    if (HAS_CONSENT && !settings) {
      win.setTimeout(() => {
        if (!store.get().consent.settings && !store.get().consent.visible) showConsent(context, false);
      }, BANNER_DELAY_MS);
    }
    if (HAS_WHATSAPP) scheduleWhatsApp(context);
    // Two queue shapes: the documented array, and an object stub with a `q` array.
    const calls = Array.isArray(queued) ? queued : (queued as { q?: unknown } | undefined)?.q;
    if (Array.isArray(calls)) api.push(...(calls as QueuedCall[]));
  } catch (error) {
    console.error('[IAWidgets]', error);
  }
}
