import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeDistApp } from './fake-dist.ts';

const app = useFakeDistApp({ logger: false, openStores: false, env: { RATE_LIMIT_MAX: '100000' } });

/** Raw bytes to a real port: what Node answers before Fastify sees a request. */
async function rawRequest(bytes: string): Promise<string> {
  const address = app().server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return new Promise((resolve, reject) => {
    const socket = connect(address.port, '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('/api/chatbot contract', () => {
  it('answers a text/plain body with 415 and the Spanish reply', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/chatbot', payload: 'hola', headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().reply).toBe('No he podido leer tu mensaje: debe enviarse en formato JSON.');
  });

  it('answers a message of only zero-width or invisible characters with 400', async () => {
    for (const message of ['\u200B', '\u200B\u200C\u200D\u2060\uFEFF', ' \u200E \u200F ']) {
      const response = await app().inject({ method: 'POST', url: '/api/chatbot', payload: { message } });
      expect(response.statusCode, JSON.stringify(message)).toBe(400);
      expect(response.json().reply).toContain('entre 1 y 1000 caracteres');
    }
    const visible = await app().inject({ method: 'POST', url: '/api/chatbot', payload: { message: '\u200Bhola' } });
    expect(visible.statusCode).toBe(200);
  });

  it('answers a wrong method with 405, Allow and a Spanish reply', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await app().inject({ method, url: '/api/chatbot' });
      expect(response.statusCode, method).toBe(405);
      expect(String(response.headers.allow).split(', ').sort()).toEqual(['OPTIONS', 'POST']);
      expect(response.json().reply).toBe('Esta dirección no admite ese método.');
    }
    const health = await app().inject({ method: 'POST', url: '/api/health' });
    expect(health.statusCode).toBe(405);
    expect(String(health.headers.allow)).toContain('GET');
  });

  it('answers a write to a page of the static site with 405 Allow: GET, HEAD', async () => {
    const response = await app().inject({ method: 'POST', url: '/cursos' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('keeps 404 for unknown API paths', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/nada' });
    expect(response.statusCode).toBe(404);
    expect(response.json().reply).toBe('No hemos encontrado lo que buscas.');
  });
});

describe('protocol-level errors', () => {
  beforeAll(async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers a malformed URL with 400 and a Spanish reply', async () => {
    const response = await app().inject({ url: '/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().reply).toBe('La solicitud no es válida. Revisa la dirección y vuelve a intentarlo.');
  });

  it('answers malformed HTTP with 400 JSON and a Spanish reply', async () => {
    const answer = await rawRequest('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('"reply":"La solicitud no es válida.');
  });

  it('answers oversized headers with 431 and a Spanish reply', async () => {
    const answer = await rawRequest(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('demasiados datos en sus cabeceras');
  });
});

describe('cache and security headers', () => {
  it('sends Vary: Accept-Encoding on every negotiated file, compressed or not', async () => {
    for (const url of ['/', '/cursos', '/assets/index-abc123.js', '/widgets/widgets.js']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await app().inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, `${url} ${encoding}`).toBe(200);
        expect(String(response.headers.vary).toLowerCase(), `${url} ${encoding}`).toContain('accept-encoding');
        if (encoding !== 'identity') expect(response.headers['content-encoding']).toBe(encoding);
      }
    }
  });

  it('sends a Permissions-Policy that switches off unused powerful features, next to the strict CSP', async () => {
    const response = await app().inject({ url: '/' });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(policy).toContain(feature);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
