/**
 * The conversation as data: messages, the greeting that opens it, the unread rule, and what
 * survives a page load within the tab (sessionStorage, only once the visitor has written).
 */
import type { ChatSource } from '../../site/domain/chat.ts';
import { PERSONAS, type PersonaId } from '../config.ts';
import type { SafeStore } from '../storage.ts';

/** A page an answer links to, as the /api/chatbot contract defines it. */
export type Source = ChatSource;

export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  /** Empty for a greeting, whose text follows the current language. */
  text: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** Set on the opening message: the greeting of this persona. */
  greeting?: PersonaId;
  sources?: Source[];
  /** Follow-up questions the visitor can send with one tap. */
  suggestions?: string[];
  /**
   * Set on a reply to "llamadme…": the call-back form can be offered under it, with this phone
   * (the number the visitor typed, or '') filled in. Nothing is sent until they submit it.
   */
  callback?: string;
}

/** "llamadme al 612 345 678" -> "612 345 678": the first thing that looks like a phone, or ''. */
export function phoneIn(text: string): string {
  return /\+?\d[\d\s.-]{7,}\d/.exec(text)?.[0] ?? '';
}

export interface Conversation {
  persona: PersonaId;
  messages: ChatMessage[];
}

export const HISTORY_KEY = 'iaWidgetsChat';
export const MAX_STORED_MESSAGES = 40;
export const MAX_STORED_CHARS = 40_000;
/** Turns sent as context with each question. */
export const HISTORY_TURNS = 6;

let counter = 0;
export function messageId(now: number): string {
  counter += 1;
  return `${now.toString(36)}-${counter}`;
}

export function startConversation(persona: PersonaId, now: number): Conversation {
  return { persona, messages: [{ id: messageId(now), type: 'ai', text: '', timestamp: now, greeting: persona }] };
}

/** The red dot: closed, the assistant spoke last, and there is more than the greeting. */
export function hasUnread(conversation: Conversation, open: boolean): boolean {
  const last = conversation.messages[conversation.messages.length - 1];
  return !open && conversation.messages.length > 1 && last?.type === 'ai';
}

/** Turns for the API's `history`: greetings left out, newest last. */
export function historyFor(messages: ChatMessage[]): { role: 'user' | 'assistant'; content: string }[] {
  return messages
    .filter((message) => !message.greeting && message.text)
    .slice(-HISTORY_TURNS)
    .map((message) => ({ role: message.type === 'user' ? 'user' : 'assistant', content: message.text.slice(0, 1000) }));
}

function isMessage(value: unknown): value is ChatMessage {
  const message = value as ChatMessage;
  return (
    !!message &&
    typeof message.id === 'string' &&
    (message.type === 'user' || message.type === 'ai') &&
    typeof message.text === 'string' &&
    typeof message.timestamp === 'number'
  );
}

export function loadConversation(store: SafeStore): Conversation | null {
  const saved = store.getJSON<Partial<Conversation>>(HISTORY_KEY);
  if (!saved || !PERSONAS.includes(saved.persona as PersonaId) || !Array.isArray(saved.messages)) return null;
  const messages = saved.messages.filter(isMessage);
  return messages.length ? { persona: saved.persona as PersonaId, messages } : null;
}

/** Keeps the newest messages within both caps; nothing is stored before the visitor writes. */
export function saveConversation(store: SafeStore, conversation: Conversation): void {
  if (!conversation.messages.some((message) => message.type === 'user')) return;
  let messages = conversation.messages.slice(-MAX_STORED_MESSAGES);
  while (messages.length > 1 && JSON.stringify(messages).length > MAX_STORED_CHARS) messages = messages.slice(1);
  store.setJSON(HISTORY_KEY, { persona: conversation.persona, messages });
}
