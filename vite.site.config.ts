import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { markdownPlugin } from './site/build/markdown-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * In `npm run dev`, /api/* and /widgets/* go to the real Fastify app (loaded through Vite, so
 * it reloads with the code), while Vite serves the site with hot reload.
 */
function fastifyInDev(): Plugin {
  return {
    name: 'fastify-in-dev',
    apply: 'serve',
    configureServer(server) {
      // One app per version of server/app.ts: a code change gives a new module, hence a new app.
      const apps = new WeakMap<object, Promise<{ routing: (req: unknown, res: unknown) => void }>>();
      server.middlewares.use(async (req, res, next) => {
        if (!req.url || !/^\/(api|widgets)\//.test(req.url)) return next();
        try {
          const module = await server.ssrLoadModule(`${root}server/app.ts`);
          if (!apps.has(module)) {
            apps.set(
              module,
              module.buildApp({ logger: false, serveSite: false }).then(async (app: { ready: () => Promise<unknown> }) => {
                await app.ready();
                return app;
              }),
            );
          }
          const app = await apps.get(module)!;
          app.routing(req, res);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/** The browser gets the lead contract built with site/build/typebox-lite.ts instead of TypeBox. */
function typeboxLiteInBrowser(): Plugin {
  const lite = `${root}site/build/typebox-lite.ts`;
  return {
    name: 'typebox-lite-in-browser',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === 'typebox' && !options.ssr ? lite : null;
    },
  };
}

/** Preloads the self-hosted web font under its hashed name, so text renders in it on first paint. */
function fontPreload(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const fonts = Object.keys(context.bundle ?? {}).filter((file) => /\/manrope-latin-wght-normal-[\w-]+\.woff2$/.test(file));
      return fonts.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
        injectTo: 'head' as const,
      }));
    },
  };
}

/**
 * The widgets' immutable per-release URL and its SRI hash, for the tag on /integracion: from the
 * manifest the widgets build writes first (site/build/widgets.ts); null before any build.
 */
function widgetsRelease(): { path: string; integrity: string } | null {
  const file = `${root}dist/widgets/manifest.json`;
  if (!existsSync(file)) return null;
  const { release } = JSON.parse(readFileSync(file, 'utf8')) as { release: { path: string; integrity: string } };
  return { path: release.path, integrity: release.integrity };
}

export default defineConfig({
  root: 'site',
  define: { __IAW_RELEASE__: JSON.stringify(widgetsRelease()) },
  publicDir: 'public',
  plugins: [react(), markdownPlugin(), typeboxLiteInBrowser(), fastifyInDev(), fontPreload()],
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    cssCodeSplit: false,
    reportCompressedSize: false,
    // Every browser the site supports preloads modules natively (<link rel=modulepreload>).
    modulePreload: { polyfill: false },
  },
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${root}site/build/use-sync-external-store.ts` }],
  },
  ssr: { noExternal: ['wouter'] },
});
