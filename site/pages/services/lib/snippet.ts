export const SNIPPET_LENGTH = 60;

/** The first 60 characters of a description, with an ellipsis when something was cut. */
export function snippet(text: string, length = SNIPPET_LENGTH): string {
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}
