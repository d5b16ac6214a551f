/**
 * widgets.js: its gzip size (budget 20 KB for all three widgets) and what it costs a partner
 * page in Chromium with the CPU throttled 4x, against the same page without it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { startHostServers } from '../fixtures/hosts/server.ts';
import type { BenchContext, BenchSection } from './types.ts';

const RUNS = 5;
/** Long enough for the banner (2 s) and the WhatsApp button and tooltip (5 s) to appear. */
const SETTLE_MS = 6000;
const GZIP_BUDGET = 20 * 1024;

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
  const file = readFileSync(join(context.distDir, 'widgets', 'widgets.js'));
  const size = {
    rawBytes: file.length,
    gzipBytes: gzipSync(file, { level: 9 }).length,
    brotliBytes: brotliCompressSync(file).length,
  };

  const hosts = await startHostServers([context.origin], context.origin);
  const browser = await chromium.launch({ executablePath: context.chromiumPath, args: context.chromiumArgs });
  const without: Sample[] = [];
  const withWidgets: Sample[] = [];
  try {
    // Alternate the two pages so drift on the machine hits both alike.
    for (let index = 0; index < RUNS; index += 1) {
      without.push(await measure(browser, `${hosts.host}/plain.html?copies=0`));
      withWidgets.push(await measure(browser, `${hosts.host}/plain.html`));
    }
  } finally {
    await browser.close();
    await hosts.close();
  }
  const base = summarise(without);
  const loaded = summarise(withWidgets);
  const delta = Object.fromEntries(
    Object.keys(base).map((key) => [key, round(loaded[key as keyof typeof base] - base[key as keyof typeof base], 4)]),
  ) as typeof base;

  const row = (name: string, values: typeof base) =>
    `| ${name} | ${values.scriptMs} | ${values.taskMs} | ${values.layoutMs} | ${values.longTasks} | ${values.longTaskMs} | ${values.cls} |`;
  const markdown = [
    `widgets.js: ${size.rawBytes} bytes raw, **${size.gzipBytes} bytes gzip** (budget ${GZIP_BUDGET}), ${size.brotliBytes} bytes brotli.`,
    '',
    `Cost on a partner page (script from the server's own origin, page on another), Chromium with 4x CPU throttling, median of ${RUNS} loads, ${SETTLE_MS / 1000} s after load (banner and WhatsApp button shown):`,
    '',
    '| page | script ms | task ms | layout+style ms | long tasks | long-task ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('without widgets', base),
    row('with widgets', loaded),
    row('**difference**', delta),
  ].join('\n');

  return {
    title: 'Widgets',
    markdown,
    data: { size, runs: RUNS, without: base, with: loaded, delta },
    budgets: [{ name: 'widgets.js gzip (all three widgets)', value: size.gzipBytes, limit: GZIP_BUDGET, unit: 'bytes', kind: 'max' }],
  };
}
