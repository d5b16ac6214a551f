/** The open chat: header (persona, change, collapse, close), conversation, composer, footer. */
import { Fragment, h } from 'preact';
import { ChevronIcon, CloseIcon, personaIcons, SwapIcon } from '../icons.tsx';
import type { WidgetContext } from '../shell/context.ts';
import { siteLink } from '../shell/links.ts';
import type { WidgetState } from '../shell/state.ts';
import { closeChat, toggleCollapsed, togglePersonaMenu } from './actions.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { PersonaMenu } from './PersonaMenu.tsx';
import { chatStrings } from './strings.ts';

interface Props {
  context: WidgetContext;
  state: WidgetState;
  onClosed: () => void;
}

export function ChatWindow({ context, state, onClosed }: Props) {
  const text = chatStrings[state.lang];
  const { chat, config } = state;
  const persona = chat.conversation.persona;
  const PersonaIcon = personaIcons[persona];
  const close = () => {
    onClosed();
    closeChat(context);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (chat.menuOpen) togglePersonaMenu(context);
    else close();
  };
  const stop = (run: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    run();
  };

  return (
    <section class={`surface chat-window${chat.collapsed ? ' collapsed' : ''}`} aria-labelledby="chat-title" onKeyDown={onKeyDown}>
      <header class="chat-header" onClick={() => toggleCollapsed(context)}>
        <span class="avatar">
          <PersonaIcon size={20} />
        </span>
        <span class="chat-heading">
          <span id="chat-title" class="chat-name">
            {text.personas[persona].name}
          </span>
          <span class="chat-brand">IA Academy</span>
        </span>
        {config.personaSelector && !chat.collapsed && (
          <button
            type="button"
            class="icon-button"
            aria-label={text.changeAssistant}
            aria-expanded={chat.menuOpen}
            onClick={stop(() => togglePersonaMenu(context))}
          >
            <SwapIcon />
          </button>
        )}
        <button
          type="button"
          class="icon-button"
          aria-label={chat.collapsed ? text.expand : text.collapse}
          aria-expanded={!chat.collapsed}
          onClick={stop(() => toggleCollapsed(context))}
        >
          <ChevronIcon up={chat.collapsed !== config.position.startsWith('top')} />
        </button>
        <button type="button" class="icon-button" aria-label={text.close} onClick={stop(close)}>
          <CloseIcon />
        </button>
      </header>
      {!chat.collapsed && (
        <>
          {chat.menuOpen && <PersonaMenu context={context} state={state} />}
          <MessageList context={context} state={state} />
          <Composer context={context} state={state} />
          <footer class="chat-footer">
            <a href={siteLink(config.site, context.here, '/contacto')}>{text.human}</a>
          </footer>
        </>
      )}
    </section>
  );
}
