import { describe, expect, it } from 'vitest';
import { useFakeDistApp } from './fake-dist.ts';

const app = useFakeDistApp();

describe('server: security headers', () => {
  it('sends a strict CSP without unsafe-inline on pages', async () => {
    const response = await app().inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('sends nosniff and a referrer policy', async () => {
    const response = await app().inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('server: static files', () => {
  it('serves prerendered pages with no-cache', async () => {
    const response = await app().inject({ url: '/cursos' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Cursos</h1>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the brotli file when the browser accepts it, gzip otherwise', async () => {
    const br = await app().inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    const gz = await app().inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app().inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await app().inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('never serves dotfiles', async () => {
    const response = await app().inject({ url: '/.env' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SECRET');
  });
});

describe('server: widgets script', () => {
  it('is loadable from other origins (CORP cross-origin, CORS *)', async () => {
    const response = await app().inject({ url: '/widgets/widgets.js', headers: { origin: 'https://partner.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('is served precompressed', async () => {
    const response = await app().inject({ url: '/widgets/widgets.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('server: not found', () => {
  it('answers an unknown page with HTTP 404 and the not-found card', async () => {
    const response = await app().inject({ url: '/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('404 Page Not Found');
  });

  it("answers an unknown item of a section with that section's not-found page", async () => {
    const response = await app().inject({ url: '/blog/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Artículo no encontrado');
  });

  it('answers a missing file or API path with a short JSON 404, not a page', async () => {
    const file = await app().inject({ url: '/assets/missing.js' });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/json/);
    const api = await app().inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'Not Found' });
  });

  it('never answers 500 to a malformed URL', async () => {
    const response = await app().inject({ url: '/%E0%A4%A' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('server: health', () => {
  it('reports ok without caching', async () => {
    const response = await app().inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
