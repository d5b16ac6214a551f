import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { englishValue } from '../../../server/chatbot/text/vocabulary.ts';

/**
 * An English reply carries English labels and values: the levels, modalities, lengths, weekdays
 * and months the engine composes go through one dictionary. Course titles and descriptions stay
 * as the content writes them (Spanish only); a facet answer may quote the page's own label.
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message }).reply;
/** Spanish values the engine composes, outside a «quote» of the page. */
const spanishValue =
  /\b(semanas?|horas|meses|jornadas|Online en directo|Presencial|Híbrido|Principiante|Intermedio|Avanzado|Desde|lunes|viernes|enero|febrero|marzo)\b/;
const unquoted = (reply: string) => reply.replace(/«[^»]*»/g, ' ');

describe('English values', () => {
  it('translates the enumerated values of the content', () => {
    expect(englishValue('10 semanas')).toBe('10 weeks');
    expect(englishValue('Híbrido (online y Madrid)')).toBe('hybrid (online and Madrid)');
    expect(englishValue('Online en directo')).toBe('live online');
    expect(englishValue('4 a 8 horas')).toBe('4 to 8 hours');
    expect(englishValue('Intermedio-Avanzado')).toBe('intermediate to advanced');
    expect(englishValue('Desde 290€')).toBe('from 290€');
    expect(englishValue('lunes a viernes')).toBe('Monday to Friday');
  });

  it.each([
    'What is the difference between the NLP and the machine learning course?',
    'What is the shortest course?',
    'When does the machine learning course start?',
    'Do you do in-company training?',
    'What courses do you offer?',
    'Is the AI fundamentals course online?',
    'How long is the GPT-4 implementation course?',
  ])('composes no Spanish value in "%s"', (question) => {
    const reply = ask(question);
    // Titles are the content's own names, never translated.
    const composed = unquoted(reply).replace(/Machine Learning Avanzado|Fundamentos de Inteligencia Artificial/g, ' ');
    expect(composed).not.toMatch(spanishValue);
  });

  it('keeps the page label next to the English value when the aspect itself is asked', () => {
    const reply = ask('How long is the GPT-4 implementation course?');
    expect(reply).toContain('5 weeks');
    expect(reply).toContain('«5 semanas»');
  });
});
