import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';

const HASHED_ASSET = /[\\/]assets[\\/]/;

function cacheControl(res: { setHeader: (name: string, value: string) => unknown }, path: string): void {
  if (HASHED_ASSET.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (/\.html(\.br|\.gz)?$/.test(path)) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/** The prerendered site: precompressed files, hashed assets cached forever, HTML revalidated. */
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

/**
 * The widgets script, loadable by any partner page: cross-origin resource policy and CORS open,
 * a short cache so a new version reaches partners within minutes.
 */
export async function widgetsStatic(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(options.distDir, 'widgets'),
    prefix: '/widgets/',
    decorateReply: false,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
}
