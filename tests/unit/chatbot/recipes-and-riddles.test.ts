import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { courses } from '../../../site/content/courses.ts';
import { expectHandedOff } from './hand-off.ts';
import { expectSmallTalk } from './small-talk.ts';

/**
 * Visitors who wrap what they say in a game, a riddle or a recipe ("Acertijo: …", "Ingredientes: …
 * Preparación: servir"): the frame's words ask nothing, so the greeting, the thanks or the goodbye
 * inside is answered as such; a dish or a book asked about is still not ours, and a question inside
 * the frame is still answered.
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
const fundamentals = courses.find((course) => course.slug === 'fundamentos-ia');

describe('small talk wrapped in a riddle or a recipe', () => {
  it('thanks, greets back and says goodbye through the frame', () => {
    expectSmallTalk(ask, [
      'Acertijo: cinco letras, empieza por ge y se dice al final. ¿Lo adivinas? ¡Gracias!',
      'Receta de bienvenida: una pizca de cariño y un buenos días al gusto.',
      'Ingredientes: un abrazo y un hasta luego. Preparación: servir enseguida.',
    ]);
  });

  it('reads who answers asked at the end of a riddle, and a person asked for on the line', () => {
    expectSmallTalk(ask, ['Enigma: escribo sin manos y no me canso nunca. ¿Eso eres tú, una máquina?', '¿De qué estás hecho, de cables?']);
    expect(ask("Riddle: I talk, I listen and I'm not a program. Could you get someone like that on the phone?").outcome).toBe('human');
  });

  it('still answers a question asked inside the frame', () => {
    const answer = ask('Adivinanza: ¿cuánto cuesta el curso de Fundamentos?');
    expect(answer.sources[0]?.url).toBe('/cursos/fundamentos-ia');
    expect(answer.reply).toContain(`${fundamentals?.price}€`);
  });
});

describe('dishes and books', () => {
  it('hands off a dish told by what goes in it, and a book to read, whatever "título" it asks for', () => {
    expectHandedOff(
      ask,
      [
        'Hola, ¿me pasas la receta de la paella?',
        'Ingredientes: harina, huevos, patatas y cebolla. ¿Cómo lo preparo?',
        '¿Qué thriller me sugieres leer en la playa?',
        '¿Qué título de género policiaco me recomiendas leer?',
      ],
      { outcome: 'off-topic', unlike: /certifica/i },
    );
  });
});

describe('"vuestros programas"', () => {
  it('lists the courses, not the service whose title says "programar"', () => {
    for (const message of ['Enséñame vuestros programas', 'Vuestros programas, ¿cuáles ofrecéis?', 'Quiero ver vuestros programas formativos']) {
      const answer = ask(message);
      expect(answer.outcome, message).toBe('catalogue');
      expect(answer.sources[0]?.url, message).toBe('/cursos');
    }
  });
});
