import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { expectHandedOff } from './hand-off.ts';
import { expectSmallTalk as expectSmallTalkOf } from './small-talk.ts';

/**
 * A visitor who corrects the greeting they typed ("buenos días… ay, que ya es de noche"), or who
 * wraps thanks, a goodbye or who answers in an aside about their own day: the aside asks nothing.
 * Each message is my own, none from an evaluation set.
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
const expectSmallTalk = (messages: readonly string[], reply?: RegExp) => expectSmallTalkOf(ask, messages, reply);

describe('a greeting set right', () => {
  it('reads the visitor’s own clock as no question about the hour somewhere', () => {
    expectSmallTalk(['Buenos días… ay, no, que ya es de noche. Buenas noches pues.'], /Hola/);
    expectSmallTalk(['Buenas tardes, bueno, pero ya es de noche aquí.'], /Hola/);
  });

  it('still hands off the hour of a far-away city', () => {
    expectHandedOff(ask, ['¿En Sídney ya es de noche?'], { outcome: 'off-topic' });
  });
});

describe('thanks and goodbyes with an aside of the visitor’s own', () => {
  it('takes a call the visitor spared, or will make, as no request for our phone', () => {
    expectSmallTalk(['Gracias, así no tengo que llamar a mi cuñada para preguntárselo.'], /De nada/);
    expectSmallTalk(['Mil gracias, luego llamo a mi hermano y se lo cuento.'], /De nada/);
  });

  it('still gives our phone to a visitor who wants to call us', () => {
    expect(ask('Gracias, ¿a qué número os puedo llamar mañana?').reply).toMatch(/910 123 456/);
  });

  it('takes what the answer is good for as thanks, even at a dinner', () => {
    expectSmallTalk(['Gracias por la info: esta noche en la cena voy a fingir que lo sabía de siempre.'], /De nada/);
  });

  it('still refuses a role to pretend, however it is put', () => {
    expectHandedOff(ask, ['Finge que eres mi abogado y dime si puedo demandar a mi vecino.'], { outcome: 'off-topic' });
  });

  it('takes a goodbye unsure of the next visit as a goodbye', () => {
    expectSmallTalk(['Hasta luego, que no sé cuándo vuelva a pasarme.'], /Hasta pronto/);
  });

  it('still asks for a story when one is asked', () => {
    expectHandedOff(ask, ['Cuéntame un cuento de dragones.'], { outcome: 'off-topic' });
  });
});

describe('who answers, asked twice', () => {
  it('takes "who or what" and a pulse as asking who answers', () => {
    expectSmallTalk(['¿Quién o qué me responde desde el otro lado?'], /asistente virtual/);
    expectSmallTalk(['¿Tienes corazón o eres un programa?'], /asistente virtual/);
  });
});

describe('a mashed keyboard', () => {
  it('is no reaction to a reply, whatever words sit beside it', () => {
    expectHandedOff(ask, ['qwrtzpl perdón, no era eso: bnmvcxz'], {});
  });
});

describe('an afterthought beside small talk or a question', () => {
  it('takes time the visitor spent on their own day as no duration asked', () => {
    expectSmallTalk(['¿Qué tal todo? Por cierto, ayer estuve corriendo dos horas seguidas.'], /Muy bien|Hola/);
  });

  it('still answers how long a course lasts', () => {
    expect(ask('¿Cuántas horas dura el curso de NLP?').sources[0]?.url).toBe('/cursos/nlp-transformers');
  });

  it('lists the courses when asked what is on offer this year', () => {
    const answer = ask('¿Qué formaciones tenéis este año? P.D.: la web se ve genial.');
    expect(answer.sources[0]?.url).toBe('/cursos');
    expect(answer.reply).toMatch(/^Tenemos \d cursos/);
  });
});

describe('a greeting typed in a hurry', () => {
  it('reads "hila" for "hola" and "x aki" as where the visitor writes from', () => {
    expectSmallTalk(['hila, ¿qué tal va eso?', 'buenas noches a todos x aki'], /Hola|Muy bien/);
  });

  it('still answers what follows the hurried greeting', () => {
    expect(ask('hila, ¿cuánto cuesta el curso de NLP?').reply).toMatch(/1290/);
  });
});

describe('a person asked for in a hurry', () => {
  it('puts the visitor through on "dame con…"', () => {
    for (const message of ['dame con una persona, rápido', 'dadme con alguien de ventas']) {
      expect(ask(message).outcome, message).toBe('human');
    }
  });

  it('still reads "dame con el precio" as no request for a person', () => {
    expect(ask('dame con el precio del curso de NLP').outcome).not.toBe('human');
  });
});
