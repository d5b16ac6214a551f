/** The round button of the closed chat, with the red dot of an unread reply. */
import { h, type Ref, type RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { BotIcon } from '../icons.tsx';
import type { WidgetContext } from '../shell/context.ts';
import type { WidgetState } from '../shell/state.ts';
import { openChat } from './actions.ts';
import { hasUnread } from './conversation.ts';
import { launcherStrings } from './launcher-strings.ts';

/** The button's markup; without `behaviour` it is also the launcher drawn before Preact runs (first-launcher.ts). */
export function launcherButton(state: WidgetState, behaviour?: { ref: Ref<HTMLButtonElement>; onClick: () => void }) {
  const text = launcherStrings[state.lang];
  const unread = hasUnread(state.chat.conversation, state.chat.open);
  return (
    <button {...behaviour} type="button" class="fab launcher" aria-label={unread ? `${text.launcher}. ${text.unread}` : text.launcher}>
      <BotIcon size={28} />
      {unread && <span class="unread-dot" />}
    </button>
  );
}

export function Launcher({ context, state, refocus }: { context: WidgetContext; state: WidgetState; refocus: RefObject<boolean> }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [refocus]);
  return launcherButton(state, { ref: button, onClick: () => openChat(context) });
}
