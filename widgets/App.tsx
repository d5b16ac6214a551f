/**
 * The dock: one fixed layer the size of the visual viewport. Chat, WhatsApp and the consent
 * banner sit in normal flex flow inside it, so they can never overlap whatever the corner;
 * the chat window is the item that shrinks when space runs out.
 */
import { h } from 'preact';
import { useRef } from 'preact/hooks';
import { ChatWindow } from './chat/ChatWindow.tsx';
import { Launcher } from './chat/Launcher.tsx';
import { ConsentBanner } from './consent/ConsentBanner.tsx';
import type { WidgetContext } from './shell/context.ts';
import { useStore } from './shell/store.ts';
import { WhatsAppButton, WhatsAppPanel } from './whatsapp/WhatsApp.tsx';

export function App({ context, shadow }: { context: WidgetContext; shadow: ShadowRoot }) {
  const state = useStore(context.store);
  // Set when the visitor closes the chat: the launcher takes focus back when it renders again.
  const refocus = useRef(false);
  const { config, chat, whatsapp, consent } = state;
  const [vertical, horizontal] = config.position.split('-');
  const showChat = config.widgets.includes('chat');
  const showWhatsApp = config.widgets.includes('whatsapp') && whatsapp.visible;
  const classes = [
    'dock',
    `v-${vertical}`,
    `h-${horizontal}`,
    state.theme,
    showChat && chat.open && !chat.collapsed ? 'chat-expanded' : '',
    showChat && !chat.open ? 'has-launcher' : '',
  ];
  return (
    <div class={classes.join(' ')} lang={state.lang}>
      <div class="corner">
        {showChat && chat.open && (
          <ChatWindow context={context} state={state} onClosed={() => (refocus.current = true)} />
        )}
        {showWhatsApp && <WhatsAppPanel context={context} state={state} />}
        <div class="launchers">
          {showChat && !chat.open && <Launcher context={context} state={state} refocus={refocus} />}
          {showWhatsApp && <WhatsAppButton context={context} state={state} shadow={shadow} />}
        </div>
      </div>
      {config.widgets.includes('consent') && consent.visible && <ConsentBanner context={context} state={state} />}
    </div>
  );
}
