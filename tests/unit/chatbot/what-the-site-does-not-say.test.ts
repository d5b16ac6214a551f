import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { expectHandedOff } from './hand-off.ts';

/**
 * Questions the site does not answer get "no lo sé" and a person, never a "Sí" or a "No" borrowed
 * from a neighbouring page: a refund (no page states a refund policy), the language classes are
 * given in, a certificate asked "al acabar". And a question that offers two values to choose from
 * ("¿en directo o grabados?") is answered without a "Sí". Each sentence is my own.
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });

describe('what the site does not say', () => {
  it('hands a refund question to a person instead of the FAQ on missed classes', () => {
    expectHandedOff(
      ask,
      [
        'Si me apunto y luego no puedo ir, ¿me devolvéis el dinero?',
        '¿Cuál es la política de devoluciones?',
        'can I get a refund?',
        'Is there a money-back guarantee on in-company training?',
      ],
      { outcome: 'unknown' },
    );
    // A shop's returns are a business matter, not our refunds: no "Sí" about missed classes either way.
    expect(ask('¿Se pueden reducir las devoluciones de una tienda online con IA?').reply).not.toMatch(/grabación/);
  });

  it('does not answer the language of the classes as a course of that language', () => {
    expectHandedOff(ask, ['¿Dais clases en inglés?', 'Do you offer training in English?'], {
      outcome: 'unknown',
      unlike: /No tenemos un curso de ingl|don't offer english/i,
    });
    // A course of English is still a plain no.
    expect(ask('¿Tenéis cursos de inglés?').reply).toMatch(/^No tenemos un curso de inglés/);
  });

  it('reads "al acabar" as when, not as something offered', () => {
    expect(ask('¿Me dais un diploma al acabar?').reply).not.toMatch(/no ofrecemos acabar/);
  });
});

describe('a question between two values', () => {
  it('answers without a "Sí" or a "No"', () => {
    for (const message of ['¿Los cursos online son en directo o grabados?', 'Dime la modalidad del curso de Fundamentos: ¿en remoto o en aula?']) {
      expect(ask(message).reply, message).not.toMatch(/^(Sí|No)[.,:\s]/);
    }
  });

  it('still answers "sí o sí" and two names of one thing as a yes or a no', () => {
    expect(ask('Para el curso de NLP, ¿hay que saber Python sí o sí?').reply).toMatch(/^Sí\./);
    expect(ask('¿Al terminar el curso de NLP te dan algún título o diploma?').reply).toMatch(/^Sí/);
  });
});
