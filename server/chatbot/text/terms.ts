import { stemmer } from '@orama/stemmers/spanish';
import { applyAliases } from './aliases.ts';
import { inContentPhrases, inContentSpanish } from './dialect.ts';
import { translateWord } from './english.ts';
import { fold } from './fold.ts';
import { spokenNumbers } from './numbers.ts';
import { detectLanguage } from './language.ts';
import { correctWord, isKnownWord, learnPatterns, learnWords, lexiconVersion } from './spelling.ts';
import { stopWords } from './stopwords.ts';
import { typoFixes } from './typos.ts';

learnPatterns([...stopWords], false);
// Forms of the auxiliary verbs, which the content seldom uses: "habeis" is no typo of "haceis".
learnPatterns(
  [
    'habeis hemos habia habian habra habria haya hayas hayais hayan hayamos sois somos seais estuve estuvo podeis podemos pudiera quereis queremos sabeis sabemos vais vamos venis vienen',
  ],
  false,
);
// The "vosotros" and "tú" forms of the verbs visitors use with us: "poneis" is no typo of "podeis", nor "hablais" of "hablas".
learnPatterns(
  [
    'poneis pones pasais paseis pagais pagas cobrais mandais mandas enviais dejais dejas hablais hablas atendeis llamais escribis respondeis contestais decis corre corren correr',
  ],
  false,
);
// Workplaces visitors name when they tell their need, and their complaints: a "despacho" or "quejan" is no typo of another word.
learnPatterns(
  ['quejan quejas queja quejamos despacho bufete gestoria ferreteria panaderia farmacia supermercado supermercados cooperativa ayuntamiento'],
  false,
);
// What the superlatives ask, written as patterns ("car[oa]s?") the corrector cannot read words from: "cara" is no typo of "carga".
learnPatterns(['caro cara caros caras barato barata baratos baratas'], false);
// Words the aliases rewrite everywhere, the content's included ("clases individuales" indexes as "clases particulares"): still targets of a typo.
learnPatterns(['individual individuales']);
learnPatterns([...typoFixes.values()]);

/** Stems of the content's words: an inflection of a known word ("programaremos") is no typo. */
const knownStems = new Set<string>();
const hasKnownStem = (word: string) => knownStems.has(toTerm(word) ?? '');

/** Teaches the typo corrector the words of the content (called when the index is built). */
export function learnVocabulary(docs: Iterable<{ names: string; body: string }>): void {
  const words = (text: string) =>
    fold(text)
      .split(/[^a-z0-9ñ]+/)
      .filter(Boolean);
  const names: string[] = [];
  const body: string[] = [];
  for (const doc of docs) {
    names.push(...words(doc.names));
    body.push(...words(doc.body));
  }
  learnWords(names, body);
  for (const word of new Set([...names, ...body])) knownStems.add(toTerm(word) ?? '');
}

/**
 * The same text is simplified many times while one question is answered (each understanding step
 * and each part reads it again): worked out once while the lexicon stays the same, bounded.
 */
const simplified = new Map<string, string>();
let simplifiedFor = -1;
const SIMPLIFIED_KEPT = 4000;

/** Folded, alias-rewritten text with URLs, markup and punctuation turned into spaces. */
export function simplify(text: string): string {
  if (simplifiedFor !== lexiconVersion() || simplified.size >= SIMPLIFIED_KEPT) {
    simplified.clear();
    simplifiedFor = lexiconVersion();
  }
  const known = simplified.get(text);
  if (known !== undefined) return known;
  const result = simplifyOnce(text);
  simplified.set(text, result);
  return result;
}

function simplifyOnce(text: string): string {
  // English words are not typos of Spanish ones (the language is worked out only when a word is unknown).
  let spanish: boolean | undefined;
  const inSpanish = () => (spanish ??= detectLanguage(text) === 'es');
  const folded = fold(text)
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  const said = spokenNumbers(
    inContentPhrases(folded)
      .split(/[^a-z0-9ñ]+/)
      .join(' '),
  );
  const words = inContentSpanish(said.split(' ')).map((word) => {
    const translated = translateWord(word);
    return (
      typoFixes.get(translated) ??
      (translated.length >= 4 && !isKnownWord(translated) && inSpanish() ? correctWord(translated, toTerm, hasKnownStem) : translated)
    );
  });
  return applyAliases(` ${words.join(' ')} `)
    .replace(/\s+/g, ' ')
    .trim();
}

export function tokenize(text: string): string[] {
  const simple = simplify(text);
  return simple ? simple.split(' ') : [];
}

/**
 * The Snowball stemmer only recognises `-ción`/`-sión` with their accent; restoring it on folded
 * words makes `programacion` and `programación` share a stem.
 */
function restoreSuffixAccent(word: string): string {
  return word.replace(/([cs])ion$/, '$1ión');
}

/** Stemming dominates the index build; the content's vocabulary repeats a lot. Bounded against odd input. */
const stems = new Map<string, string>();
const MAX_CACHED_STEMS = 20_000;

/** One simplified token to its index term, or null. Used for documents and queries alike. */
export function toTerm(token: string): string | null {
  // Bare numbers ("1€", "345 por 12") say nothing about which page is meant.
  if (stopWords.has(token) || /^\d+$/.test(token)) return null;
  let stem = stems.get(token);
  if (stem === undefined) {
    if (stems.size >= MAX_CACHED_STEMS) stems.clear();
    stem = fold(stemmer(restoreSuffixAccent(token)));
    stems.set(token, stem);
  }
  return stem;
}

/** A text's words as written (folded, no alias or typo fix applied), each with its term. */
export function plainWords(text: string): [string, string][] {
  return fold(text)
    .split(/[^a-z0-9ñ]+/)
    .flatMap((word): [string, string][] => {
      const term = word ? toTerm(word) : null;
      return term ? [[word, term]] : [];
    });
}

/** The terms of a text's words as written: "seguro médico" stays itself, whatever an alias would read. */
export function plainTerms(text: string): string[] {
  return plainWords(text).map(([, term]) => term);
}

export function toTerms(text: string): string[] {
  return tokenize(text).flatMap((token) => toTerm(token) ?? []);
}

const titleTermsCache = new WeakMap<object, readonly string[]>();

/** The terms of an item's title ("Machine Learning Avanzado" → machin, learning, avanz), worked out once per item. */
export function titleTerms(item: { readonly title: string }): readonly string[] {
  let terms = titleTermsCache.get(item);
  if (!terms) {
    terms = toTerms(simplify(item.title));
    titleTermsCache.set(item, terms);
  }
  return terms;
}
