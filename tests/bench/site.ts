import autocannon from 'autocannon';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './server.ts';
import type { BenchContext, BenchSection } from './types.ts';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function sitemapPaths(distDir: string): string[] {
  const xml = readFileSync(join(distDir, 'site', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The site's own JS a browser downloads to show a route (widgets.js is measured on its own). */
async function firstLoadJs(context: BenchContext, paths: string[]) {
  const browser = await chromium.launch({ executablePath: context.chromiumPath, args: context.chromiumArgs });
  const rows: Array<{ path: string; files: number; gzipKb: number }> = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const sizes = new Map<string, Promise<number>>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === context.origin && url.pathname.endsWith('.js') && !url.pathname.startsWith('/widgets/')) {
          sizes.set(
            url.pathname,
            response.body().then((body) => gzipSync(body, { level: 9 }).length),
          );
        }
      });
      await page.goto(`${context.origin}${path}`, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
      rows.push({ path, files: sizes.size, gzipKb: kb(bytes) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function throughput(origin: string) {
  const result = await autocannon({
    url: `${origin}/`,
    connections: 50,
    duration: 10,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function run(context: BenchContext): Promise<BenchSection> {
  const paths = sitemapPaths(context.distDir);
  const js = await firstLoadJs(context, paths);
  // The site's own tag loads all three widgets at their direct URL (site/index.html): one file.
  const manifestFile = join(context.distDir, 'widgets', 'manifest.json');
  const allThree = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { direct?: Record<string, { path: string }> }).direct?.['chat,whatsapp,consent']
    : undefined;
  const widgetsGzipKb = allThree ? kb(gzipSize(join(context.distDir, ...allThree.path.split('/').slice(1)))) : NaN;
  const load = await throughput(context.origin);

  const coldStarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await startServer();
    coldStarts.push(server.readyMs);
    await server.stop();
  }
  const coldStartMs = Math.round(Math.min(...coldStarts));
  const worst = js.reduce((max, row) => (row.gzipKb > max.gzipKb ? row : max), js[0]!);

  const markdown = [
    '| route | JS files | JS gzip (KB) |',
    '| --- | ---: | ---: |',
    ...js.map((row) => `| ${row.path} | ${row.files} | ${row.gzipKb} |`),
    '',
    `Widgets on every page (all three at their direct URL, one file): **${widgetsGzipKb} KB** gzip.`,
    '',
    `Static serving of / (autocannon, 50 connections, 10 s, loopback, brotli): **${load.requestsPerSecond} req/s**, ` +
      `p50 ${load.latencyP50Ms} ms, p99 **${load.latencyP99Ms} ms**, ${load.non2xx} non-2xx, ${load.errors} errors.`,
    '',
    `Server cold start to first healthy answer (best of 3): **${coldStartMs} ms**.`,
  ].join('\n');

  return {
    title: 'Site: first-load JS, static serving, cold start',
    markdown,
    data: { firstLoadJs: js, widgetsGzipKb, throughput: load, coldStartMs, coldStarts },
    budgets: [
      { name: `site JS on first load (worst: ${worst.path})`, value: worst.gzipKb, limit: 90, unit: 'KB gzip', kind: 'max' },
      { name: 'server cold start to ready', value: coldStartMs, limit: 1000, unit: 'ms', kind: 'max' },
    ],
  };
}
