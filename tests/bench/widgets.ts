/**
 * The widgets on a partner page: the JS each data-widgets combination really downloads from the
 * widget origin against its budget, at its direct URL (one request, the tag /integracion gives)
 * and through the loader (vanilla-cookieconsent beside consent only), when the chat launcher shows
 * (the direct URL against the widgets.js of before the loader, in interleaved pairs: launcher.ts),
 * and what all three at their direct URL cost in Chromium with the CPU throttled 4x, against the
 * page without them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startHostServers } from '../fixtures/hosts/server.ts';
import type { WidgetsManifest } from '../../site/build/widgets.ts';
import type { BenchContext, BenchSection, Budget } from './types.ts';
import { buildBeforeLoader } from './before-loader.ts';
import { compareLauncher, launcherBudgets, launcherMarkdown, type LauncherComparison } from './launcher.ts';
import { measureDownload, type Download } from './widgets-bytes.ts';

const RUNS = 5;
/** Long enough for the banner (2 s) and the WhatsApp button and tooltip (5 s) to appear. */
const SETTLE_MS = 6000;
/** Issue 15: total JS gzip from the widget origin, per combination (`key` as in the manifest). */
const COMBINATIONS = [
  { name: 'consent only', widgets: 'consent', budget: 8 * 1024 },
  { name: 'chat only', widgets: 'chat', budget: 15 * 1024 },
  { name: 'WhatsApp only', widgets: 'whatsapp', budget: undefined },
  { name: 'all three', widgets: 'chat,whatsapp,consent', budget: 20 * 1024 },
] as const;

/** How the partner's tag loads the combination: its direct URL (one request) or the loader. */
type Route = 'direct URL' | 'loader';

/** vanilla-cookieconsent's own dist JS and CSS, gzip: the consent-only alternative partners know. */
function vanillaCookieConsent(): { version: string; gzipBytes: number } {
  const require = createRequire(import.meta.url);
  const dir = join(require.resolve('vanilla-cookieconsent/package.json'), '..');
  const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const gzipBytes = ['dist/cookieconsent.umd.js', 'dist/cookieconsent.css']
    .map((file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length)
    .reduce((sum, bytes) => sum + bytes, 0);
  return { version, gzipBytes };
}

interface Sample {
  scriptMs: number;
  taskMs: number;
  layoutMs: number;
  longTasks: number;
  longTaskMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function measure(browser: Browser, url: string): Promise<Sample> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(() => {
    const win = window as unknown as { longTasks: number[]; cls: number };
    win.longTasks = [];
    win.cls = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => win.longTasks.push(entry.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) win.cls += shift.value;
      }),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  const observed = await page.evaluate(() => {
    const win = window as unknown as { longTasks: number[]; cls: number };
    return { longTasks: win.longTasks, cls: win.cls };
  });
  await page.close();
  return {
    scriptMs: metric('ScriptDuration'),
    taskMs: metric('TaskDuration'),
    layoutMs: metric('LayoutDuration') + metric('RecalcStyleDuration'),
    longTasks: observed.longTasks.length,
    longTaskMs: observed.longTasks.reduce((sum, duration) => sum + duration, 0),
    cls: observed.cls,
  };
}

function summarise(samples: Sample[]) {
  const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    scriptMs: round(pick('scriptMs')),
    taskMs: round(pick('taskMs')),
    layoutMs: round(pick('layoutMs')),
    longTasks: pick('longTasks'),
    longTaskMs: round(pick('longTaskMs')),
    cls: round(pick('cls'), 4),
  };
}

export async function run(context: BenchContext): Promise<BenchSection> {
  const manifest = JSON.parse(readFileSync(join(context.distDir, 'widgets', 'manifest.json'), 'utf8')) as WidgetsManifest;
  const allPath = manifest.bundles['chat,whatsapp,consent']!.path;
  const allDirect = manifest.direct['chat,whatsapp,consent']!.path;
  const file = readFileSync(join(context.distDir, ...allPath.split('/').slice(1)));
  const size = {
    rawBytes: file.length,
    gzipBytes: gzipSync(file, { level: 9 }).length,
    brotliBytes: brotliCompressSync(file).length,
  };

  const lazy = Object.fromEntries(
    Object.entries(manifest.lazy ?? {}).map(([name, entry]) => [
      name,
      { path: entry.path, gzipBytes: gzipSync(readFileSync(join(context.distDir, ...entry.path.split('/').slice(1))), { level: 9 }).length },
    ]),
  );

  const hosts = await startHostServers([context.origin], context.origin);
  const page = (widgets: string | null, path = '/widgets/widgets.js', extra = '') => {
    const params = new URLSearchParams({ path, 'data-api': context.origin });
    if (widgets) params.set('data-widgets', widgets);
    return `${hosts.host}/plain.html?${params}${extra}`;
  };
  const browser = await chromium.launch({ executablePath: context.chromiumPath, args: context.chromiumArgs });
  const without: Sample[] = [];
  const withWidgets: Sample[] = [];
  const downloads: (Download & { name: string; route: Route; budget: number | undefined })[] = [];
  let launcher: LauncherComparison[];
  const beforeLoader = buildBeforeLoader(context.distDir);
  try {
    for (const combination of COMBINATIONS) {
      const { name, widgets, budget } = combination;
      const direct = page(widgets, manifest.direct[widgets]!.path);
      downloads.push({ name, route: 'direct URL', budget, ...(await measureDownload(browser, direct, context.origin)) });
      downloads.push({ name, route: 'loader', budget, ...(await measureDownload(browser, page(widgets), context.origin)) });
    }
    launcher = await compareLauncher(browser, {
      loader: page(null, '/widgets/v1/widgets.js'),
      direct: page(null, allDirect),
      beforeLoader: beforeLoader ? page(null, beforeLoader.path) : null,
    });
    for (let index = 0; index < RUNS; index += 1) {
      without.push(await measure(browser, `${hosts.host}/plain.html?copies=0`));
      withWidgets.push(await measure(browser, page(null, allDirect)));
    }
  } finally {
    await browser.close();
    await hosts.close();
    beforeLoader?.remove();
  }
  const base = summarise(without);
  const loaded = summarise(withWidgets);
  const delta = Object.fromEntries(
    Object.keys(base).map((key) => [key, round(loaded[key as keyof typeof base] - base[key as keyof typeof base], 4)]),
  ) as typeof base;
  const vanilla = vanillaCookieConsent();

  const row = (name: string, values: typeof base) =>
    `| ${name} | ${values.scriptMs} | ${values.taskMs} | ${values.layoutMs} | ${values.longTasks} | ${values.longTaskMs} | ${values.cls} |`;
  const download = (entry: (typeof downloads)[number]) =>
    `| ${entry.name} | ${entry.route} | ${entry.files.join('<br>')} | **${entry.gzipBytes}** | ${entry.wireBytes} | ${entry.budget ?? '–'} | ${
      entry.budget === undefined ? '' : entry.gzipBytes <= entry.budget ? 'ok' : '**over**'
    } |`;
  const markdown = [
    `JS a partner page downloads from the widget origin, per \`data-widgets\` (measured in Chromium), in bytes: at the combination's ` +
      `direct URL (\`/widgets/v1/consent.js\`…: one request, the tag /integracion gives) and through the loader ` +
      `(\`/widgets/v1/widgets.js\` and the one bundle it picks):`,
    '',
    '| combination | tag | files | gzip | on the wire (br) | budget (gzip) | |',
    '| --- | --- | --- | ---: | ---: | ---: | --- |',
    ...downloads.map(download),
    `| vanilla-cookieconsent ${vanilla.version} (beside consent only) | | dist JS + CSS | **${vanilla.gzipBytes}** | | | |`,
    '',
    `Fetched only when the visitor reaches for the chat (pointer over or focus on the launcher, a tap, \`open()\`), not counted above: ` +
      Object.entries(lazy)
        .map(([name, entry]) => `${name} ${entry.path} **${entry.gzipBytes}** B gzip`)
        .join(', ') +
      '.',
    '',
    ...launcherMarkdown(launcher, beforeLoader !== null),
    '',
    `All three widgets in one bundle: ${size.rawBytes} bytes raw, ${size.gzipBytes} bytes gzip, ${size.brotliBytes} bytes brotli.`,
    '',
    `Cost on a partner page (all three at their direct URL, from the server's own origin, page on another), Chromium with 4x CPU throttling, median of ${RUNS} loads, ${SETTLE_MS / 1000} s after load (banner and WhatsApp button shown):`,
    '',
    '| page | script ms | task ms | layout+style ms | long tasks | long-task ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('without widgets', base),
    row('with widgets', loaded),
    row('**difference**', delta),
  ].join('\n');

  const budgets: Budget[] = [
    ...downloads.flatMap((entry) =>
      entry.budget === undefined
        ? []
        : [{ name: `widgets JS gzip, ${entry.name}, ${entry.route}`, value: entry.gzipBytes, limit: entry.budget, unit: 'bytes', kind: 'max' as const }],
    ),
    ...launcherBudgets(launcher),
  ];
  return {
    title: 'Widgets',
    markdown,
    data: { size, downloads, lazy, vanillaCookieConsent: vanilla, launcher, runs: RUNS, without: base, with: loaded, delta },
    budgets,
  };
}
