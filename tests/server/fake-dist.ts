import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';

/** A small dist/ of the same shape as the real build, so server tests need no build. */
export function makeFakeDist(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'ia-dist-'));
  const write = (path: string, content: string, compress = false) => {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    if (compress) {
      writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(content)));
      writeFileSync(`${file}.gz`, gzipSync(Buffer.from(content)));
    }
  };
  const page = (body: string) => `<!doctype html><html lang="es"><head><title>t</title></head><body>${body.repeat(20)}</body></html>`;
  write('site/index.html', page('<h1>Inicio</h1>'), true);
  write('site/cursos/index.html', page('<h1>Cursos</h1>'), true);
  write('site/404.html', page('<h1>404 Page Not Found</h1>'));
  write('site/blog/404.html', page('<h1>Artículo no encontrado</h1>'));
  write('site/assets/index-abc123.js', 'console.log("app");'.repeat(50), true);
  write('site/.env', 'SECRET=1');
  write('widgets/widgets.js', '(function(){})();'.repeat(50), true);
  // The release layout of site/build/widgets.ts: the loader at its v1 and immutable URLs, a bundle.
  write('widgets/v1/widgets.js', '(function(){})();'.repeat(50), true);
  write('widgets/v1/widgets.0123456789.js', '(function(){})();'.repeat(50), true);
  write('widgets/v1/bundles/chat-consent.abcdef0123.js', '(function(){1})();'.repeat(50), true);
  // Each combination also at its direct URL (a partner's tag loads it by itself).
  write('widgets/v1/consent.js', '(function(){2})();'.repeat(50), true);
  write('widgets/v1/chat-whatsapp-consent.js', '(function(){3})();'.repeat(50), true);
  write('widgets/manifest.json', JSON.stringify({ version: '1.0.0' }));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * One app over a fake dist/ for the whole test file (built before the tests, closed after them);
 * call it at the top of the file and use the getter inside the tests.
 */
export function useFakeDistApp(options: Omit<Parameters<typeof buildApp>[0], 'distDir'> = { logger: false, env: {} }): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  let cleanup = () => {};
  beforeAll(async () => {
    const dist = makeFakeDist();
    cleanup = dist.cleanup;
    app = await buildApp({ ...options, distDir: dist.dir });
  });
  afterAll(async () => {
    await app?.close();
    cleanup();
  });
  return () => {
    if (!app) throw new Error('the fake-dist app is built in beforeAll');
    return app;
  };
}
