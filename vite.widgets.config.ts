import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { company } from './site/content/company.ts';
import type { WidgetName } from './widgets/config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * One classic script (IIFE) with its CSS inside as strings, so nothing lands in the partner's
 * <head>. site/build/widgets.ts builds one such bundle per combination of `data-widgets` (the
 * flags of widgets/surfaces.ts drop the surfaces a partner did not embed) and the small loader
 * that partners' tags load (widgets/loader.ts), which picks one.
 */
function classicScript(entry: string, define: Record<string, string>): UserConfig {
  return {
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    // Classic h() calls: shorter output than the automatic runtime's children arrays.
    oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
    build: {
      write: false,
      target: 'es2020',
      reportCompressedSize: false,
      // Terser packs these bundles about 0.6 % smaller than the default minifier.
      minify: 'terser',
      terserOptions: { compress: { passes: 2, hoist_funs: true } },
      // Browsers from 2023 on: no prefixes or fallbacks in the widgets' CSS.
      cssTarget: ['chrome111', 'safari16.4', 'firefox128'],
      cssCodeSplit: false,
      rollupOptions: { checks: { bundlerTimings: false } },
      lib: { entry, formats: ['iife'], name: 'IAWidgetsBundle', fileName: () => 'widgets.js' },
    },
  };
}

/** The widgets with only the surfaces in `surfaces`. */
export function bundleConfig(surfaces: readonly WidgetName[]): UserConfig {
  return classicScript('widgets/main.ts', {
    // Only the two facts the widgets need, not the whole company module.
    __IAW_COMPANY__: JSON.stringify({ whatsapp: company.whatsapp, siteUrl: company.siteUrl }),
    // The privacy notice of the chat's call-back form names the data controller.
    __IAW_LEGAL_NAME__: JSON.stringify(company.legalName),
    __IAW_CHAT__: String(surfaces.includes('chat')),
    __IAW_WHATSAPP__: String(surfaces.includes('whatsapp')),
    __IAW_CONSENT__: String(surfaces.includes('consent')),
  });
}

/**
 * The loader, with the content hash (and, pinned, the SRI hash) of every bundle, all in the
 * folder `dir`: `"chat,consent": [hash, integrity?]` is `${dir}chat-consent.<hash>.js`.
 */
export function loaderConfig(dir: string, bundles: Record<string, [string, string?]>): UserConfig {
  return classicScript('widgets/loader.ts', {
    __IAW_BUNDLES__: JSON.stringify(bundles),
    __IAW_BUNDLE_DIR__: JSON.stringify(dir),
    __IAW_SITE__: JSON.stringify(company.siteUrl),
  });
}

/** `vite build --config vite.widgets.config.ts`: the three widgets in one standalone script. */
export default defineConfig({
  ...bundleConfig(['chat', 'whatsapp', 'consent']),
  build: { ...bundleConfig(['chat', 'whatsapp', 'consent']).build, write: true, outDir: 'dist/widgets', emptyOutDir: true },
});
