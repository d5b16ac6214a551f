import { describe, expect, it } from 'vitest';
import { sendLead } from '../../../site/lib/leads/send-lead.ts';
import { failureText } from '../../../site/lib/leads/failure-text.ts';

const lead = { kind: 'newsletter', email: 'ana@empresa.es' };

function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  }) as unknown as typeof fetch;
  return { fake, calls };
}

describe('sending a lead', () => {
  it('posts JSON to /api/leads and reports the stored lead (201)', async () => {
    const { fake, calls } = answering(201, { id: 'L1', message: 'Recibido' });
    expect(await sendLead(lead, { fetch: fake })).toEqual({ status: 'sent', id: 'L1', message: 'Recibido' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/leads');
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(lead);
  });

  it("hands the server's per-field errors back (400)", async () => {
    const { fake } = answering(400, { message: 'Revisa los campos', errors: { email: 'Escribe un correo', extra: 3 } });
    expect(await sendLead(lead, { fetch: fake })).toEqual({ status: 'invalid', message: 'Revisa los campos', errors: { email: 'Escribe un correo' } });
  });

  it.each([
    [413, {}, { status: 'failed', reason: 'too-large' }],
    [429, { 'retry-after': '42' }, { status: 'failed', reason: 'rate-limited', retryAfterSeconds: 42 }],
    [503, {}, { status: 'failed', reason: 'unavailable', retryAfterSeconds: undefined }],
    [500, {}, { status: 'failed', reason: 'server' }],
    [415, {}, { status: 'failed', reason: 'server' }],
  ])('explains an answer %i', async (status, headers, outcome) => {
    const { fake } = answering(status, { message: 'x' }, headers);
    expect(await sendLead(lead, { fetch: fake })).toEqual(outcome);
  });

  it('tells a dropped connection from being offline', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await sendLead(lead, { fetch: failing, online: () => true })).toEqual({ status: 'failed', reason: 'network' });
    expect(await sendLead(lead, { fetch: failing, online: () => false })).toEqual({ status: 'failed', reason: 'offline' });
  });

  it('gives up after the timeout instead of spinning forever', async () => {
    const hanging = ((_: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    expect(await sendLead(lead, { fetch: hanging, timeoutMs: 20 })).toEqual({ status: 'failed', reason: 'timeout' });
  });

  it('every failure has its own Spanish explanation', () => {
    const reasons = ['offline', 'network', 'timeout', 'rate-limited', 'unavailable', 'too-large', 'server'] as const;
    const texts = reasons.map((reason) => failureText(reason, 30));
    expect(new Set(texts).size).toBe(reasons.length);
    expect(failureText('rate-limited', 30)).toContain('30 segundos');
  });
});
