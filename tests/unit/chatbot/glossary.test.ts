import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { glossary } from '../../../site/content/resources.ts';

/**
 * "¿Qué es…?" about a term of the glossary on /recursos gets the site's own definition; a course
 * of the same subject, or another question that mentions the term later, keeps its own answer.
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
const definitionOf = (start: string) => glossary.find((entry) => entry.term.startsWith(start))?.definition ?? '';

describe('the glossary of /recursos', () => {
  it('answers "what is" with the definition, even for a word the rest of the site never uses', () => {
    for (const [question, term] of [
      ['que es MLOps', 'MLOps'],
      ['que es una alucinacion de la ia', 'Alucinación'],
      ['que es el sobreajuste', 'Sobreajuste'],
      ['¿qué es un LLM?', 'Modelo de lenguaje'],
    ] as const) {
      const answer = ask(question);
      expect(answer.sources[0]?.url, question).toBe('/recursos');
      expect(answer.reply, question).toContain(definitionOf(term));
    }
    expect(ask('what is RAG and why does everyone use it for chatbots?').reply).toContain(definitionOf('RAG'));
  });

  it('leaves a course named beyond the term, or a term mentioned later in another question, to the rest of the assistant', () => {
    expect(ask('¿qué es el curso de machine learning avanzado?').sources[0]?.url).toBe('/cursos/machine-learning-avanzado');
    expect(ask('what are the requirements for advanced machine learning').sources[0]?.url).toBe('/cursos/machine-learning-avanzado');
  });
});
