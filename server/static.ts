import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { join } from 'node:path';

const HASHED_ASSET = /[\\/]assets[\\/]/;

function cacheControl(reply: FastifyReply, path: string): void {
  if (HASHED_ASSET.test(path)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else if (/\.html(\.br|\.gz)?$/.test(path)) reply.header('Cache-Control', 'no-cache');
  else reply.header('Cache-Control', 'public, max-age=3600');
}

/**
 * The prerendered site: precompressed files, hashed assets cached forever, HTML revalidated.
 * @fastify/static 10 adds `Vary: Accept-Encoding` to every file it chose by Accept-Encoding.
 */
export async function siteStatic(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(options.distDir, 'site'),
    prefix: '/',
    preCompressed: true,
    redirect: false,
    index: ['index.html'],
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: cacheControl,
  });
}

/** A file of the widgets' release named by its content (site/build/widgets.ts): never changes. */
export const IMMUTABLE_WIDGETS_FILE = /\.[0-9a-f]{10}\.js(\.br|\.gz)?$/;

/**
 * The widgets, loadable by any partner page: cross-origin resource policy and CORS open (the
 * loader adds its bundle with `crossorigin`, and a tag with `integrity` is a CORS request too).
 * The loader's mutable URLs (/widgets/widgets.js, /widgets/v1/widgets.js) and each combination's
 * direct URL (/widgets/v1/chat-consent.js) keep a short cache so a new release reaches partners
 * within minutes; hashed files are cached for a year.
 */
export async function widgetsStatic(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(options.distDir, 'widgets'),
    prefix: '/widgets/',
    decorateReply: false,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        'Cache-Control',
        IMMUTABLE_WIDGETS_FILE.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300, stale-while-revalidate=86400',
      );
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });
}
