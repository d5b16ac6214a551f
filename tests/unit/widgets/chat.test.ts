import { describe, expect, it, vi } from 'vitest';
import { askAssistant, CHAT_TIMEOUT_MS, type AskEnvironment } from '../../../widgets/chat/client.ts';
import {
  hasUnread,
  HISTORY_KEY,
  historyFor,
  loadConversation,
  MAX_STORED_MESSAGES,
  phoneIn,
  saveConversation,
  startConversation,
  type ChatMessage,
} from '../../../widgets/chat/conversation.ts';
import { chatStrings } from '../../../widgets/chat/strings.ts';
import { createSafeStore, createWriteGate } from '../../../widgets/storage.ts';
import { MemoryStorage } from './memory-storage.ts';

const input = { api: 'https://api.test', message: 'Hola', persona: 'courses' as const, sessionId: 's1', history: [] };

function env(fetchImpl: typeof fetch, online = true): AskEnvironment {
  return { fetch: fetchImpl, isOnline: () => online, setTimeout, clearTimeout: (handle) => clearTimeout(handle) };
}

const json = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('chat call to /api/chatbot', () => {
  it('POSTs {message, persona} as JSON with the session and history', async () => {
    const fetchImpl = json(200, { reply: 'Respuesta', mode: 'embedded' });
    await askAssistant(input, env(fetchImpl as unknown as typeof fetch));
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/api/chatbot');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Hola', persona: 'courses', sessionId: 's1', history: [] });
  });

  it('returns the reply and only safe sources', async () => {
    const result = await askAssistant(
      input,
      env(
        json(200, {
          reply: '  Tenemos cinco cursos.  ',
          sources: [
            { title: 'Cursos', url: '/cursos' },
            { title: 'Malo', url: 'javascript:alert(1)' },
          ],
        }) as unknown as typeof fetch,
      ),
    );
    expect(result).toEqual({
      ok: true,
      reply: 'Tenemos cinco cursos.',
      sources: [{ title: 'Cursos', url: '/cursos' }],
      suggestions: [],
      handoff: false,
    });
  });

  it('tells when the assistant handed the visitor off to a person', async () => {
    const result = await askAssistant(input, env(json(200, { reply: 'No lo sé…', handoff: true }) as unknown as typeof fetch));
    expect(result).toMatchObject({ ok: true, handoff: true });
  });

  it("keeps the server's reason only when it is a short machine word", async () => {
    const offTopic = await askAssistant(input, env(json(200, { reply: 'Solo puedo…', handoff: true, reason: 'off-topic' }) as unknown as typeof fetch));
    expect(offTopic).toMatchObject({ ok: true, reason: 'off-topic' });
    const text = await askAssistant(input, env(json(200, { reply: 'Vale.', reason: 'Ana <b>me dijo</b>' }) as unknown as typeof fetch));
    expect(text).not.toHaveProperty('reason');
  });

  it('keeps up to three text suggestions', async () => {
    const result = await askAssistant(
      input,
      env(json(200, { reply: 'Sí.', suggestions: ['¿Cuándo empieza?', 7, '', 'a', 'b', 'c'] }) as unknown as typeof fetch),
    );
    expect(result).toMatchObject({ ok: true, suggestions: ['¿Cuándo empieza?', 'a', 'b'] });
  });

  it('never hands back an empty reply', async () => {
    const result = await askAssistant(input, env(json(200, { reply: '   ' }) as unknown as typeof fetch));
    expect(result).toEqual({ ok: false, error: 'fallback' });
    expect(chatStrings.es.errors.fallback).toBe('Lo siento, ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.');
  });

  it('treats a non-OK status as an error, keeping the server reply when there is one', async () => {
    expect(await askAssistant(input, env(json(500, {}) as unknown as typeof fetch))).toEqual({ ok: false, error: 'generic' });
    expect(await askAssistant(input, env(json(429, { reply: 'Demasiadas preguntas seguidas.' }) as unknown as typeof fetch))).toEqual({
      ok: false,
      error: 'generic',
      reply: 'Demasiadas preguntas seguidas.',
    });
  });

  it('aborts after 15 s as a timeout', async () => {
    vi.useFakeTimers();
    try {
      const hanging = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const pending = askAssistant(input, env(hanging as unknown as typeof fetch));
      await vi.advanceTimersByTimeAsync(CHAT_TIMEOUT_MS - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ ok: false, error: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports offline without calling the network', async () => {
    const fetchImpl = vi.fn();
    expect(await askAssistant(input, env(fetchImpl as unknown as typeof fetch, false))).toEqual({
      ok: false,
      error: 'offline',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports a network failure as the generic error', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await askAssistant(input, env(failing as unknown as typeof fetch))).toEqual({ ok: false, error: 'generic' });
  });

  it('has the spec texts for every failure', () => {
    expect(chatStrings.es.errors).toEqual({
      timeout: 'La solicitud ha tardado demasiado. Por favor, verifica tu conexión a internet y vuelve a intentarlo.',
      offline: 'Parece que no tienes conexión a internet. Por favor, conéctate e intenta de nuevo.',
      generic: 'Lo siento, ha ocurrido un error al procesar tu mensaje.',
      fallback: 'Lo siento, ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.',
    });
  });
});

const message = (type: 'user' | 'ai', text: string, index: number): ChatMessage => ({
  id: `m${index}`,
  type,
  text,
  timestamp: index,
});

describe('chat conversation', () => {
  it('starts with the persona greeting', () => {
    const conversation = startConversation('technical', 1);
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.messages[0]).toMatchObject({ type: 'ai', greeting: 'technical' });
  });

  it('shows the unread dot only when closed, the assistant spoke last and there is more than one message', () => {
    const greeting = startConversation('general', 1);
    expect(hasUnread(greeting, false)).toBe(false);
    const answered = { ...greeting, messages: [...greeting.messages, message('user', 'Hola', 2), message('ai', 'Hola', 3)] };
    expect(hasUnread(answered, false)).toBe(true);
    expect(hasUnread(answered, true)).toBe(false);
    const waiting = { ...greeting, messages: [...greeting.messages, message('user', 'Hola', 2)] };
    expect(hasUnread(waiting, false)).toBe(false);
  });

  it('sends the last turns as history, without the greeting', () => {
    const messages = [startConversation('general', 0).messages[0]!];
    for (let index = 1; index <= 8; index += 1) messages.push(message(index % 2 ? 'user' : 'ai', `t${index}`, index));
    expect(historyFor(messages)).toEqual([
      { role: 'user', content: 't3' },
      { role: 'assistant', content: 't4' },
      { role: 'user', content: 't5' },
      { role: 'assistant', content: 't6' },
      { role: 'user', content: 't7' },
      { role: 'assistant', content: 't8' },
    ]);
  });

  it('stores the conversation only once the visitor has written, capped', () => {
    const storage = new MemoryStorage();
    const gate = createWriteGate();
    gate.markActed();
    const session = createSafeStore(() => storage, gate, 'sessionStorage');
    const conversation = startConversation('courses', 0);
    saveConversation(session, conversation);
    expect(storage.getItem(HISTORY_KEY)).toBeNull();
    for (let index = 1; index <= 60; index += 1) conversation.messages.push(message(index % 2 ? 'user' : 'ai', `m${index}`, index));
    saveConversation(session, conversation);
    const restored = loadConversation(session);
    expect(restored?.persona).toBe('courses');
    expect(restored?.messages).toHaveLength(MAX_STORED_MESSAGES);
    expect(restored?.messages.at(-1)?.text).toBe('m60');
  });

  it('ignores a stored conversation that is not one', () => {
    const storage = new MemoryStorage();
    storage.setItem(HISTORY_KEY, JSON.stringify({ persona: 'hacker', messages: [] }));
    expect(loadConversation(createSafeStore(() => storage, createWriteGate(), 'sessionStorage'))).toBeNull();
  });
});

describe('the phone a call-back request carries', () => {
  it.each([
    ['llamadme al 612 345 678', '612 345 678'],
    ['Mi teléfono es +34 612-345-678, llamadme por la tarde', '+34 612-345-678'],
    ['call me back on 612.345.678 please', '612.345.678'],
    ['¿me podéis llamar mañana?', ''],
    ['llamadme a las 5', ''],
  ])('%j prefills %j', (message, phone) => {
    expect(phoneIn(message)).toBe(phone);
  });
});
