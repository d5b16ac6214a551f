/**
 * The conversation as a live log. Replies become text nodes and <a> elements built from
 * linkify's parts: nothing from the network is ever parsed as HTML.
 */
import { h } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { personaIcons } from '../icons.tsx';
import type { WidgetContext } from '../shell/context.ts';
import type { WidgetState } from '../shell/state.ts';
import { sendMessage } from './actions.ts';
import { CallbackForm } from './CallbackForm.tsx';
import type { ChatMessage } from './conversation.ts';
import { linkify, resolveHref } from './linkify.ts';
import { chatStrings, type ChatStrings } from './strings.ts';

function Link({ href, external, text, newTab, className }: { href: string; external: boolean; text: string; newTab: string; className?: string }) {
  return (
    <a class={className} href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
      {text}
      {external && <span class="visually-hidden"> {newTab}</span>}
    </a>
  );
}

function Bubble({ message, text, site, here, whatsapp }: { message: ChatMessage; text: ChatStrings; site: string; here: string; whatsapp: string }) {
  const body = message.greeting ? text.personas[message.greeting].greeting : message.text;
  return (
    <p class="bubble">
      {message.type === 'user' && <span class="visually-hidden">{text.you}: </span>}
      {linkify(body, site, here, whatsapp).map((part, index) => (part.type === 'text' ? part.text : <Link key={index} {...part} newTab={text.newTab} />))}
    </p>
  );
}

export function MessageList({ context, state }: { context: WidgetContext; state: WidgetState }) {
  const text = chatStrings[state.lang];
  const { conversation, pending } = state.chat;
  const { site, whatsapp } = state.config;
  const log = useRef<HTMLDivElement>(null);
  const PersonaIcon = personaIcons[conversation.persona];
  const last = conversation.messages[conversation.messages.length - 1];

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    const reduce = context.win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo?.({ top: element.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  }, [conversation.messages.length, pending, context.win]);

  return (
    <div ref={log} class="chat-body" role="log" aria-live="polite" aria-label={text.log} tabIndex={0}>
      {conversation.messages.map((message) => (
        <div key={message.id} class={`message ${message.type}`}>
          {message.type === 'ai' && (
            <span class="avatar small">
              <PersonaIcon size={16} />
            </span>
          )}
          <div class="message-content">
            <Bubble message={message} text={text} site={site} here={context.here} whatsapp={whatsapp} />
            {message.callback !== undefined && <CallbackForm context={context} id={message.id} phone={message.callback} />}
            {message.sources && (
              <ul class="sources" aria-label={text.sources}>
                {message.sources.map((source) => {
                  const target = resolveHref(source.url, site, context.here, whatsapp);
                  return (
                    target && (
                      <li key={source.url}>
                        <Link className="source" text={source.title} newTab={text.newTab} {...target} />
                      </li>
                    )
                  );
                })}
              </ul>
            )}
            {message === last && message.suggestions && !pending && (
              <ul class="sources" aria-label={text.suggestions}>
                {message.suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <button type="button" class="source" onClick={() => void sendMessage(context, suggestion)}>
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ))}
      {pending && (
        <div class="message ai typing">
          <span class="avatar small">
            <PersonaIcon size={16} />
          </span>
          <p class="bubble">
            <span class="visually-hidden">{text.typing}</span>
            <span class="dot" />
            <span class="dot" />
            <span class="dot" />
          </p>
        </div>
      )}
    </div>
  );
}
