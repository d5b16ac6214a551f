/** The floating WhatsApp button, its menu of quick messages and its one-off tooltip. */
import { h } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { CloseIcon, WhatsAppIcon } from '../icons.tsx';
import type { WidgetContext } from '../shell/context.ts';
import type { WidgetState } from '../shell/state.ts';
import { closeWhatsAppMenu, dismissTooltip, pickQuickMessage, toggleWhatsAppMenu } from './actions.ts';
import { quickMessages, quickMessageUrl } from './options.ts';
import { whatsappStrings } from './strings.ts';

interface Props {
  context: WidgetContext;
  state: WidgetState;
}

export function WhatsAppButton({ context, state, shadow }: Props & { shadow: ShadowRoot }) {
  const text = whatsappStrings[state.lang];
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(state.whatsapp.menuOpen);
  useLayoutEffect(() => {
    if (wasOpen.current && !state.whatsapp.menuOpen && !shadow.activeElement) button.current?.focus();
    wasOpen.current = state.whatsapp.menuOpen;
  }, [state.whatsapp.menuOpen, shadow]);
  return (
    <button
      ref={button}
      type="button"
      class="fab wa-button"
      aria-label={text.button}
      aria-expanded={state.whatsapp.menuOpen}
      aria-controls="wa-menu"
      onClick={() => toggleWhatsAppMenu(context)}
    >
      <WhatsAppIcon />
    </button>
  );
}

export function WhatsAppPanel({ context, state }: Props) {
  const text = whatsappStrings[state.lang];
  const { menuOpen, tooltip } = state.whatsapp;
  const menu = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (menuOpen) menu.current?.querySelector('a')?.focus();
  }, [menuOpen]);

  if (menuOpen) {
    return (
      <div
        ref={menu}
        id="wa-menu"
        class="surface wa-panel wa-menu"
        role="group"
        aria-labelledby="wa-menu-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeWhatsAppMenu(context);
        }}
      >
        <p id="wa-menu-title" class="wa-title">
          <WhatsAppIcon size={18} />
          {text.menuTitle}
        </p>
        <ul>
          {quickMessages(state.lang).map((option) => (
            <li key={option.category}>
              <a
                class="wa-option"
                href={quickMessageUrl(state.config.whatsapp, option)}
                target="_blank"
                rel="noopener noreferrer"
                data-category={option.category}
                onClick={() => pickQuickMessage(context, option)}
              >
                {option.label}
                <span class="visually-hidden"> {text.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (!tooltip) return null;
  return (
    <div class="surface wa-panel wa-tooltip" role="status">
      <p>{text.tooltip}</p>
      <button type="button" class="icon-button" aria-label={text.dismissTooltip} onClick={() => dismissTooltip(context)}>
        <CloseIcon />
      </button>
    </div>
  );
}
