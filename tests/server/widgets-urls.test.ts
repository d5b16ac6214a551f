import { describe, expect, it } from 'vitest';
import { useFakeDistApp } from './fake-dist.ts';

const app = useFakeDistApp();

const SHORT = 'public, max-age=300, stale-while-revalidate=86400';
const FOREVER = 'public, max-age=31536000, immutable';

describe('server: the widgets URLs', () => {
  for (const url of ['/widgets/widgets.js', '/widgets/v1/widgets.js']) {
    it(`${url} (mutable) keeps a short cache, open to any origin`, async () => {
      const response = await app().inject({ url, headers: { origin: 'https://partner.example', 'accept-encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(SHORT);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-encoding']).toBe('gzip');
    });
  }

  for (const url of ['/widgets/v1/widgets.0123456789.js', '/widgets/v1/bundles/chat-consent.abcdef0123.js']) {
    it(`${url} (named by its content) is cached for a year as immutable, CORS open for SRI`, async () => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await app().inject({ url, headers: { origin: 'https://partner.example', 'accept-encoding': encoding } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(FOREVER);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['content-type']).toMatch(/javascript/);
      }
    });
  }

  it('a hash-like name that is not a release file is a 404, not a cached answer', async () => {
    const response = await app().inject({ url: '/widgets/v1/widgets.ffffffffff.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).not.toBe(FOREVER);
  });

  it('the manifest keeps the short cache', async () => {
    const response = await app().inject({ url: '/widgets/manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(SHORT);
  });
});
