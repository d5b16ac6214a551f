import { describe, expect, it } from 'vitest';
import { priceLabel } from '../../../site/domain/format.ts';
import { discountPercent } from '../../../site/domain/discount.ts';

describe('course price box', () => {
  it("shows '{price}€', or 'Consultar precio' without a price", () => {
    expect(priceLabel(1490)).toBe('1490€');
    expect(priceLabel(undefined)).toBe('Consultar precio');
  });

  it('rounds the discount as 1 minus price divided by original price', () => {
    expect(discountPercent(1490, 1790)).toBe(17);
    expect(discountPercent(990, 1250)).toBe(21);
    expect(discountPercent(890, 1000)).toBe(11);
    expect(discountPercent(995, 1990)).toBe(50);
  });

  it('shows no discount without an original price or when it is not higher', () => {
    expect(discountPercent(890, undefined)).toBeUndefined();
    expect(discountPercent(890, 890)).toBeUndefined();
    expect(discountPercent(undefined, 890)).toBeUndefined();
  });
});
