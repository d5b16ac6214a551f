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

  it('leaves everyday words alone, unless only a letter the thumb missed is added', () => {
    expect(simplify('yo lo aprecio')).toBe('yo lo aprecio');
    expect(simplify('algo cursi')).toBe('algo cursi');
    expect(simplify('archivos de esos')).toBe('archivos de esos');
    expect(simplify('habeis echo algo')).toContain('hecho');
    // The letters a thumb drops are an s, an n, or a silent h; any other makes another word.
    expect(simplify('un curo de ia')).toContain('curso');
    expect(simplify('la cola de la farmacia')).toContain('cola de la farmacia');
    expect(simplify('hala que bien')).toMatch(/^hala\b/);
  });

  it('leaves real words of other domains and inflections alone', () => {
    expect(simplify('mi perro')).toBe('mi perro');
    expect(simplify('la playa')).toBe('la playa');
    expect(simplify('varios cursos')).toBe('varios cursos');
    expect(simplify('los emails de mis clientes')).toBe('los emails de mis clientes');
    expect(simplify('my iphone')).toBe('my iphone');
    // Words the off-topic cues name, the strong ones too: "urnas" is no typo of "unas".
    expect(simplify('cuando vuelvan las urnas')).toBe('cuando vuelvan las urnas');
    const vote = engine.answer({ message: 'Aconséjame a quién apoyar cuando vuelvan las urnas.' });
    expect(vote.handoff).toBe(true);
    expect(vote.sources.map((source) => source.url)).toEqual(['/contacto']);
  });

  it('answers a question with typos in its key words from the right page', () => {
    const answer = engine.answer({ message: '¿cuanto cueta el curso de fundamnetos de machine lerning?' });
    expect(answer.handoff).toBe(false);
    expect(answer.sources[0]?.url).toMatch(/^\/cursos\//);
  });
});

describe('words said aloud and written by dictation', () => {
  it('reads an acronym spelt letter by letter as the acronym, and only a whole one', () => {
    expect(simplify('lo de ene ele pe')).toBe(simplify('lo de nlp'));
    expect(simplify('el de ge pe te cuatro')).toContain('gpt4');
    expect(simplify('me ayudais con el te efe ge')).toBe(simplify('me ayudais con el tfg'));
    // Letter names that are also words stay words: "de", "te", "e".
    expect(simplify('te lo digo de verdad')).toBe('te lo digo de verdad');
    expect(simplify('ene ele')).toBe('ene ele');
  });

  it('reads English terms as a Spanish speaker says them', () => {
    expect(simplify('mashin lernin')).toBe('machine learning');
    expect(simplify('curso de pyton')).toBe(simplify('curso de python'));
  });

  it('answers the item a dictated question names that way', () => {
    const certificate = engine.answer({ message: 'oye y al terminar lo de ene ele pe te dan algun titulo o diploma' });
    expect(certificate.sources[0]?.url).toBe('/cursos/nlp-transformers');
    const start = engine.answer({ message: 'y el de ge pe te cuatro en la empresa cuando empieza' });
    expect(start.sources[0]?.url).toBe('/cursos/implementacion-gpt4');
  });
});

describe('the words the lexicons teach the corrector', () => {
  it('never turn a common verb a visitor writes into another word', () => {
    // A cue such as "pase por alto" makes "pase" a known word: "paséis" must not become "pases".
    const verbs = 'paséis pasáis pagáis cobráis tenéis ofrecéis dais hacéis podéis sabéis mandáis enviáis dejáis ponéis queréis habláis atendéis';
    // In a sentence, where the corrector works (a lone word may not be taken for Spanish).
    for (const verb of verbs.split(' ')) {
      const folded = verb.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      expect(simplify(`necesito que me ${verb} el temario`).split(' '), verb).toContain(folded);
    }
    expect(simplify('necesito que me paséis un presupuesto')).toContain('paseis');
  });
});
