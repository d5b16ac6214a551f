/** '{price}€', or 'Consultar precio' when the course has no public price. */
export const priceLabel = (price: number | undefined): string =>
  price === undefined ? 'Consultar precio' : `${price}€`;

/** Rounded percentage saved against the original price; undefined when there is no real discount. */
export function discountPercent(price: number | undefined, originalPrice: number | undefined): number | undefined {
  if (price === undefined || originalPrice === undefined || originalPrice <= price) return undefined;
  return Math.round((1 - price / originalPrice) * 100);
}
