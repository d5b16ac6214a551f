// Only the frequency list: the package's index also loads names and a Wikipedia list (twice the start-up time, 8 MB more heap).
import commonWords from '@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs';
import { fold } from './fold.ts';

/**
 * The 20,000 most frequent words of everyday Spanish (zxcvbn-ts's Spanish frequency list, most
 * frequent first), folded. A word people use every day is what they meant, not a typo of a
 * word of the site: "lo aprecio" is no "precio", "ha vencido" no "vendido", "algo cursi" no
 * "curso". Rarer words ("curo", "corso") stay open to correction, as do the misspellings
 * themselves ("presio", "programr"), which no list of words has.
 */
const EVERYDAY = 20_000;

export const everydayWords: ReadonlySet<string> = new Set(commonWords.slice(0, EVERYDAY).map(fold));
