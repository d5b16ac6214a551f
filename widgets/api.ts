/**
 * `window.IAWidgets`: the typed public API. Calls made before the script loaded wait in a plain
 * array (`window.IAWidgets = window.IAWidgets || []; IAWidgets.push(['open'])`) and run once
 * it mounts; afterwards `push` runs them at once, so the same snippet works either way.
 */
import { closeChat, openChat, setPersona, toggleChat } from './chat/actions.ts';
import type { ConfigAttributes } from './config.ts';
import { showConsent } from './consent/actions.ts';
import { readConsent, type ConsentSettings } from './consent/state.ts';
import type { EventName, Listener } from './events.ts';
import type { WidgetContext } from './shell/context.ts';
import { HAS_CHAT, HAS_CONSENT } from './surfaces.ts';

export type QueuedCall = [string, ...unknown[]] | ((api: IAWidgetsApi) => void);

export interface IAWidgetsApi {
  readonly version: string;
  open(): void;
  close(): void;
  toggle(): void;
  setPersona(persona: string): void;
  consent: { get(): ConsentSettings | null; show(): void };
  on<K extends EventName>(name: K, listener: Listener<K>): void;
  off<K extends EventName>(name: K, listener: Listener<K>): void;
  /** Changes options live, with the names and values of the data-* attributes. */
  configure(attributes: ConfigAttributes): void;
  push(...calls: QueuedCall[]): void;
}

/**
 * What a host page finds at `window.IAWidgets`: the API once the script has run; before that the
 * documented queue (an array) or an object stub with a `q` array, both drained on mount.
 */
export type IAWidgetsGlobal = IAWidgetsApi | QueuedCall[] | { q?: QueuedCall[] };

/** The visitor's choice as `consent.get()` and the `consent-change` event give it. */
export type { ConsentSettings };
export type { EventName, WidgetEvents } from './events.ts';

export const VERSION = '1.0.0';

export function createApi(context: WidgetContext, configure: (attributes: ConfigAttributes) => void): IAWidgetsApi {
  const api: IAWidgetsApi = {
    version: VERSION,
    // A bundle without the chat or the banner (surfaces.ts) keeps these as no-ops.
    open: () => HAS_CHAT && openChat(context),
    close: () => HAS_CHAT && closeChat(context),
    toggle: () => HAS_CHAT && toggleChat(context),
    setPersona: (persona) => HAS_CHAT && setPersona(context, persona),
    consent: {
      get: () => context.store.get().consent.settings ?? readConsent(context.local, context.store.get().config.consentCategories),
      show: () => HAS_CONSENT && showConsent(context),
    },
    on: (name, listener) => context.emitter.on(name, listener),
    off: (name, listener) => context.emitter.off(name, listener),
    configure: (attributes) => configure(attributes ?? {}),
    push: (...calls) => {
      for (const call of calls) runCall(api, call, context.warn);
    },
  };
  return api;
}

function runCall(api: IAWidgetsApi, call: QueuedCall, warn: (message: string) => void): void {
  try {
    if (typeof call === 'function') {
      call(api);
      return;
    }
    const [path, ...args] = call;
    const [first, second] = String(path).split('.');
    const owner = (second ? (api as unknown as Record<string, unknown>)[first ?? ''] : api) as Record<string, unknown>;
    (owner[second ?? first ?? ''] as (...values: unknown[]) => unknown).apply(owner, args);
  } catch {
    warn(`IAWidgets.push: llamada no válida (${JSON.stringify(call)}).`);
  }
}
