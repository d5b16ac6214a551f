/**
 * Typo tolerance for every word of a question, not a list of known misspellings: a word the
 * assistant does not know ("presio", "certifcado", "imparet") becomes the known word one edit away
 * (two for long words), preferring the lexicon's own cue words, then the words the content uses most.
 * The vocabulary is the content's words (learnt when the index is built) plus the cue words of the
 * lexicons (learnt from their patterns when those modules load). A word with a known stem
 * ("programaremos") or no close neighbour is left as it is, so a word from another domain stays
 * foreign and still says the question is elsewhere.
 */

import { everydayWords } from './everyday-words.ts';

/** Words that are never corrected: the content's, the lexicons' and the function words. */
const known = new Set<string>();
/** Words a typo may be corrected to → weight (lexicon cue words weigh more than item names). */
const weights = new Map<string, number>();
/** Every known word with one letter deleted → the words it came from (a SymSpell-style index). */
const deletes = new Map<string, string[]>();
const byLength = new Map<number, string[]>();
const corrections = new Map<string, string>();
const MAX_CACHED = 5_000;
const LEXICON_WEIGHT = 1_000;

function addDelete(variant: string, word: string): void {
  const list = deletes.get(variant);
  if (!list) deletes.set(variant, [word]);
  else if (!list.includes(word)) list.push(word);
}

/** Spellings Spanish words do not have: a Spanish question is not corrected to an English cue ("iphone" is not "phone"). */
const foreignSpelling = /th|ph|sh|w|k|ck|oo|ee|ea|y$/;

function learn(word: string, weight: number): void {
  learnt += 1;
  known.add(word);
  corrections.clear();
  if (word.length < 4 || /\d/.test(word) || weight === 0 || foreignSpelling.test(word)) return;
  const weight0 = weights.get(word);
  if (weight0 === undefined) {
    for (let at = 0; at < word.length; at += 1) addDelete(word.slice(0, at) + word.slice(at + 1), word);
    const sameLength = byLength.get(word.length);
    if (sameLength) sameLength.push(word);
    else byLength.set(word.length, [word]);
  }
  weights.set(word, (weight0 ?? 0) + weight);
}

let contentLearnt = false;

/** Bumped whenever a word is learnt: what a word is corrected to may have changed. */
let learnt = 0;

/** How many times words were learnt: a cache of corrected text is good while this stays the same. */
export function lexiconVersion(): number {
  return learnt;
}

/**
 * Words of the content (folded). `names` (titles, keywords) may be the correction of a typo, a
 * frequent one winning a tie; the body's words are only known, so "perro" never becomes "pero".
 */
export function learnWords(names: Iterable<string>, body: Iterable<string>): void {
  for (const word of names) learn(word, 1);
  for (const word of body) learn(word, 0);
  contentLearnt = true;
}

/** The whole words of a pattern's source: "descuentos?" gives both forms, "financia\w*" none. */
export function patternWords(source: string): string[] {
  const words: string[] = [];
  for (const match of source.matchAll(/[a-zñ]+/g)) {
    const word = match[0];
    const before = source[match.index - 1] ?? '';
    const after = source[match.index + word.length] ?? '';
    if (before === '\\' || before === '[' || before === ')' || before === ']' || after === '(' || after === '[' || after === '\\') continue;
    words.push(word);
    if (after === '?') words.push(word.slice(0, -1));
  }
  return words;
}

/**
 * The literal words of lexicon patterns ("cuesta", "requisitos", "imparte"): cue words a typo is
 * corrected to, or only known words (`target` false: function words, other domains' words).
 */
export function learnPatterns(patterns: Iterable<RegExp | string>, target = true): void {
  for (const pattern of patterns) {
    for (const word of patternWords(typeof pattern === 'string' ? pattern : pattern.source)) {
      learn(word, target ? LEXICON_WEIGHT : 0);
      if (target) cueWords.add(word);
    }
  }
}

/** The literal words of the assistant's own lexicons (aspects, intents, profiles…): how people ask, not what about. */
const cueWords = new Set<string>();

export function isCueWord(word: string): boolean {
  return cueWords.has(word);
}

export function isKnownWord(word: string): boolean {
  return known.has(word);
}

/** Optimal string alignment distance (edits and swaps of two neighbours), stopping past `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Spanish letters that sound alike at the start of a word. */
const alike = ['ckqsz', 'bv', 'gj', 'iy'];

function sameFirstSound(word: string, candidate: string): boolean {
  const [a = '', b = ''] = [word[0], candidate[0]];
  if (a === b || (a === candidate[1] && b === word[1])) return true;
  return alike.some((group) => group.includes(a) && group.includes(b));
}

function best(candidates: Iterable<string>, word: string, allowed: number): string | undefined {
  let winner: string | undefined;
  let winnerDistance = allowed + 1;
  let winnerWeight = 0;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate, allowed);
    if (distance > allowed) continue;
    // A short word with one letter changed is often another word ("playa", "java"): only swaps, missing or extra letters.
    if (word.length <= 5 && candidate.length === word.length && [...word].sort().join('') !== [...candidate].sort().join('')) continue;
    // Thumbs rarely miss the first letter: "montar" is another word, not "contar" mistyped (a swap of the first two still is a typo).
    // Letters that sound alike ("questa", "vien") are the exception.
    if (candidate.length === word.length && !sameFirstSound(word, candidate)) continue;
    const weight = weights.get(candidate) ?? 0;
    if (distance < winnerDistance || (distance === winnerDistance && weight > winnerWeight)) {
      winner = candidate;
      winnerDistance = distance;
      winnerWeight = weight;
    }
  }
  return winner;
}

function nearest(word: string): string | undefined {
  // One edit: the word's own deletions and the known words' deletions meet (SymSpell).
  const close = new Set<string>(deletes.get(word) ?? []);
  for (let at = 0; at < word.length; at += 1) {
    const variant = word.slice(0, at) + word.slice(at + 1);
    if (weights.has(variant)) close.add(variant);
    for (const candidate of deletes.get(variant) ?? []) close.add(candidate);
  }
  const one = best(close, word, 1);
  if (one || word.length < 10) return one;
  // Two edits for long words only ("inteljencia"), among words of about the same length, same start and end.
  const pool: string[] = [];
  for (let length = word.length - 2; length <= word.length + 2; length += 1) pool.push(...(byLength.get(length) ?? []));
  return best(
    pool.filter((candidate) => candidate.slice(0, 3) === word.slice(0, 3) && candidate.at(-1) === word.at(-1)),
    word,
    2,
  );
}

/** Spellings of the same sound: "kiero" is "quiero", "bamos" "vamos", "yamar" "llamar", "zeta" "ceta", "interezes" "intereses". */
const sameSound: [RegExp, string][] = [
  [/k(?=[ei])/g, 'qu'],
  [/k/g, 'c'],
  [/z(?=[ei])/g, 'c'],
  [/s(?=[ei])/g, 'c'],
  [/c(?=[ei])/g, 's'],
  // Seseo and ceceo in writing: "interezes" is "intereses", "empesar" is "empezar".
  [/z/g, 's'],
  [/s(?=[aou])/g, 'z'],
  [/b/g, 'v'],
  [/v/g, 'b'],
  [/y(?=[aeiou])/g, 'll'],
  [/ll/g, 'y'],
  [/j(?=[ei])/g, 'g'],
  [/g(?=[ei])/g, 'j'],
  [/^(?=[aeiou])/, 'h'],
];

function respelled(word: string): string | undefined {
  for (const [sound, spelling] of sameSound) {
    const candidate = word.replace(sound, spelling);
    if (candidate !== word && known.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The word, or the known word it is most likely a typo of. `hasKnownStem` leaves inflections of
 * known words alone.
 */
export function correctWord(word: string, stem: (word: string) => string | null, hasKnownStem: (word: string) => boolean): string {
  if (word.length < 4 || !contentLearnt || known.has(word) || /\d/.test(word)) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  const nearby = hasKnownStem(word) ? undefined : (respelled(word) ?? nearest(word));
  // "varios" → "varias", "cobra" → "cobran": another form of the same word is no typo.
  // A plural or singular of a known word ("emails" for "email") is an inflection too.
  const inflection =
    nearby !== undefined && !word.endsWith('ss') && (nearby === `${word}s` || word === `${nearby}s` || nearby === `${word}es` || word === `${nearby}es`);
  // An everyday word is what was meant ("lo aprecio", "algo cursi"), unless the correction only
  // adds a letter the thumb missed, every typed letter kept ("abre" → "abren", "echo" → "hecho").
  const meant = everydayWords.has(word) && !(nearby && addsOneLetter(word, nearby) && dropsEasily(word, nearby));
  // ("me has salvado el sprint" is no "print": a word without its first letter is another word, as "esos" is not "besos".)
  // (A doubled first letter or a silent h is a slip all the same: "ccurso", "hoferta".)
  const otherWord = nearby === word.slice(1) && word[0] !== word[1] && word[0] !== 'h';
  const corrected = nearby && !inflection && !meant && !otherWord && stem(nearby) !== stem(word) ? nearby : word;
  if (corrections.size >= MAX_CACHED) corrections.clear();
  corrections.set(word, corrected);
  return corrected;
}

/**
 * Whether the letter `longer` adds to `word` is one a thumb drops without making another word: an
 * s or an n ("abre" → "abren", "curo" → "curso") or a silent h at the start ("echo" → "hecho").
 * "esos" is not "estos", "hala" not "habla", "cola" not "colab".
 */
function dropsEasily(word: string, longer: string): boolean {
  let at = 0;
  while (at < word.length && word[at] === longer[at]) at += 1;
  const added = longer[at];
  return added === 's' || added === 'n' || (at === 0 && added === 'h');
}

/** Whether `longer` is `word` with one letter added (at its start only an h), every letter of `word` kept in order. */
function addsOneLetter(word: string, longer: string): boolean {
  if (longer.length !== word.length + 1) return false;
  let at = 0;
  while (at < word.length && word[at] === longer[at]) at += 1;
  // A letter added before the first is another word ("esos" is not "besos"), except the silent h ("echo", "hecho").
  if (at === 0 && longer[0] !== 'h') return false;
  return word.slice(at) === longer.slice(at + 1);
}
