import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PATH, chatError, chatRequest, chatResponse, type ChatRequest } from '../../site/domain/chat.ts';
import { askAssistant } from '../../widgets/chat/client.ts';
import { ask, chatbotApp } from './chatbot-helpers.ts';

/**
 * The one /api/chatbot contract (site/domain/chat.ts) checked on both sides: what the server
 * really answers, and what the widget really sends and keeps, validated with the same schemas.
 */
const validResponse = Compile(chatResponse);
const validError = Compile(chatError);
const validRequest = Compile(chatRequest);

/** The widget's client talking to the real route through inject; records the bodies it sent. */
function widgetOver(app: FastifyInstance, sent: unknown[]) {
  const fetchImpl = async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    sent.push(body);
    const response = await app.inject({ method: 'POST', url: new URL(String(url)).pathname, payload: body });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetchImpl as typeof fetch, isOnline: () => true, setTimeout, clearTimeout: (handle: never) => clearTimeout(handle) };
}

describe('the /api/chatbot contract, one schema for server, widget and tests', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await chatbotApp();
  });
  afterAll(() => app.close());

  it('every answer, whatever its outcome, matches the response schema', async () => {
    const questions = [
      '¿Cuánto cuesta el curso de IA generativa?',
      '¿Quién ganó el mundial de 1998?',
      'Quiero hablar con una persona',
      '¿Tenéis cursos de cocina?',
      'hola',
    ];
    for (const message of questions) {
      const response = await ask(app, { message });
      expect(response.statusCode, message).toBe(200);
      expect(validResponse.Check(response.json()), `${message}: ${response.body}`).toBe(true);
    }
  });

  it('every refusal is JSON with a Spanish reply, as the error schema says', async () => {
    const refused = [
      await ask(app, { message: '' }),
      await ask(app, { message: 'hola', persona: 'pirata' }),
      await app.inject({ method: 'POST', url: CHAT_PATH, payload: 'hola', headers: { 'content-type': 'text/plain' } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(validError.Check(response.json()), response.body).toBe(true);
    }
    // The schema can fail: a 200 answer is not an error, an error is not an answer.
    expect(validError.Check({ reply: 'Hola', mode: 'embedded' })).toBe(false);
    expect(validResponse.Check({ reply: 'Hola', mode: 'otro' })).toBe(false);
  });

  it('the widget sends a valid request and keeps the answer the server gave', async () => {
    const sent: unknown[] = [];
    const history: ChatRequest['history'] = [{ role: 'user', content: 'Háblame del curso de IA generativa' }];
    const input = { api: 'https://api.test', message: '¿Cuánto cuesta?', persona: 'courses' as const, sessionId: 's1', history };
    const result = await askAssistant(input, widgetOver(app, sent));
    expect(sent).toHaveLength(1);
    expect(validRequest.Check(sent[0])).toBe(true);
    const direct = (await ask(app, sent[0])).json();
    expect(result).toMatchObject({ ok: true, reply: direct.reply, sources: direct.sources, handoff: direct.handoff });
  });
});
