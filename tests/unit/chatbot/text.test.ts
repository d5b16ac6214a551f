import { describe, expect, it } from 'vitest';
import { detectFacets } from '../../../server/chatbot/facets.ts';
import { fold } from '../../../server/chatbot/text/fold.ts';
import { detectLanguage } from '../../../server/chatbot/text/language.ts';
import { toTerms } from '../../../server/chatbot/text/terms.ts';

describe('assistant Spanish text handling', () => {
  it('makes accents optional', () => {
    expect(fold('Programación Técnica Ü')).toBe('programacion tecnica u');
    expect(toTerms('programacion')).toEqual(toTerms('programación'));
    expect(toTerms('automatico')).toEqual(toTerms('automático'));
  });

  it('keeps ñ meaningful', () => {
    expect(fold('AÑO')).toBe('año');
    expect(toTerms('año')).not.toEqual(toTerms('ano'));
  });

  it('stems plurals and inflections to one term', () => {
    expect(toTerms('cursos')).toEqual(toTerms('curso'));
    expect(toTerms('precios')).toEqual(toTerms('precio'));
    expect(toTerms('empresas')).toEqual(toTerms('empresa'));
  });

  it('drops stop words and question words', () => {
    expect(toTerms('¿Qué cursos tenéis para mí?')).toEqual(toTerms('cursos'));
  });

  it('fixes common typos and chat shorthand', () => {
    expect(toTerms('k cusro percio')).toEqual(toTerms('curso precio'));
    expect(toTerms('machin lerning')).toEqual(toTerms('machine learning'));
    expect(toTerms('inteligencia artifical')).toEqual(toTerms('IA'));
  });

  it('maps synonyms and aliases to the same terms', () => {
    expect(toTerms('ML')).toEqual(toTerms('machine learning'));
    expect(toTerms('aprendizaje automático')).toEqual(toTerms('machine learning'));
    expect(toTerms('GPT-4')).toEqual(toTerms('gpt4'));
    expect(toTerms('ChatGPT')).toEqual(toTerms('GPT 4'));
    expect(toTerms('inteligencia artificial generativa')).toEqual(toTerms('IA generativa'));
    expect(toTerms('PLN')).toEqual(toTerms('procesamiento del lenguaje natural'));
  });

  it('reads English query words as the Spanish the content uses', () => {
    expect(toTerms('course')).toEqual(toTerms('curso'));
    expect(toTerms('generative AI')).toEqual(toTerms('IA generativa'));
  });

  it('treats words that name object properties as plain words', () => {
    expect(toTerms('constructor toString')).toEqual(toTerms('constructor tostring'));
    expect(toTerms('constructor').join(' ')).not.toContain('function');
  });

  it('tells English from Spanish', () => {
    expect(detectLanguage('How much is the generative AI course?')).toBe('en');
    expect(detectLanguage('¿Cuánto cuesta el curso?')).toBe('es');
    expect(detectLanguage('curso ML')).toBe('es');
  });

  it('recognises what a question asks about', () => {
    expect(detectFacets('cuanto cuesta y cuando empieza')).toEqual(['price', 'dates']);
    expect(detectFacets('es online o presencial')).toEqual(['format']);
    expect(detectFacets('cual es vuestro telefono')).toEqual(['phone']);
  });
});
