import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { expectHandedOff } from './hand-off.ts';
import { expectSmallTalk as expectSmallTalkOf } from './small-talk.ts';

/**
 * An older visitor's very formal Spanish (a form of address, a sign-off and a name on one line, an
 * apology before the question) and messages written as a form ("Asunto:", "Motivo:", a list): the
 * wrapping is nobody's question. Each message is my own, none from an evaluation set.
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
const expectSmallTalk = (messages: readonly string[], reply?: RegExp) => expectSmallTalkOf(ask, messages, reply);

describe('a formal greeting signed on one line', () => {
  it('greets back a "reciban mi saludo" signed with a name, and thanks signed the same way', () => {
    expectSmallTalk(['Estimados señores: les hago llegar mi saludo más afectuoso. Atentamente, Gregorio Salinas'], /Hola/);
    expectSmallTalk(['Les agradezco mucho su paciencia con una persona mayor. Cordialmente, Remedios'], /De nada/);
  });

  it('still answers the question of a message signed on one line, without the name', () => {
    const answer = ask('¿Cuánto cuesta el curso de NLP con Transformers? Un cordial saludo, Amparo Lozano');
    expect(answer.reply).toMatch(/1290/);
    expect(answer.reply).not.toMatch(/Amparo|Lozano/);
  });
});

describe('who answers, asked as a bare choice or after an apology', () => {
  it('says what it is for "¿bot o humano?" and "¿una máquina o alguien real?"', () => {
    expectSmallTalk(['¿bot o humano?', '¿Una máquina o alguien real?'], /asistente virtual/);
  });

  it('says what it is after "disculpe mi curiosidad" or a plain "perdone"', () => {
    expectSmallTalk(
      ['Disculpe mi curiosidad, pero ¿con quién tengo el gusto de hablar?', 'Perdone, ¿con quién tengo el gusto de tratar?'],
      /asistente virtual/,
    );
  });
});

describe('an apology before the question', () => {
  it('lists the courses after "Disculpe." or "disculpe la molestia"', () => {
    for (const message of ['Disculpe. Me gustaría saber qué programas ofrecen.', 'Disculpe la molestia, qué programas imparten ustedes']) {
      expect(ask(message).outcome, message).toBe('catalogue');
    }
  });
});

describe('a message written as a form', () => {
  it('hands over to a person when the form names the sales team and asks to speak with them', () => {
    expect(ask('Asunto: presupuesto\nDestinatario: departamento comercial\nMotivo: quiero hablar con ellos').outcome).toBe('human');
  });

  it('still answers a form that asks about a course', () => {
    expect(ask('Asunto: información\nCurso: Fundamentos de IA\nPregunta: ¿precio?').reply).toMatch(/890/);
  });
});

describe('errands of other kinds', () => {
  it('hands off sums, clocks abroad, paintings, crime novels, translations and elections', () => {
    expectHandedOff(
      ask,
      [
        'Operación:\n- 128 multiplicado por 7\n- ¿cuánto da?',
        'Hora local de Sídney ahora mismo',
        '¿Me dice usted qué hora es ahora en Canadá?',
        // (With "usted", the typo fixer reads "tienen" as "tenéis".)
        '¿Sabría usted decirme qué hora tienen en Corea ahora mismo?',
        '¿Quién pintó Las Meninas?',
        'Busco una novela policiaca para el verano',
        'Frase: gracias por todo. A la lengua de Alemania, por favor',
        'Dudas sobre la jornada electoral: ¿a quién voto?',
      ],
      // The scope message, never a "no ofrecemos" about a word of the errand ("no ofrecemos corea").
      { outcome: 'off-topic', unlike: /no ofrecemos/ },
    );
  });
});
