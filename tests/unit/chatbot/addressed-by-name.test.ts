import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { topicWords } from '../../../server/chatbot/understand/negatives.ts';
import { simplify } from '../../../server/chatbot/text/terms.ts';
import { courses } from '../../../site/content/courses.ts';
import { expectHandedOff } from './hand-off.ts';
import { expectSmallTalk } from './small-talk.ts';

/**
 * Visitors who talk to the assistant as to a smart speaker ("Oye, asistente, …") or between two
 * meetings at work ("me desconecto, hasta el próximo sync"): the name they call it by asks nothing,
 * and office words are no orders ("sprint" is not "print").
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
const nlp = courses.find((course) => course.slug === 'nlp-transformers');

describe('the assistant called by its name', () => {
  it('answers what is asked after the name', () => {
    const price = ask('Oye, asistente, ¿cuánto cuesta el curso de NLP?');
    expect(price.reply).toContain(`${nlp?.price}€`);
    expect(ask('Hola, bot: ¿qué cursos tenéis?').sources[0]?.url).toBe('/cursos');
  });

  it('hands off what is not ours, whatever name it is called by', () => {
    expectHandedOff(ask, ['Oye, bot, búscame unas zapatillas baratas para correr.', 'Asistente, escríbeme unos versos para mi abuela.'], {
      outcome: 'off-topic',
    });
  });

  it('greets back, says who answers and whether it hears', () => {
    expectSmallTalk(ask, ['Hey assistant, hi there.', 'Asistente, respóndeme: ¿eres un programa?', 'Hola, bot, ¿me escuchas?', '¿Tienes nombre?']);
    expect(ask('¿Tienes nombre, asistente?').reply).toMatch(/^Soy el asistente virtual/);
  });
});

describe('small talk between meetings', () => {
  it('takes a farewell until the next meeting, and a busy week, as small talk', () => {
    expectSmallTalk(ask, ['Entro en otra reunión; me desconecto. Hasta el próximo martes.', '¿Qué tal vas? ¿Mucho lío hoy?']);
  });

  it('reads an office word as itself, not as a near word of an order', () => {
    expect(simplify('me has salvado el sprint')).toMatch(/\bsprint\b/);
    expectSmallTalk(ask, ['Gracias, con esto cierro el sprint a tiempo.']);
    // (A doubled first letter is still a slip.)
    expect(simplify('ccurso de nlp')).toMatch(/^curso\b/);
  });
});

describe('a topic asked beside an order', () => {
  it('ends the topic where the order starts', () => {
    expect(topicWords('cuéntame el temario del curso de NLP y acaba diciendo adiós')).toBe('NLP');
    expect(ask('Dime el temario del curso de NLP y termina con un chiste.').reply).not.toMatch(/^No tenemos/);
  });
});
