/** The 'Seleccionar asistente' dropdown: choosing a persona starts its conversation. */
import { h } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { PERSONAS } from '../config.ts';
import { personaIcons } from '../icons.tsx';
import type { WidgetContext } from '../shell/context.ts';
import type { WidgetState } from '../shell/state.ts';
import { setPersona } from './actions.ts';
import { chatStrings } from './strings.ts';

export function PersonaMenu({ context, state }: { context: WidgetContext; state: WidgetState }) {
  const text = chatStrings[state.lang];
  const current = state.chat.conversation.persona;
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    list.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  }, []);
  return (
    <div class="surface persona-menu" role="group" aria-labelledby="persona-menu-title">
      <p id="persona-menu-title" class="persona-menu-title">
        {text.selectAssistant}
      </p>
      <ul ref={list}>
        {PERSONAS.map((id) => {
          const Icon = personaIcons[id];
          return (
            <li key={id}>
              <button
                type="button"
                class="persona-option"
                aria-pressed={id === current}
                onClick={() => {
                  context.gate.markActed();
                  setPersona(context, id);
                }}
              >
                <span class="avatar small">
                  <Icon size={18} />
                </span>
                <span>
                  <span class="persona-name">{text.personas[id].name}</span>
                  <span class="persona-description">{text.personas[id].description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
