/**
 * The input and send button; blank text is never sent and both wait while a reply is pending.
 * Waiting is aria-disabled and read-only, never `disabled`: a disabled control drops the focus
 * to <body>, and the visitor would lose their place and Escape.
 */
import { h } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { SendIcon } from '../icons.tsx';
import type { WidgetContext } from '../shell/context.ts';
import type { WidgetState } from '../shell/state.ts';
import { sendMessage } from './actions.ts';
import { chatStrings } from './strings.ts';

export const MAX_MESSAGE_LENGTH = 1000;

export function Composer({ context, state }: { context: WidgetContext; state: WidgetState }) {
  const text = chatStrings[state.lang];
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { pending } = state.chat;

  // Focus on expanding, and back after each reply; not on touch screens, where it opens a keyboard.
  useLayoutEffect(() => {
    if (pending || state.chat.menuOpen) return;
    if (context.win.matchMedia?.('(pointer: coarse)').matches) return;
    input.current?.focus({ preventScroll: true });
  }, [pending, state.chat.menuOpen, context.win]);

  const submit = (event: Event) => {
    event.preventDefault();
    if (!draft.trim() || pending) return;
    setDraft('');
    void sendMessage(context, draft);
  };

  return (
    <form class="composer" onSubmit={submit}>
      <input
        ref={input}
        type="text"
        value={draft}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={text.placeholder}
        aria-label={text.inputLabel}
        autoComplete="off"
        enterKeyHint="send"
        readOnly={pending}
        aria-disabled={pending}
        onInput={(event) => setDraft((event.target as HTMLInputElement).value)}
      />
      <button type="submit" class="send" aria-label={text.send} title={text.send} aria-disabled={pending || !draft.trim()}>
        <SendIcon />
      </button>
    </form>
  );
}
