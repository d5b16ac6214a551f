/**
 * Issue 15's "time until the launcher is visible no worse than today", measured so that it can
 * decide: the loader (A) against the widgets.js partners loaded before it (today, T: one bundle
 * with everything, before-loader.ts) and against today's all-three bundle loaded directly (D: the
 * loader's own cost, the bundle being the same), in interleaved rounds (A, D, T then T, D, A), a
 * new browser context per load, the CPU throttled 4x, on loopback and with a latency added to
 * every request. Medians of 5 unpaired loads moved by ±100 ms from run to run on this shared
 * machine; the paired differences cancel its drift.
 */
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { interleavedRounds, pairedFigures, type PairedFigures } from './paired.ts';
import { launcherVisibleMs } from './widgets-bytes.ts';
import type { Budget } from './types.ts';

export const ROUNDS = 31;
/** "No worse" holds when the upper end of the 95 % interval of the median difference is within a frame. */
export const TOLERANCE_MS = 16;
/** On loopback, as the issue measured, and with a fixed latency added to every request. */
export const LATENCIES_MS = [0, 40];

export interface LauncherComparison {
  latencyMs: number;
  /** A, the loader and its bundle; or D, the bundle loaded by a tag of its own (one request, as before the loader). */
  measured: 'A' | 'D';
  against: 'before the loader' | 'the bundle directly';
  figures: PairedFigures;
  noWorse: boolean;
  /** 1-minute load average before and after the rounds of this latency. */
  load: [number, number];
}

export interface LauncherUrls {
  loader: string;
  direct: string;
  /** Today's widgets.js, when it could be built. */
  beforeLoader: string | null;
}

const round = (value: number) => Math.round(value * 10) / 10;
const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(round(value))}`;

export async function compareLauncher(browser: Browser, urls: LauncherUrls): Promise<LauncherComparison[]> {
  const comparisons: LauncherComparison[] = [];
  for (const latencyMs of LATENCIES_MS) {
    const before = loadavg()[0]!;
    const targets = [urls.loader, urls.direct, ...(urls.beforeLoader ? [urls.beforeLoader] : [])];
    const [loader, direct, today] = await interleavedRounds(
      ROUNDS,
      targets.map((url) => () => launcherVisibleMs(browser, url, latencyMs)),
    );
    const load: [number, number] = [Math.round(before * 100) / 100, Math.round(loadavg()[0]! * 100) / 100];
    const pairs = [
      ...(today ? [['A', loader!, 'before the loader', today] as const] : []),
      ['A', loader!, 'the bundle directly', direct!] as const,
      // What the loader's second request costs, seen from the other side: the same bundle in one request.
      ...(today ? [['D', direct!, 'before the loader', today] as const] : []),
    ];
    for (const [measured, values, against, others] of pairs) {
      const figures = pairedFigures(values, others);
      comparisons.push({ latencyMs, measured, against, figures, noWorse: figures.interval[1] <= TOLERANCE_MS, load });
    }
  }
  return comparisons;
}

export function launcherMarkdown(comparisons: LauncherComparison[], beforeLoaderBuilt: boolean): string[] {
  return [
    `Chat launcher visible (ms after navigation; Chromium, 4x CPU throttling, consent stored, a new browser context per load): ` +
      `the loader and its bundle (A) against the one widgets.js of before the loader (before-loader.ts${beforeLoaderBuilt ? '' : ': **could not be built here**'}) ` +
      `and against today's all-three bundle loaded directly (D: the loader's own cost; D against before the loader is the ` +
      `same bundle in one request), in ${ROUNDS} interleaved rounds ` +
      `(A first, then A last), so the machine's drift cancels in each pair's difference. "No worse" holds when the upper ` +
      `end of the 95 % interval of the median difference is ≤ +${TOLERANCE_MS} ms (one frame):`,
    '',
    '| latency added per request | measured | against | pairs | median measured | median other | **median difference** | interquartile | 95 % interval | no worse | load average (1 min, before → after) |',
    '| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
    ...comparisons.map(
      ({ latencyMs, measured, against, figures, noWorse, load }) =>
        `| ${latencyMs} ms | ${measured} | ${against} | ${figures.pairs} | ${round(figures.medianA)} | ${round(figures.medianB)} | **${signed(figures.medianDifference)}** | ` +
        `${signed(figures.interquartile[0])} … ${signed(figures.interquartile[1])} | ${signed(figures.interval[0])} … ${signed(figures.interval[1])} ` +
        `(${Math.round(figures.coverage * 1000) / 10} %) | ${noWorse ? 'yes' : '**no**'} | ${load[0]} → ${load[1]} |`,
    ),
  ];
}

/** The claim of the issue: against the widgets of before the loader (or, when they could not be built, the bundle directly). */
export function launcherBudgets(comparisons: LauncherComparison[]): Budget[] {
  const claim = comparisons.some((comparison) => comparison.against === 'before the loader') ? 'before the loader' : 'the bundle directly';
  return comparisons
    .filter((comparison) => comparison.measured === 'A' && comparison.against === claim)
    .map(({ latencyMs, figures }) => ({
      name: `launcher visible, loader − ${claim === 'before the loader' ? 'before the loader' : 'bundle directly'} (upper 95 % bound, +${latencyMs} ms latency)`,
      value: round(figures.interval[1]),
      limit: TOLERANCE_MS,
      unit: 'ms',
      kind: 'max' as const,
    }));
}
