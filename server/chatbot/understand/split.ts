/**
 * A long message as the questions it holds: sentences, and clauses joined by "y" that start a
 * new question ("¿cuánto cuesta y cuándo empieza?"). Works on simplified sentences (no commas).
 */
const newQuestion =
  / (?:y|e|ademas|tambien|and|also) (?=(?:cuanto|cuanta|cuando|donde|que|quien|quienes|como|cual|cuales|es|hay|tiene|teneis|dura|cuesta|da|incluye|puedo|se puede|how|when|where|what|who|is|does|do|can)\b)/g;

export function splitQuestions(sentences: readonly string[]): string[] {
  return sentences
    .flatMap((sentence) => sentence.split(newQuestion))
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Messages this long tell a story first; only the sentences that ask say what is asked. */
export const LONG_MESSAGE_WORDS = 25;
