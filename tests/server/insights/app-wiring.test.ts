import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { STORE_OPEN_MS } from './stores.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'insights-app-'));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the dashboard in the whole app', () => {
  it('is a 404 when no admin password is configured', async () => {
    const app = await buildApp({ logger: false, serveSite: false, env: { LEADS_DIR: tempDir() } });
    expect((await app.inject({ url: '/admin' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/admin/admin.css' })).statusCode).toBe(404);
    const login = await app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=x',
    });
    // Like any path outside /api/ that nothing serves: the read-only site answers 405.
    expect(login.statusCode).toBe(405);
    expect(login.headers['set-cookie']).toBeUndefined();
    await app.close();
  });

  it(
    'serves the login form under the strict CSP when a password hash is configured, and counts events in the leads store',
    async () => {
      const app = await buildApp({
        logger: false,
        serveSite: false,
        env: { LEADS_DIR: tempDir(), ADMIN_PASSWORD_HASH: 'scrypt$00112233445566778899aabbccddeeff$' + '00'.repeat(32) },
      });
      const page = await app.inject({ url: '/admin' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).toContain("style-src 'self'");
      const css = await app.inject({ url: '/admin/admin.css' });
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(css.body).toContain('prefers-color-scheme: dark');

      await app.leads.open();
      const event = await app.inject({ method: 'POST', url: '/api/events', headers: { 'content-type': 'text/plain' }, payload: '{"type":"chat_opened"}' });
      expect(event.statusCode).toBe(204);
      const { rows } = await app.leads.db!.query<{ metric: string; count: number }>('SELECT metric, count FROM event_counts');
      expect(rows).toEqual([{ metric: 'chat_opened', count: 1 }]);
      await app.close();
    },
    STORE_OPEN_MS,
  );
});
