import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, chatbotApp } from './chatbot-helpers.ts';
import { freePort, startRedis } from './redis-server.ts';

let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let url: string;

beforeAll(async () => {
  redis = await startRedis();
  url = redis.url;
});

afterAll(() => {
  redis?.stop();
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
