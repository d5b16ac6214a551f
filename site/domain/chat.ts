import { Type, type Static } from 'typebox';

/**
 * The one contract of POST /api/chatbot (ARCHITECTURE.md, "/api/chatbot contract"): plain JSON
 * schema built with TypeBox, types derived from it. The server route validates the request and
 * serializes the response with these schemas; the widget imports the TYPES only (its small hand
 * parse in widgets/chat/client.ts is type-checked against them, no validator is shipped); the
 * tests validate real answers with them. Keep it free of server-only imports.
 */

export const CHAT_PATH = '/api/chatbot';

/** Longest message after trimming; longer ones are refused with a Spanish reply. */
export const MESSAGE_MAX = 1000;
/** Whitespace around a message is trimmed, so the raw string may be a little longer. */
const RAW_MESSAGE_MAX = 4000;

export const CHAT_PERSONAS = ['general', 'courses', 'technical'] as const;
export const CHAT_MODES = ['embedded', 'llm'] as const;
/** Why the content gave no answer: counted by the server and shown by reason on the dashboard. */
export const UNANSWERED_REASONS = ['unknown', 'off-topic', 'human', 'callback', 'ask-which', 'not-offered', 'injection'] as const;

/** `type: 'string'` kept beside each enum: the JSON schema stays what the route always checked. */
const STRING = { type: 'string' };

export const chatTurn = Type.Object(
  {
    role: Type.Enum(['user', 'assistant'], STRING),
    content: Type.String({ maxLength: RAW_MESSAGE_MAX }),
  },
  { additionalProperties: false },
);

/** Unknown fields are removed (Fastify's ajv `removeAdditional`), so a bare `{ message }` works. */
export const chatRequest = Type.Object(
  {
    message: Type.String({ maxLength: RAW_MESSAGE_MAX }),
    persona: Type.Optional(Type.Enum(CHAT_PERSONAS, STRING)),
    sessionId: Type.Optional(Type.String({ maxLength: 200 })),
    history: Type.Optional(Type.Array(chatTurn, { maxItems: 50 })),
  },
  { additionalProperties: false },
);

export const chatSource = Type.Object({ title: Type.String(), url: Type.String() });

export const chatResponse = Type.Object({
  reply: Type.String(),
  sources: Type.Optional(Type.Array(chatSource)),
  suggestions: Type.Optional(Type.Array(Type.String())),
  handoff: Type.Optional(Type.Boolean()),
  mode: Type.Enum(CHAT_MODES, STRING),
  /** Why the content gave no answer (off-topic, not-offered, callback…), never the message: the widget's chat_outcome event counts it. */
  reason: Type.Optional(Type.Enum(UNANSWERED_REASONS, STRING)),
});

/** Every error (400, 403, 413, 415, 429, 503) is JSON with a Spanish reply the widget can show. */
export const chatError = Type.Object({ reply: Type.String(), error: Type.String() });

export type ChatPersona = (typeof CHAT_PERSONAS)[number];
export type UnansweredReason = (typeof UNANSWERED_REASONS)[number];
export type ChatTurn = Static<typeof chatTurn>;
export type ChatRequest = Static<typeof chatRequest>;
export type ChatSource = Static<typeof chatSource>;
export type ChatResponse = Static<typeof chatResponse>;
export type ChatError = Static<typeof chatError>;
