import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { precompress } from './compress.ts';
import { sourceFingerprint, stampFile } from './fingerprint.mjs';
import { markdownPlugin } from './markdown-plugin.ts';
import { distDir, repoRoot, serverDir, siteDir, ssrDir, widgetsDir } from './paths.ts';
import { prerender } from './prerender.ts';
import { buildWidgets } from './widgets.ts';

/**
 * The whole pipeline (ARCHITECTURE.md, "Data flow"): widgets loader and bundles -> site client bundle ->
 * site SSR bundle -> prerender every route -> .br/.gz siblings -> server bundle -> stamp.
 */
async function main() {
  const started = performance.now();
  const fingerprint = sourceFingerprint();
  rmSync(stampFile, { force: true });
  const quiet = { logLevel: 'warn' as const };

  // The loader, one bundle per combination of data-widgets, and their manifest (read by the site).
  await buildWidgets();
  await build({ ...quiet, configFile: join(repoRoot, 'vite.site.config.ts') });
  await build({
    ...quiet,
    configFile: join(repoRoot, 'vite.site.config.ts'),
    build: { ssr: 'entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });

  const report = await prerender();
  const compressed = precompress(siteDir).files + (existsSync(widgetsDir) ? precompress(widgetsDir).files : 0);

  await build({
    ...quiet,
    configFile: false,
    root: repoRoot,
    plugins: [markdownPlugin()],
    // TypeBox ships hundreds of small ES modules: resolving and loading them one by one was a
    // fifth of the server's cold start; bundled (and tree-shaken) they load with the server.
    ssr: { noExternal: ['typebox'] },
    build: {
      // The server, and the team's leads command (`node dist/server/leads-cli.js`), without tsx.
      ssr: true,
      rollupOptions: {
        input: { index: 'server/index.ts', 'leads-cli': 'server/leads/cli.ts' },
        // Shared chunks beside the entries, so `./migrations/` resolves the same from each.
        output: { chunkFileNames: '[name]-[hash].js' },
      },
      outDir: serverDir,
      emptyOutDir: true,
      target: 'node20',
      reportCompressedSize: false,
    },
  });
  // The store's plain-SQL migrations are read at run time, beside the bundle.
  cpSync(join(repoRoot, 'server', 'leads', 'migrations'), join(serverDir, 'migrations'), { recursive: true });

  writeFileSync(stampFile, `${fingerprint}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${report.pages} pages, ${report.notFoundPages.length} not-found pages, ` +
      `${report.sitemapUrls} sitemap URLs, ${compressed} precompressed files into ${distDir} in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
