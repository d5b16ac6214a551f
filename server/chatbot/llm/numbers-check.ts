import type { KnowledgeDoc } from '../sources/types.ts';

/**
 * The LLM may only repeat figures the content holds. Every price, percentage, date and phone in its
 * output is reduced to digits and looked up among the figures of the whole knowledge base; one
 * unknown figure and the embedded answer is used instead.
 */
const figure = /\+?\d[\d.,\s]*\d|\d/g;

/** "1.290 €" -> "1290", "+34 910 123 456" -> "34910123456", "21 %" -> "21". */
function digitsOf(text: string): string[] {
  return [...text.matchAll(figure)].flatMap(([match]) => {
    const whole = match.replace(/[^\d]/g, '');
    // "15 de febrero de 2027 y 4 de octubre" reads as separate figures; so does a list "3, 6 y 12".
    const pieces = match
      .split(/[\s,]+/)
      .map((piece) => piece.replace(/[^\d]/g, ''))
      .filter(Boolean);
    return [whole, ...pieces];
  });
}

export class KnownFigures {
  private readonly known: ReadonlySet<string>;

  constructor(docs: readonly KnowledgeDoc[]) {
    const texts = docs.flatMap((doc) => [
      doc.title,
      doc.text,
      doc.summary.es,
      doc.summary.en,
      ...Object.values(doc.facts).flatMap((fact) => [fact.es, fact.en]),
    ]);
    this.known = new Set(texts.flatMap(digitsOf));
  }

  /** The figures of `output` the content does not hold (empty when every one is known). */
  unknown(output: string): string[] {
    return [...output.matchAll(figure)]
      .map(([match]) => match.trim())
      .filter((match) => {
        const whole = match.replace(/[^\d]/g, '');
        if (this.known.has(whole)) return false;
        // A phone-length figure must be known whole: a made-up number can be built from known parts.
        if (whole.length >= 7) return true;
        const pieces = match
          .split(/[\s,]+/)
          .map((piece) => piece.replace(/[^\d]/g, ''))
          .filter(Boolean);
        return pieces.length < 2 || !pieces.every((piece) => this.known.has(piece));
      });
  }
}
