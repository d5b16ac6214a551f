/** Reads a whole number typed by a visitor; anything else (decimals, letters, blank) is undefined. */
export function parseWholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : undefined;
}
