import { PERSONAS } from '../personas.ts';

export const MESSAGE_MAX = 1000;
/** Whitespace around a message is trimmed, so the raw string may be a little longer. */
const RAW_MESSAGE_MAX = 4000;

const turn = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'content'],
  properties: {
    role: { type: 'string', enum: ['user', 'assistant'] },
    content: { type: 'string', maxLength: RAW_MESSAGE_MAX },
  },
} as const;

/** Unknown fields are removed (Fastify's ajv `removeAdditional`), so a bare `{ message }` works. */
export const chatBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: {
    message: { type: 'string', maxLength: RAW_MESSAGE_MAX },
    persona: { type: 'string', enum: [...PERSONAS] },
    sessionId: { type: 'string', maxLength: 200 },
    history: { type: 'array', maxItems: 50, items: turn },
  },
} as const;

const source = {
  type: 'object',
  required: ['title', 'url'],
  properties: { title: { type: 'string' }, url: { type: 'string' } },
} as const;

export const chatResponseSchema = {
  type: 'object',
  required: ['reply', 'mode'],
  properties: {
    reply: { type: 'string' },
    sources: { type: 'array', items: source },
    suggestions: { type: 'array', items: { type: 'string' } },
    handoff: { type: 'boolean' },
    mode: { type: 'string', enum: ['embedded', 'llm'] },
    /** Why the content gave no answer (off-topic, not-offered, callback…), never the message: the widget's chat_outcome event counts it. */
    reason: { type: 'string' },
  },
} as const;

export interface ChatBody {
  message: string;
  persona?: (typeof PERSONAS)[number];
  sessionId?: string;
  history?: { role: 'user' | 'assistant'; content: string }[];
}
