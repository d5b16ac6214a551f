/**
 * Issue 15's "time until the launcher is visible no worse than today", measured so that it can
 * decide, on what partners now paste: the all-three bundle at its direct URL (D:
 * /widgets/v1/chat-whatsapp-consent.js, one request, the tag /integracion gives) against the
 * widgets.js partners loaded before the loader (today, T: one bundle with everything,
 * before-loader.ts). The loader and its bundle (A: /widgets/v1/widgets.js, which keeps working)
 * are measured beside them, for information: against T, and against D (what the loader's second
 * request costs). Interleaved rounds (A, D, T then T, D, A), a new browser context per load, the
 * CPU throttled 4x, on loopback and with a latency added to every request. Medians of 5 unpaired
 * loads moved by ±100 ms from run to run on this shared machine; the paired differences cancel
 * its drift.
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
  /** D, the direct URL (one request, what partners paste); or A, the loader and its bundle. */
  measured: 'A' | 'D';
  against: 'before the loader' | 'the direct URL' | 'the loader';
  figures: PairedFigures;
  noWorse: boolean;
  /** 1-minute load average before and after the rounds of this latency. */
  load: [number, number];
}

export interface LauncherUrls {
  loader: string;
  /** The all-three bundle at its direct URL, /widgets/v1/chat-whatsapp-consent.js. */
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
    const pairs = today
      ? ([
          // The claim: what partners paste now against what they pasted before the loader.
          ['D', direct!, 'before the loader', today],
          ['A', loader!, 'before the loader', today],
          // What the loader's second request costs: the same surfaces in one request.
          ['A', loader!, 'the direct URL', direct!],
        ] as const)
      : // Without today's widgets.js the claim cannot be measured: the direct URL against the loader instead.
        ([['D', direct!, 'the loader', loader!]] as const);
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
      `all three at their direct URL (D, /widgets/v1/chat-whatsapp-consent.js: the tag partners now paste, one request) against the one ` +
      `widgets.js of before the loader (before-loader.ts${beforeLoaderBuilt ? '' : ': **could not be built here**, so D is compared with the loader instead'}); ` +
      `for information, the loader and its bundle (A, /widgets/v1/widgets.js, still served) against both, ` +
      `in ${ROUNDS} interleaved rounds ` +
      `(A first, then A last), so the machine's drift cancels in each pair's difference. "No worse" holds when the upper ` +
      `end of the 95 % interval of the median difference is ≤ +${TOLERANCE_MS} ms (one frame); the claim is D's row:`,
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

/** The claim of the issue: the direct URL against the widgets of before the loader (or, when they could not be built, against the loader). */
export function launcherBudgets(comparisons: LauncherComparison[]): Budget[] {
  return comparisons
    .filter((comparison) => comparison.measured === 'D')
    .map(({ latencyMs, against, figures }) => ({
      name: `launcher visible, direct URL − ${against === 'before the loader' ? 'before the loader' : 'loader'} (upper 95 % bound, +${latencyMs} ms latency)`,
      value: round(figures.interval[1]),
      limit: TOLERANCE_MS,
      unit: 'ms',
      kind: 'max' as const,
    }));
}
