/** Rounded percentage saved against the original price; undefined when there is no real discount. */
export function discountPercent(price: number | undefined, originalPrice: number | undefined): number | undefined {
  if (price === undefined || originalPrice === undefined || originalPrice <= price) return undefined;
  return Math.round((1 - price / originalPrice) * 100);
}
