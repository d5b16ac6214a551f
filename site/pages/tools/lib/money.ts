/** Money is kept in integer cents so that breakdown lines always add up to the total. */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** A percentage of an amount, rounded to the cent. */
export const percentOf = (cents: number, percent: number): number => Math.round((cents * percent) / 100);
