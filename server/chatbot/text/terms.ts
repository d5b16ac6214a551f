import { stemmer } from '@orama/stemmers/spanish';
import { applyAliases } from './aliases.ts';
import { translateWord } from './english.ts';
import { fold } from './fold.ts';
import { stopWords } from './stopwords.ts';
import { typoFixes } from './typos.ts';

/** Folded, alias-rewritten text with URLs, markup and punctuation turned into spaces. */
export function simplify(text: string): string {
  const folded = fold(text)
    .replace(/https?:\/\/\S+|www\.\S+/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^a-z0-9ñ]+/g, ' ');
  return applyAliases(` ${folded} `).replace(/\s+/g, ' ').trim();
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

/** One token to its index term, or null for stop words. Used for documents and queries alike. */
export function toTerm(token: string): string | null {
  const translated = translateWord(token);
  const word = typoFixes[translated] ?? translated;
  if (stopWords.has(word)) return null;
  if (/^\d+$/.test(word)) return word;
  return fold(stemmer(restoreSuffixAccent(word)));
}

export function toTerms(text: string): string[] {
  return tokenize(text).flatMap((token) => toTerm(token) ?? []);
}
