/** The round button of the closed chat, with the red dot of an unread reply. */
import { h, type RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { BotIcon } from '../icons.tsx';
import type { WidgetContext } from '../shell/context.ts';
import type { WidgetState } from '../shell/state.ts';
import { openChat } from './actions.ts';
import { hasUnread } from './conversation.ts';
import { launcherStrings } from './launcher-strings.ts';

export function Launcher({ context, state, refocus }: { context: WidgetContext; state: WidgetState; refocus: RefObject<boolean> }) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [refocus]);
  const text = launcherStrings[state.lang];
  const unread = hasUnread(state.chat.conversation, state.chat.open);
  return (
    <button
      ref={button}
      type="button"
      class="fab launcher"
      aria-label={unread ? `${text.launcher}. ${text.unread}` : text.launcher}
      onClick={() => openChat(context)}
    >
      <BotIcon size={28} />
      {unread && <span class="unread-dot" />}
    </button>
  );
}
