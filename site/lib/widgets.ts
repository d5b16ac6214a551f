/**
 * The site's one adapter to its widgets: it talks to them only through their public API
 * (widgets/api.ts, types only) and events, like any partner page would, and is the only site
 * module that imports that API (eslint/layers.js; the script tag's vocabulary, widgets/config.ts,
 * is imported where tags are built: re-exported from here it reshuffled the first-load chunks).
 * Calls made before the widgets' script (site/index.html)
 * has loaded wait in the documented queue. Consent is read here only, through the API (which
 * checks the policy version) or its `consent-change` event: never from the banner's storage keys.
 */
import type { ConsentSettings, EventName, IAWidgetsGlobal, QueuedCall, WidgetEvents } from '../../widgets/api.ts';

export type { ConsentSettings };

declare global {
  interface Window {
    IAWidgets?: IAWidgetsGlobal;
  }
}

/** The CustomEvent the widgets dispatch on window for each of their events. */
export const widgetEventName = <K extends EventName>(name: K): `iawidgets:${K}` => `iawidgets:${name}`;

/** One call to the widgets: at once when the script runs, else queued until it mounts. */
export function callWidgets(call: QueuedCall): void {
  const api = window.IAWidgets;
  if (api && 'push' in api && typeof api.push === 'function') {
    (api.push as (...calls: QueuedCall[]) => void)(call);
    return;
  }
  const stub = (api ?? {}) as { q?: QueuedCall[] };
  window.IAWidgets = stub;
  (stub.q ??= []).push(call);
}

/** The footer's and /cookies' "Configurar cookies": reopens the banner. */
export function openConsentPreferences(): void {
  callWidgets(['consent.show']);
}

/** Calls `use` with the consent once the widgets run: at once if they already do. */
export function withConsent(use: (settings: ConsentSettings | null) => void): void {
  callWidgets((api) => use(api.consent.get()));
}

/**
 * Calls `listener` with the consent once the widgets run (at once if they already do), then on
 * every change; returns the function that stops listening.
 */
export function watchConsent(listener: (settings: WidgetEvents['consent-change'] | null) => void): () => void {
  let active = true;
  const onChange = (event: Event) => listener((event as CustomEvent<ConsentSettings>).detail);
  window.addEventListener(widgetEventName('consent-change'), onChange);
  withConsent((settings) => {
    if (active) listener(settings);
  });
  return () => {
    active = false;
    window.removeEventListener(widgetEventName('consent-change'), onChange);
  };
}
