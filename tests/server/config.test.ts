import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, readConfig } from '../../server/config.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every .ts/.mjs/.js file below `folder` (relative to the repository). */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs|js)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('server configuration (one schema for every variable)', () => {
  it('has a working default for everything: no key, no database', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', logLevel: 'info', trustProxy: 0, rateLimitMax: undefined, redisUrl: undefined });
    expect(config.chatbot).toEqual({ logMessages: false, maxInFlight: 200, llm: undefined });
  });

  it('documents every variable with a default or as optional', () => {
    for (const [key, schema] of Object.entries(envSchema.properties)) {
      expect((schema as { description?: string }).description, key).toMatch(/\S+ \/ \S+/);
    }
  });

  it('refuses PORT=abc with a message naming the variable and what it takes', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT="abc": puerto en el que escucha \/ port to listen on \(0-65535\)/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
    expect(readConfig({ PORT: '8080' }).port).toBe(8080);
  });

  it('lists every bad variable at once', () => {
    const error = (() => {
      try {
        readConfig({ PORT: 'x', LOG_LEVEL: 'verbose', RATE_LIMIT_MAX: '0', REDIS_URL: 'localhost:6379' });
      } catch (caught) {
        return caught as Error;
      }
      return null;
    })();
    expect(error?.message).toMatch(/^Configuración no válida \/ invalid configuration:/);
    for (const key of ['PORT', 'LOG_LEVEL', 'RATE_LIMIT_MAX', 'REDIS_URL']) expect(error?.message).toContain(`${key}=`);
  });

  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', HOST: ' ', REDIS_URL: '' })).toMatchObject({ port: 3000, host: '0.0.0.0', redisUrl: undefined });
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses and CIDRs', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7, ::1, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback']);
  });

  it('rejects TRUST_PROXY=true, which would let anyone spoof X-Forwarded-For', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true no está permitido.*1 para un balanceador/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
    expect(() => readConfig({ TRUST_PROXY: 'balanceador' })).toThrow(ConfigError);
  });

  it('keeps the meaning of the chatbot variables', () => {
    const config = readConfig({
      SITE_ORIGIN: 'https://www.example.es/',
      CHATBOT_ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      CHATBOT_LOG_MESSAGES: 'true',
      CHATBOT_MAX_IN_FLIGHT: '5',
      RATE_LIMIT_MAX: '7',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config).toMatchObject({
      siteOrigin: 'https://www.example.es',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      rateLimitMax: 7,
      redisUrl: 'redis://127.0.0.1:6379',
      chatbot: { logMessages: true, maxInFlight: 5 },
    });
    expect(() => readConfig({ CHATBOT_ALLOWED_ORIGINS: 'a.example' })).toThrow(/CHATBOT_ALLOWED_ORIGINS/);
    expect(() => readConfig({ CHATBOT_LOG_MESSAGES: 'sí' })).toThrow(/CHATBOT_LOG_MESSAGES/);
  });

  it('keeps the LLM timeout inside the widget 15 s abort', () => {
    const llm = { CHATBOT_LLM_BASE_URL: 'http://127.0.0.1:11434/v1', CHATBOT_LLM_MODEL: 'm' };
    expect(readConfig({ ...llm, CHATBOT_LLM_TIMEOUT_MS: '3000' }).chatbot.llm?.timeoutMs).toBe(3000);
    expect(() => readConfig({ ...llm, CHATBOT_LLM_TIMEOUT_MS: '20000' })).toThrow(/CHATBOT_LLM_TIMEOUT_MS/);
  });

  it('is the only reader of process.env in the server and the build scripts (others pass process.env to it)', () => {
    // A read is `process.env.X`, `process.env['X']` or destructuring `{ X } = process.env`.
    const read = /process\.env\s*(\.|\[)|}\s*=\s*process\.env\b/;
    const readers = [...sourceFiles('server'), ...sourceFiles('site/build')]
      .filter((file) => file !== 'server/config.ts')
      .filter((file) => read.test(readFileSync(join(root, file), 'utf8')));
    expect(readers).toEqual([]);
    expect(read.test('const port = process.env.PORT;')).toBe(true);
  });

  it('has every variable in the README table', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    // The first cell of a table row may name several variables: | `PORT`, `HOST` | … |
    const firstCells = [...readme.matchAll(/^\|([^|\n]*)\|/gm)].map((match) => match[1]!);
    const documented = new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1])));
    expect(Object.keys(envSchema.properties).filter((key) => !documented.has(key))).toEqual([]);
  });
});
