/**
 * A long message as the questions it holds: sentences, and clauses joined by "y" that start a
 * new question ("¿cuánto cuesta y cuándo empieza?"). Works on simplified sentences (no commas).
 */
const newQuestion =
  / (?:y|e|ademas|tambien|and|also) (?=(?:cuanto|cuanta|cuando|donde|que|quien|quienes|como|cual|cuales|es|hay|tiene|teneis|dura|cuesta|da|incluye|puedo|se puede|how|when|where|what|who|is|does|do|can)\b)/g;

/** A frame that only says among what the next question asks: "entre los cursos de nivel intermedio, ¿cuál cuesta menos?". */
const frameOnly =
  /^(entre|de entre|de|among|of|out of) (los|las|todos|todas|the|all|your|vuestros|vuestras)\b(?!.*\b(cuanto|cuando|donde|cual|cuales|que|how|when|where|which|what)\b)/;

/** Sentences with a leading frame joined to the question it frames. */
function withFramesJoined(sentences: readonly string[]): string[] {
  const joined: string[] = [];
  for (const sentence of sentences) {
    const last = joined.at(-1);
    if (last !== undefined && frameOnly.test(last)) joined[joined.length - 1] = `${last} ${sentence}`;
    else joined.push(sentence);
  }
  return joined;
}

export function splitQuestions(sentences: readonly string[]): string[] {
  return withFramesJoined(sentences)
    .flatMap((sentence) => sentence.split(newQuestion))
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Messages this long tell a story first; only the sentences that ask say what is asked. */
export const LONG_MESSAGE_WORDS = 25;
