/**
 * Builds compared as interleaved pairs: each pair loads both, in turns (A then B, then B then
 * A), so the drift of a machine other people load hits both halves of a pair alike and cancels in
 * their difference. What decides is the median of those differences and its 95 % interval, not
 * two medians taken minutes apart (issue 15: those moved by ±100 ms from run to run).
 */

export interface PairedFigures {
  pairs: number;
  /** Medians of each side alone, for orientation only. */
  medianA: number;
  medianB: number;
  /** Median of A − B over the pairs: > 0 means A is slower. */
  medianDifference: number;
  /** Quartiles of A − B. */
  interquartile: [number, number];
  /** Distribution-free interval for the median difference (order statistics, binomial). */
  interval: [number, number];
  /** The interval's exact coverage, at least 0.95 (it is discrete). */
  coverage: number;
}

/** Quantile of sorted values with linear interpolation (the usual "type 7"). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** P(X ≤ k) for X ~ Binomial(n, ½). */
function binomialHalfCdf(n: number, k: number): number {
  let term = 0.5 ** n;
  let sum = term;
  for (let i = 1; i <= k; i += 1) {
    term = (term * (n - i + 1)) / i;
    sum += term;
  }
  return k < 0 ? 0 : sum;
}

/**
 * The median's confidence interval from order statistics: [x(k), x(n−k+1)] covers the true median
 * with probability 1 − 2·P(Binomial(n, ½) ≤ k − 1), whatever the distribution; k is the largest
 * that keeps that ≥ `confidence`. No resampling, so the same figures always give the same interval.
 */
export function medianInterval(sorted: readonly number[], confidence = 0.95): { interval: [number, number]; coverage: number } {
  const n = sorted.length;
  let k = 0;
  while (k + 1 <= n && 1 - 2 * binomialHalfCdf(n, k) >= confidence) k += 1;
  if (k === 0) return { interval: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY], coverage: 1 };
  return { interval: [sorted[k - 1]!, sorted[n - k]!], coverage: 1 - 2 * binomialHalfCdf(n, k - 1) };
}

export function pairedFigures(a: readonly number[], b: readonly number[]): PairedFigures {
  if (a.length !== b.length) throw new Error('Paired figures need as many A as B');
  const sort = (values: readonly number[]) => [...values].sort((x, y) => x - y);
  const differences = sort(a.map((value, index) => value - b[index]!));
  const { interval, coverage } = medianInterval(differences);
  return {
    pairs: a.length,
    medianA: quantile(sort(a), 0.5),
    medianB: quantile(sort(b), 0.5),
    medianDifference: quantile(differences, 0.5),
    interquartile: [quantile(differences, 0.25), quantile(differences, 0.75)],
    interval,
    coverage,
  };
}

/**
 * Runs `rounds` rounds of every measure, in the given order in the even rounds and in reverse in
 * the odd ones (A, B, C then C, B, A), so that each pair of measures taken from one round is
 * measured as often first as second. Returns each measure's values, round by round.
 */
export async function interleavedRounds(rounds: number, measures: readonly (() => Promise<number>)[]): Promise<number[][]> {
  const values = measures.map(() => [] as number[]);
  for (let round = 0; round < rounds; round += 1) {
    const order = measures.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) values[index]!.push(await measures[index]!());
  }
  return values;
}
