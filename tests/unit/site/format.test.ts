import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatEuros } from '../../../site/domain/format.ts';

/** What the module wrote before it stopped building Intl formatters on load: Intl's own es-ES output. */
const wholeEuros = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intl = (amount: number) => `${Number.isInteger(amount) ? wholeEuros.format(amount) : euroCents.format(amount)}€`;

describe('formatEuros without Intl', () => {
  it('writes the spec examples', () => {
    expect(formatEuros(1490)).toBe('1490€');
    expect(formatEuros(12000)).toBe('12.000€');
    expect(formatEuros(1076.9)).toBe('1076,90€');
    expect(formatCents(107690)).toBe('1076,90€');
    expect(formatEuros(0)).toBe('0€');
  });

  it("matches Intl's es-ES output for whole euros, cents and every grouping length", () => {
    const amounts = [
      0, 5, 99, 999, 1000, 9999, 10000, 12500, 99999, 100000, 1234567, 98765432, 0.5, 0.05, 9.99, 1076.9, 9999.99, 10000.01, 123456.78, -1490, -12000, -1076.9,
    ];
    // Cents as the price calculator keeps them: every integer cents amount over a wide spread.
    for (let cents = 1; cents < 5_000_000; cents = Math.ceil(cents * 1.37) + 7) amounts.push(cents / 100);
    for (const amount of amounts) expect(formatEuros(amount), String(amount)).toBe(intl(amount));
  });
});

describe('formatDate', () => {
  it('writes a long Spanish date in UTC', () => {
    expect(formatDate('2027-02-15')).toBe('15 de febrero de 2027');
    expect(formatDate('2026-12-01')).toBe('1 de diciembre de 2026');
  });
});
