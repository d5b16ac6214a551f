import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';

const LOAD_BALANCER = '10.0.0.2';

async function appBehind(env: NodeJS.ProcessEnv) {
  return buildApp({ logger: false, serveSite: false, env: { RATE_LIMIT_MAX: '2', ...env } });
}

describe('TRUST_PROXY and the per-IP limit', () => {
  it('with TRUST_PROXY=1, a spoofed X-Forwarded-For does not reset the limit', async () => {
    const app = await appBehind({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // What one load balancer produces: whatever the client sent, then the address it saw.
      const spoofed = `${i}.${i}.${i}.${i}, 203.0.113.9`;
      const response = await app.inject({
        method: 'POST',
        url: '/api/chatbot',
        payload: { message: 'hola' },
        remoteAddress: LOAD_BALANCER,
        headers: { 'x-forwarded-for': spoofed },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    await app.close();
  });

  it('with TRUST_PROXY=1, visitors behind one load balancer keep separate limits', async () => {
    const app = await appBehind({ TRUST_PROXY: '1' });
    const from = (client: string) =>
      app.inject({ method: 'POST', url: '/api/chatbot', payload: { message: 'hola' }, remoteAddress: LOAD_BALANCER, headers: { 'x-forwarded-for': client } });
    for (const client of ['203.0.113.1', '203.0.113.1']) expect((await from(client)).statusCode).toBe(200);
    expect((await from('203.0.113.1')).statusCode).toBe(429);
    expect((await from('203.0.113.2')).statusCode).toBe(200);
    await app.close();
  });

  it('with a proxy list, only X-Forwarded-For from a listed proxy is believed', async () => {
    const app = await appBehind({ TRUST_PROXY: '10.0.0.0/8' });
    const ips: string[] = [];
    app.addHook('onRequest', async (request) => {
      ips.push(request.ip);
    });
    await app.inject({ url: '/api/health', remoteAddress: LOAD_BALANCER, headers: { 'x-forwarded-for': '203.0.113.5' } });
    await app.inject({ url: '/api/health', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(ips).toEqual(['203.0.113.5', '198.51.100.7']);
    await app.close();
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const app = await appBehind({});
    for (const spoofed of ['1.1.1.1', '2.2.2.2']) {
      const response = await app.inject({ method: 'POST', url: '/api/chatbot', payload: { message: 'hola' }, headers: { 'x-forwarded-for': spoofed } });
      expect(response.statusCode).toBe(200);
    }
    const third = await app.inject({ method: 'POST', url: '/api/chatbot', payload: { message: 'hola' }, headers: { 'x-forwarded-for': '3.3.3.3' } });
    expect(third.statusCode).toBe(429);
    await app.close();
  });

  it('refuses TRUST_PROXY=true at start', async () => {
    await expect(appBehind({ TRUST_PROXY: 'true' })).rejects.toThrow(/TRUST_PROXY=true no está permitido/);
  });
});
