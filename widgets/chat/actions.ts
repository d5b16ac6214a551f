/** What the chat can do, for its UI and for the public API alike. */
import { PERSONAS, type PersonaId } from '../config.ts';
import { patch, type WidgetContext } from '../shell/context.ts';
import { askAssistant } from './client.ts';
import { HISTORY_KEY, historyFor, messageId, phoneIn, saveConversation, startConversation, type ChatMessage } from './conversation.ts';
import { chatStrings } from './strings.ts';
import { reportChatOutcome } from '../telemetry.ts';

const SESSION_KEY = 'iaWidgetsSession';

export function openChat(context: WidgetContext): void {
  const { chat } = context.store.get();
  if (chat.open && !chat.collapsed) return;
  patch(context, 'chat', { open: true, collapsed: false, menuOpen: false });
  // One panel per corner: the chat and the WhatsApp menu take turns.
  patch(context, 'whatsapp', { menuOpen: false, tooltip: false });
  if (!chat.open) context.emitter.emit('open', { persona: chat.conversation.persona });
}

export function closeChat(context: WidgetContext): void {
  const { chat } = context.store.get();
  if (!chat.open) return;
  patch(context, 'chat', { open: false, menuOpen: false });
  context.emitter.emit('close', { persona: chat.conversation.persona });
}

export function toggleChat(context: WidgetContext): void {
  if (context.store.get().chat.open) closeChat(context);
  else openChat(context);
}

export function toggleCollapsed(context: WidgetContext): void {
  const { chat } = context.store.get();
  patch(context, 'chat', { collapsed: !chat.collapsed, menuOpen: false });
}

export function togglePersonaMenu(context: WidgetContext): void {
  const { chat, config } = context.store.get();
  if (!config.personaSelector || chat.collapsed) return;
  patch(context, 'chat', { menuOpen: !chat.menuOpen });
}

/** A new persona starts a new conversation with its own greeting. */
export function setPersona(context: WidgetContext, persona: string): void {
  if (!PERSONAS.includes(persona as PersonaId)) {
    context.warn(`setPersona("${persona}"): asistente desconocido (${PERSONAS.join(', ')}).`);
    return;
  }
  patch(context, 'chat', { conversation: startConversation(persona as PersonaId, Date.now()), menuOpen: false });
  if (context.session.get(HISTORY_KEY) !== null) context.session.remove(HISTORY_KEY);
}

function sessionId(context: WidgetContext): string {
  let id = context.session.get(SESSION_KEY);
  if (!id) {
    id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : messageId(Date.now());
    context.session.set(SESSION_KEY, id);
  }
  return id;
}

function append(context: WidgetContext, message: ChatMessage): void {
  const { conversation } = context.store.get().chat;
  const next = { ...conversation, messages: [...conversation.messages, message] };
  patch(context, 'chat', { conversation: next });
  saveConversation(context.session, next);
}

export async function sendMessage(context: WidgetContext, input: string): Promise<void> {
  const text = input.trim();
  const { chat, config } = context.store.get();
  if (!text || chat.pending) return;
  context.gate.markActed();
  const persona = chat.conversation.persona;
  const conversationId = chat.conversation.messages[0]?.id;
  const history = historyFor(chat.conversation.messages);
  append(context, { id: messageId(Date.now()), type: 'user', text, timestamp: Date.now() });
  patch(context, 'chat', { pending: true });
  context.emitter.emit('message-sent', { text, persona });

  const win = context.win;
  const result = await askAssistant(
    { api: config.api, message: text, persona, sessionId: sessionId(context), history },
    {
      fetch: win.fetch.bind(win),
      isOnline: () => win.navigator.onLine !== false,
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle),
    },
  );
  reportChatOutcome(context, text, result);
  // The visitor may have switched persona meanwhile: that conversation no longer exists.
  if (context.store.get().chat.conversation.messages[0]?.id !== conversationId) {
    patch(context, 'chat', { pending: false });
    return;
  }
  const { lang } = context.store.get();
  const errors = chatStrings[lang].errors;
  const reply = result.ok ? result.reply : lang === 'es' && result.reply ? result.reply : errors[result.error];
  append(context, {
    id: messageId(Date.now()),
    type: 'ai',
    text: reply,
    timestamp: Date.now(),
    ...(result.ok && result.sources.length ? { sources: result.sources } : {}),
    ...(result.ok && result.suggestions.length ? { suggestions: result.suggestions } : {}),
    ...(result.ok && result.reason === 'callback' ? { callback: phoneIn(text) } : {}),
  });
  patch(context, 'chat', { pending: false });
  context.emitter.emit('message-received', { text: reply, persona, ok: result.ok });
}
