/**
 * What the widgets tell the host page. Each event reaches `IAWidgets.on(name, fn)` listeners
 * and is also dispatched on window as the CustomEvent `iawidgets:<name>` (detail = payload).
 */
import type { ConsentSettings } from './consent/state.ts';
import type { ConversionRecord } from './whatsapp/conversions.ts';
import type { PersonaId } from './config.ts';

export interface WidgetEvents {
  open: { persona: PersonaId };
  close: { persona: PersonaId };
  'message-sent': { text: string; persona: PersonaId };
  'message-received': { text: string; persona: PersonaId; ok: boolean };
  'consent-change': ConsentSettings;
  'whatsapp-conversion': ConversionRecord;
}

export type EventName = keyof WidgetEvents;
export type Listener<K extends EventName> = (detail: WidgetEvents[K]) => void;

export interface Emitter {
  on<K extends EventName>(name: K, listener: Listener<K>): void;
  off<K extends EventName>(name: K, listener: Listener<K>): void;
  emit<K extends EventName>(name: K, detail: WidgetEvents[K]): void;
}

export function createEmitter(target: EventTarget | null): Emitter {
  const listeners = new Map<EventName, Set<(detail: never) => void>>();
  return {
    on(name, listener) {
      if (typeof listener !== 'function') return;
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as (detail: never) => void);
    },
    off(name, listener) {
      listeners.get(name)?.delete(listener as (detail: never) => void);
    },
    emit(name, detail) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as Listener<typeof name>)(detail);
        } catch (error) {
          // A host listener that throws must not break the widget or the other listeners.
          console.error('[IAWidgets]', error);
        }
      }
      target?.dispatchEvent(new CustomEvent(`iawidgets:${name}`, { detail }));
    },
  };
}
