import type { FastifyError } from 'fastify';

/** The words one API answers Fastify's own errors with; each API keeps its own tone and body shape. */
export interface ApiErrorTexts {
  /** The body is over the route's limit (413). */
  tooLarge: string;
  /** A content type the API does not read (415). */
  unsupportedType: string;
  /** Any other mistake of the client: a body that fails the schema or is not valid JSON (4xx). */
  invalid: string;
  /** Our own failure, answered with `failedStatus`. */
  failed: string;
}

export interface ApiErrorAnswer {
  status: number;
  text: string;
  /** A failure of ours, to be logged; a client's mistake is not. */
  ours: boolean;
}

/**
 * Fastify's errors inside an API scope, mapped the same way for every API: 413, 415, 429 with the
 * rate limiter's own Spanish text, a client's mistake keeps its 4xx status, and anything else is
 * `failedStatus` (500 for the assistant; 503 where the store may still be opening, so a client
 * retries).
 */
export function apiErrorAnswer(error: FastifyError, texts: ApiErrorTexts, failedStatus: 500 | 503): ApiErrorAnswer {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, text: texts.tooLarge, ours: false };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, text: texts.unsupportedType, ours: false };
    case 'RATE_LIMITED':
      return { status: 429, text: error.message, ours: false };
  }
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? { status, text: texts.invalid, ours: false } : { status: failedStatus, text: texts.failed, ours: true };
}
