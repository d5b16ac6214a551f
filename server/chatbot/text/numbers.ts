/*
 * Numbers written as words, Spanish and English, folded: "doce mensualidades", "somos cinco",
 * "más de mil euros". One list for every reader of a count, and the figures dictation spells out.
 */

/**
 * A table of words with no prototype: `word in table` and `table[word]` see only its own words, so
 * a word such as "constructor", which every plain object inherits, is no number.
 */
const table = (entries: Record<string, number>): Readonly<Record<string, number>> => Object.freeze(Object.assign(Object.create(null), entries));

/** Spanish number words up to twenty-nine, by value. */
const units = table({
  un: 1,
  uno: 1,
  una: 1,
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
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
});
const tens = table({ treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90 });
const hundreds = table({
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
});
/** Every number word a reader of counts understands: Spanish up to ninety-nine, a hundred and a thousand, and English. */
export const numberWords = table({
  ...units,
  ...tens,
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
});

/** The words of `numberWords` from `min` up, as a regular-expression alternation. */
export function numberWordPattern(min = 1): string {
  return Object.keys(numberWords)
    .filter((word) => (numberWords[word] ?? 0) >= min)
    .join('|');
}

/** The words a run of spoken numbers is made of, in one set: one lookup per word of every text. */
const numberRunWords: ReadonlySet<string> = new Set([...Object.keys(units), ...Object.keys(tens), ...Object.keys(hundreds), 'mil']);

const isNumberWord = (word: string) => numberRunWords.has(word);

/** The value of a run of number words below a million ("mil cuatrocientos noventa"), or undefined when it does not parse. */
function valueOf(run: readonly string[]): number | undefined {
  let total = 0;
  let part = 0;
  for (const [index, word] of run.entries()) {
    if (word === 'mil') {
      total += (part || 1) * 1000;
      part = 0;
    } else if (word === 'y') {
      // "treinta y cinco": only between tens and a unit.
      if (!(run[index - 1]! in tens) || (units[run[index + 1] ?? ''] ?? 10) > 9) return undefined;
    } else part += hundreds[word] ?? tens[word] ?? units[word] ?? 0;
  }
  return total + part;
}

/**
 * Numbers said aloud and written out by dictation, as digits: "cuesta mil cuatrocientos noventa
 * euros" is "cuesta 1490 euros", "ochocientos noventa y nueve" 899. A single small word ("dos
 * cursos", "veinticinco personas", "cien por cien") stays a word, as `numberWords` reads it elsewhere; a run
 * of two or more, or one word that list lacks ("doscientas"), becomes its figure. Folded words joined by spaces.
 */
export function spokenNumbers(folded: string): string {
  const words = folded.split(' ');
  const out: string[] = [];
  for (let index = 0; index < words.length;) {
    let end = index;
    while (end < words.length && (isNumberWord(words[end]!) || (words[end] === 'y' && end > index && isNumberWord(words[end + 1] ?? '')))) end += 1;
    const run = words.slice(index, end);
    const value = run.length ? valueOf(run) : undefined;
    const big = run.length >= 2 || !(run[0]! in numberWords);
    if (run.length && value !== undefined && big && run.at(-1) !== 'y') {
      out.push(String(value));
      index = end;
    } else {
      out.push(words[index]!);
      index += 1;
    }
  }
  return out.join(' ');
}
