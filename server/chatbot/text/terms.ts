import { stemmer } from '@orama/stemmers/spanish';
import { applyAliases } from './aliases.ts';
import { translateWord } from './english.ts';
import { fold } from './fold.ts';
import { stopWords } from './stopwords.ts';
import { typoFixes } from './typos.ts';

/** Folded, alias-rewritten text with URLs, markup and punctuation turned into spaces. */
export function simplify(text: string): string {
  const words = fold(text)
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .split(/[^a-z0-9ñ]+/)
    .map((word) => {
      const translated = translateWord(word);
      return typoFixes.get(translated) ?? translated;
    });
  return applyAliases(` ${words.join(' ')} `).replace(/\s+/g, ' ').trim();
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

export function toTerms(text: string): string[] {
  return tokenize(text).flatMap((token) => toTerm(token) ?? []);
}
