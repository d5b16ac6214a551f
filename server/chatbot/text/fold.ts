const KEEP_ENYE = '\uE000';
const KEPT_ENYE = new RegExp(KEEP_ENYE, 'g');

/**
 * Lower-cases and removes accents and diaeresis, but keeps `ñ`: visitors often skip accents
 * (`programacion`), while `año` and `ano` are different words.
 */
export function fold(text: string): string {
  // Fast paths for the texts nearly all messages are (the full fold costs a normalization per call):
  // plain ASCII has no accent to remove, and a Latin-1 letter folds on its own, whatever is beside it.
  if (!BEYOND_ASCII.test(text)) return text.toLowerCase();
  if (!BEYOND_LATIN1.test(text)) return text.toLowerCase().replace(LATIN1_LETTER, (letter) => latin1Folded.get(letter)!);
  return foldFully(text);
}

function foldFully(text: string): string {
  return text
    .toLowerCase()
    .replace(/ñ/g, KEEP_ENYE)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(KEPT_ENYE, 'ñ');
}

/** A character that is not printable ASCII, a tab or a line break: the text may have an accent or an `ñ`. */
const BEYOND_ASCII = /[^\t\n\r -~]/;
/** A character beyond those and Latin-1's printable ones (`¿`, `é`, `ñ`): a combining accent, an emoji, another script. */
const BEYOND_LATIN1 = /[^\t\n\r -~\u00a0-\u00ff]/;
const LATIN1_LETTER = /[\u00c0-\u00ff]/g;
/** Each Latin-1 letter, lower-cased, folded by the full fold: `é` → `e`, `ñ` → `ñ`, `ß` → `ß`. */
const latin1Folded = new Map(
  Array.from({ length: 0x100 - 0xc0 }, (_, at) => String.fromCharCode(0xc0 + at).toLowerCase()).map((letter) => [letter, foldFully(letter)]),
);
