import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { detectFacets } from '../../../server/chatbot/facets.ts';
import { editDistance, patternWords } from '../../../server/chatbot/text/spelling.ts';
import { simplify } from '../../../server/chatbot/text/terms.ts';

// Building the engine teaches the corrector the content's words.
const engine = new ChatEngine();

describe('typo tolerance', () => {
  it('measures swaps of two neighbours as one edit', () => {
    expect(editDistance('cusro', 'curso')).toBe(1);
    expect(editDistance('presio', 'precio')).toBe(1);
    expect(editDistance('abc', 'xyz', 2)).toBe(3);
  });

  it('reads whole words out of a lexicon pattern, both forms of an optional letter, no prefixes', () => {
    expect(patternWords('\\b(descuentos?|financia\\w*|tont[oa]|cuanto (vale|cuesta))\\b')).toEqual(['descuentos', 'descuento', 'cuanto', 'vale', 'cuesta']);
  });

  it('corrects words one edit away from a cue word or an item name', () => {
    expect(simplify('cuanto cueta el curso')).toContain('cuesta');
    expect(simplify('requisitoss')).toBe('requisitos');
    expect(detectFacets(simplify('¿dan certifcado?'))).toContain('certificate');
    expect(simplify('fundamnetos')).toBe('fundamentos');
  });

  it('leaves real words of other domains and inflections alone', () => {
    expect(simplify('mi perro')).toBe('mi perro');
    expect(simplify('la playa')).toBe('la playa');
    expect(simplify('varios cursos')).toBe('varios cursos');
    expect(simplify('los emails de mis clientes')).toBe('los emails de mis clientes');
    expect(simplify('my iphone')).toBe('my iphone');
  });

  it('answers a question with typos in its key words from the right page', () => {
    const answer = engine.answer({ message: '¿cuanto cueta el curso de fundamnetos de machine lerning?' });
    expect(answer.handoff).toBe(false);
    expect(answer.sources[0]?.url).toMatch(/^\/cursos\//);
  });
});
