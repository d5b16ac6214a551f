import { describe, expect, it } from 'vitest';
import { interleavedRounds, medianInterval, pairedFigures, quantile } from '../../bench/paired.ts';

const ascending = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('Bench: paired comparison', () => {
  it('takes the median interval from the binomial order statistics (31 pairs: the 10th and 22nd, 97.1 %)', () => {
    const { interval, coverage } = medianInterval(ascending(31));
    expect(interval).toEqual([10, 22]);
    expect(coverage).toBeCloseTo(0.97055, 5);
  });

  it('widens to the extremes when there are too few values for 95 %', () => {
    // 6 values: [x(1), x(6)] covers 1 − 2/64 = 96.9 %, the narrowest at ≥ 95 %.
    expect(medianInterval(ascending(6))).toEqual({ interval: [1, 6], coverage: 1 - 2 / 64 });
    expect(medianInterval(ascending(5)).interval).toEqual([Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]);
  });

  it('compares pair by pair, so a drift shared by both halves cancels', () => {
    const drift = ascending(31).map((value) => value * 100);
    const figures = pairedFigures(
      drift.map((value) => value + 5),
      drift,
    );
    expect(figures.medianDifference).toBe(5);
    expect(figures.interval).toEqual([5, 5]);
    expect(figures.interquartile).toEqual([5, 5]);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
  });

  it('alternates the order of the measures from one round to the next', async () => {
    const order: string[] = [];
    const measure = (name: string) => async () => (order.push(name), order.length);
    const values = await interleavedRounds(4, [measure('A'), measure('B'), measure('C')]);
    expect(order.join('')).toBe('ABCCBAABCCBA');
    expect(values[0]).toEqual([1, 6, 7, 12]);
  });
});
