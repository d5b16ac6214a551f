import type { LlmConfig } from './config.ts';

export interface LlmMessage {
  role: 'system' | 'user';
  content: string;
}

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[];
}

/** One chat-completions call (OpenAI-compatible); throws on HTTP errors, timeouts and odd bodies. */
export async function complete(config: LlmConfig, messages: LlmMessage[]): Promise<string> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 300, stream: false }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM answered HTTP ${response.status}`);
  const body = (await response.json()) as CompletionBody;
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('LLM answer has no message content');
  return content;
}
