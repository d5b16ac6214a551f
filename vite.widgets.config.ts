import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { company } from './site/content/company.ts';

/**
 * The embeddable widgets: ONE classic script (IIFE) with its CSS inside as strings, so a partner
 * page needs a single <script> tag and nothing lands in its <head>.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  define: {
    'process.env.NODE_ENV': '"production"',
    // Only the two facts the widgets need, not the whole company module.
    __IAW_COMPANY__: JSON.stringify({ whatsapp: company.whatsapp, siteUrl: company.siteUrl }),
  },
  // Classic h() calls: shorter output than the automatic runtime's children arrays.
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } },
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    target: 'es2020',
    reportCompressedSize: false,
    // Terser packs this bundle about 0.6 % smaller than the default minifier: the widgets
    // budget (20 KB gzip for all three) has no room to spare.
    minify: 'terser',
    terserOptions: { compress: { passes: 2, hoist_funs: true } },
    // Browsers from 2023 on: no prefixes or fallbacks in the widgets' CSS.
    cssTarget: ['chrome111', 'safari16.4', 'firefox128'],
    cssCodeSplit: false,
    lib: {
      entry: 'widgets/main.ts',
      formats: ['iife'],
      name: 'IAWidgetsBundle',
      fileName: () => 'widgets.js',
    },
  },
});
