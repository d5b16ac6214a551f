import { parseWholeNumber } from './parse-integer.ts';

/** A typed whole number within a range, or the message that tells the visitor what to fix. */
export function readRange(text: string, range: { min: number; max: number }, noun: string): { value?: number; error: string | null } {
  const value = parseWholeNumber(text);
  if (value === undefined || value < range.min || value > range.max) {
    return { error: `Indica un número entero de ${noun} entre ${range.min} y ${range.max}.` };
  }
  return { value, error: null };
}
