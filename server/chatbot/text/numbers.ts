/**
 * Numbers written as words, Spanish and English, folded: "doce mensualidades", "somos cinco",
 * "más de mil euros". One list for every reader of a count.
 */
export const numberWords: Readonly<Record<string, number>> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  dieciocho: 18,
  veinte: 20,
  veinticuatro: 24,
  treinta: 30,
  cien: 100,
  mil: 1000,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ten: 10,
  twelve: 12,
  twenty: 20,
  hundred: 100,
  thousand: 1000,
};

/** The words of `numberWords` from `min` up, as a regular-expression alternation. */
export function numberWordPattern(min = 1): string {
  return Object.keys(numberWords)
    .filter((word) => (numberWords[word] ?? 0) >= min)
    .join('|');
}
