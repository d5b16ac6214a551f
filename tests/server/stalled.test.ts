import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';

/**
 * The attack of issue 9: sockets that send headers and 12 bytes of a body, then nothing. Real
 * sockets on a real port; the attacker connects from 127.0.0.2, the other visitor from 127.0.0.1.
 */
let app: FastifyInstance;

afterEach(async () => {
  await app?.close();
});

async function listen(env: NodeJS.ProcessEnv, requestMs: number): Promise<number> {
  app = await buildApp({
    logger: false,
    serveSite: false,
    openStores: false,
    env: { RATE_LIMIT_MAX: '100000', ...env },
    timeouts: { requestMs, headersMs: requestMs, checkIntervalMs: 100 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

interface Stalled {
  socket: Socket;
  answer: string;
  closed: Promise<string>;
}

function stall(port: number): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
    const state: Stalled = { socket, answer: '', closed: new Promise((done) => socket.once('close', () => done(state.answer))) };
    socket.on('data', (chunk) => (state.answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write('POST /api/chatbot HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"message":"');
      resolve(state);
    });
    socket.once('error', reject);
  });
}

async function ask(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/chatbot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: '¿Cuánto cuesta el curso de IA generativa?' }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('stalled request bodies', () => {
  it('do not switch the assistant off for other visitors, and the timeout closes them', async () => {
    // Fewer answer slots than stalled sockets: before the fix every other visitor got 503.
    const port = await listen({ CHATBOT_MAX_IN_FLIGHT: '3', MAX_CONCURRENT_PER_IP: '1000' }, 1500);
    const stalled = await Promise.all(Array.from({ length: 20 }, () => stall(port)));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const statuses = await Promise.all(Array.from({ length: 5 }, () => ask(port)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    const answers = await Promise.all(stalled.map((entry) => entry.closed));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('ha tardado demasiado en llegar');
    }
  });

  it('are capped per IP: past the cap that IP gets 429 at once, other IPs are served', async () => {
    const port = await listen({ MAX_CONCURRENT_PER_IP: '4' }, 1500);
    const stalled = await Promise.all(Array.from({ length: 10 }, () => stall(port)));
    const refused = await Promise.all(stalled.slice(4).map((entry) => entry.closed));
    for (const answer of refused) {
      expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(answer).toContain('Hay demasiadas peticiones abiertas desde tu conexión');
    }
    expect(stalled.slice(0, 4).every((entry) => entry.answer === '')).toBe(true);
    expect(await ask(port)).toBe(200);
    await Promise.all(stalled.slice(0, 4).map((entry) => entry.closed));
    // Once the timeout has closed them, the same IP is served again.
    const again = await new Promise<string>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' }, () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(again).toMatch(/^HTTP\/1\.1 200 /);
  });
});
