import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, chatbotApp } from './chatbot-helpers.ts';

let redis: ChildProcess;
let url: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForRedis(client: Redis): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await client.ping().catch(() => '')) === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('redis-server did not start');
}

beforeAll(async () => {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('redis-server is not installed: run `apt-get install -y redis-server` (the Redis rate-limit test needs a real server).');
  }
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  await waitForRedis(probe);
  probe.disconnect();
});

afterAll(() => {
  redis?.kill('SIGTERM');
});

describe('POST /api/chatbot rate limit with REDIS_URL', () => {
  it('shares one per-IP budget between two app instances', async () => {
    const env = { REDIS_URL: url, RATE_LIMIT_MAX: '3' };
    const [first, second] = await Promise.all([chatbotApp(env), chatbotApp(env)]);
    expect((await ask(first, { message: 'hola' })).statusCode).toBe(200);
    expect((await ask(second, { message: 'hola' })).statusCode).toBe(200);
    expect((await ask(first, { message: 'hola' })).statusCode).toBe(200);
    const limited = await ask(second, { message: 'hola' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await Promise.all([first.close(), second.close()]);
  });

  it('keeps the counters in Redis, not in the process', async () => {
    const client = new Redis(url);
    await client.flushall();
    const app = await chatbotApp({ REDIS_URL: url, RATE_LIMIT_MAX: '5' });
    await ask(app, { message: 'hola' });
    const keys = await client.keys('iaacademy:chatbot:rate:*');
    expect(keys).toHaveLength(1);
    expect(await client.get(keys[0] as string)).toBe('1');
    await app.close();
    client.disconnect();
  });

  it('lets requests through when Redis is unreachable', async () => {
    const app = await chatbotApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, RATE_LIMIT_MAX: '1' });
    expect((await ask(app, { message: 'hola' })).statusCode).toBe(200);
    expect((await ask(app, { message: 'hola' })).statusCode).toBe(200);
    await app.close();
  });
});
