/**
 * The one place where money and dates become text, for the pages, the tools and the server.
 * Plain TypeScript: no React, no DOM.
 *
 * Money follows the spec's course price '{price}€': the figure, then '€' with no space. Figures use
 * the Spanish convention (no separator in four-digit numbers, a point from five digits: 1490€,
 * 12.000€) and show cents only when there are any (1076,90€). Every price on the site includes VAT.
 */

/**
 * Spanish figures without Intl: the first Intl.NumberFormat a page builds loads the locale's data,
 * 10-45 ms of main thread measured in Chromium here (x4 on a mid-range phone), paid while the page
 * hydrates by every page that imports this module, for a rule this short: es-ES groups by
 * thousands with '.' only from five digits (minimumGroupingDigits 2) and writes cents after ','.
 * tests/unit/site/format.test.ts holds it to Intl's own output.
 */
function spanishFigure(amount: number): string {
  const [whole = '', cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '.') : whole;
  return (amount < 0 && Number(cents) + Number(whole) > 0 ? '-' : '') + (Number.isInteger(amount) ? grouped : `${grouped},${cents}`);
}

/** 1490 -> '1490€'; 12000 -> '12.000€'; 1076.9 -> '1076,90€'. */
export function formatEuros(amount: number): string {
  return `${spanishFigure(amount)}€`;
}

/** Amounts kept in integer cents (the price calculator): 107690 -> '1076,90€'. */
export function formatCents(cents: number): string {
  return formatEuros(cents / 100);
}

/** A course's price box: '{price}€', or 'Consultar precio' when it has no public price. */
export function priceLabel(price: number | undefined): string {
  return price === undefined ? 'Consultar precio' : formatEuros(price);
}

/** The sentence that says, once per place that quotes prices, what they include. */
export const VAT_NOTE = 'Precios finales con IVA incluido.';

/** Built on first use, not when the module loads: most pages that import this never show a date (see spanishFigure). */
let longDate: Intl.DateTimeFormat | undefined;

/** '2027-02-15' -> '15 de febrero de 2027'. */
export function formatDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Reads a price written by formatEuros inside a text ('Desde 7500€', '400€ (40€/h)'): 7500, 400. */
export function parseEuros(text: string): number | undefined {
  const match = /(\d+(?:\.\d{3})*(?:,\d+)?)€/.exec(text);
  return match ? Number(match[1]!.replace(/\./g, '').replace(',', '.')) : undefined;
}
