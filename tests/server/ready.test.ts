import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { makeFakeDist } from './fake-dist.ts';

describe('/api/ready and /api/health', () => {
  it('answers ready once dist/ is there and the leads store is open', async () => {
    const dist = makeFakeDist();
    const leadsDir = mkdtempSync(join(tmpdir(), 'ia-ready-store-'));
    const app = await buildApp({ logger: false, distDir: dist.dir, env: { LEADS_DIR: leadsDir } });
    expect((await app.inject({ url: '/api/ready' })).json().waiting).toEqual(['leads-store']);
    await app.leads.open();
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    await app.close();
    dist.cleanup();
    rmSync(leadsDir, { recursive: true, force: true });
  }, 60_000); // a fresh PGlite folder runs initdb: seconds, more on a busy machine

  it('answers 503 while dist/ is missing, while health stays ok (liveness)', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'ia-no-dist-'));
    const app = await buildApp({ logger: false, distDir: empty, env: {} });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'starting', waiting: ['dist', 'leads-store'] });
    expect(ready.json().reply).toMatch(/arrancando/);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await app.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('waits for checks other parts add (stores), and a failing check counts as not ready', async () => {
    const dist = makeFakeDist();
    const app = await buildApp({ logger: false, distDir: dist.dir, env: {} });
    let open = false;
    app.readiness.add('search-index', () => open);
    app.readiness.add('broken', () => {
      throw new Error('boom');
    });
    expect((await app.inject({ url: '/api/ready' })).json().waiting).toEqual(['leads-store', 'search-index', 'broken']);
    open = true;
    expect((await app.inject({ url: '/api/ready' })).json().waiting).toEqual(['leads-store', 'broken']);
    await app.close();
    dist.cleanup();
  });
});
