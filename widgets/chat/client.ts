/**
 * One question to /api/chatbot. Every outcome is a message the visitor can read: the reply,
 * or the spec's timeout, offline or generic text. Never an empty bubble.
 */
import type { ChatRequest, ChatResponse } from '../../site/domain/chat.ts';
import type { PersonaId } from '../config.ts';

export const CHAT_TIMEOUT_MS = 15_000;

export interface AskInput {
  api: string;
  message: string;
  persona: PersonaId;
  sessionId: string;
  history: NonNullable<ChatRequest['history']>;
}

/**
 * What the widget keeps of a 200 answer: the contract's fields (site/domain/chat.ts, types only:
 * no validator is shipped), checked by hand below; `reason` is any short word, so a newer
 * server's reason still counts.
 */
type Answer = Required<Pick<ChatResponse, 'reply' | 'sources' | 'suggestions' | 'handoff'>> & { reason?: string };

export type AskResult = ({ ok: true } & Answer) | { ok: false; error: 'timeout' | 'offline' | 'generic' | 'fallback'; reply?: string };

export interface AskEnvironment {
  fetch: typeof fetch;
  isOnline: () => boolean;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

function cleanSources(value: unknown): Answer['sources'] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (source): source is Answer['sources'][number] =>
        !!source && typeof source.title === 'string' && typeof source.url === 'string' && SAFE_URL.test(source.url),
    )
    .slice(0, 4);
}

export async function askAssistant(input: AskInput, env: AskEnvironment): Promise<AskResult> {
  if (!env.isOnline()) return { ok: false, error: 'offline' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = env.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, CHAT_TIMEOUT_MS);
  try {
    const response = await env.fetch(`${input.api}/api/chatbot`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: input.message,
        persona: input.persona,
        sessionId: input.sessionId,
        history: input.history,
      } satisfies ChatRequest),
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const reply = typeof body?.reply === 'string' ? body.reply.trim() : '';
    if (!response.ok) return reply ? { ok: false, error: 'generic', reply } : { ok: false, error: 'generic' };
    if (!reply) return { ok: false, error: 'fallback' };
    const suggestions = Array.isArray(body?.suggestions)
      ? (body.suggestions as unknown[]).filter((text): text is string => typeof text === 'string' && text.trim() !== '').slice(0, 3)
      : [];
    // Why the assistant did not answer (off-topic, not-offered…): a short machine word, never text.
    const reason = typeof body?.reason === 'string' && /^[a-z-]{1,40}$/.test(body.reason) ? { reason: body.reason } : {};
    return { ok: true, reply, sources: cleanSources(body?.sources), suggestions, handoff: body?.handoff === true, ...reason };
  } catch {
    if (timedOut) return { ok: false, error: 'timeout' };
    return { ok: false, error: env.isOnline() ? 'generic' : 'offline' };
  } finally {
    env.clearTimeout(timer as never);
  }
}
