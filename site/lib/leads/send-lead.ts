import { LEADS_ENDPOINT } from './endpoint.ts';

/** Why a lead did not reach the server, each with its own explanation (see texts.ts). */
export type FailureReason = 'offline' | 'network' | 'timeout' | 'rate-limited' | 'unavailable' | 'too-large' | 'server';

export type LeadOutcome =
  | { status: 'sent'; id: string; message: string }
  | { status: 'invalid'; message: string; errors: Record<string, string> }
  | { status: 'failed'; reason: FailureReason; retryAfterSeconds?: number };

/** The same patience as the chat widget (spec section 9): a visitor on a slow phone still gets an answer. */
export const LEAD_TIMEOUT_MS = 15_000;

interface SendOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  online?: () => boolean;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Posts one lead as JSON and says plainly what happened; it never throws. */
export async function sendLead(body: Record<string, unknown>, options: SendOptions = {}): Promise<LeadOutcome> {
  const doFetch = options.fetch ?? fetch;
  const online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? LEAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await doFetch(LEADS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    if (controller.signal.aborted) return { status: 'failed', reason: 'timeout' };
    return { status: 'failed', reason: online() ? 'network' : 'offline' };
  } finally {
    clearTimeout(timer);
  }

  if (response.ok) {
    const json = await readJson(response);
    return { status: 'sent', id: String(json.id ?? ''), message: typeof json.message === 'string' ? json.message : '' };
  }
  if (response.status === 400) {
    const json = await readJson(response);
    return { status: 'invalid', message: typeof json.message === 'string' ? json.message : '', errors: stringRecord(json.errors) };
  }
  if (response.status === 413) return { status: 'failed', reason: 'too-large' };
  if (response.status === 429) return { status: 'failed', reason: 'rate-limited', retryAfterSeconds: retryAfter(response) };
  if (response.status === 503) return { status: 'failed', reason: 'unavailable', retryAfterSeconds: retryAfter(response) };
  return { status: 'failed', reason: 'server' };
}
