const KEEP_ENYE = '\uE000';

/**
 * Lower-cases and removes accents and diaeresis, but keeps `ñ`: visitors often skip accents
 * (`programacion`), while `año` and `ano` are different words.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ñ/g, KEEP_ENYE)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(new RegExp(KEEP_ENYE, 'g'), 'ñ');
}
