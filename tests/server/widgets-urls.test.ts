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

  // A combination's direct URL (one request, no loader) follows each release like the loader does.
  for (const url of ['/widgets/v1/consent.js', '/widgets/v1/chat-whatsapp-consent.js']) {
    it(`${url} (a combination's direct URL) has the loader's short cache, CORS and CORP, in brotli and gzip`, async () => {
      const loader = await app().inject({ url: '/widgets/v1/widgets.js', headers: { origin: 'https://partner.example' } });
      for (const encoding of ['br', 'gzip']) {
        const response = await app().inject({ url, headers: { origin: 'https://partner.example', 'accept-encoding': encoding } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/javascript/);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        for (const header of ['cache-control', 'access-control-allow-origin', 'cross-origin-resource-policy'])
          expect(response.headers[header], header).toBe(loader.headers[header]);
        expect(response.headers['cache-control']).toBe(SHORT);
      }
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
