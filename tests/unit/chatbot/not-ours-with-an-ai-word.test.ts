import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { expectHandedOff } from './hand-off.ts';

/**
 * Questions that carry an AI word but ask about the visitor's school work or another company's
 * people: never a course or a service of ours. Each message is my own, none from an evaluation set.
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });

describe('an AI word beside what is not ours', () => {
  it('hands off the best AI to do the homework with', () => {
    expectHandedOff(ask, ['¿Qué IA me recomiendas para que me haga los deberes de mates?', 'una IA para resolver mis tareas de clase'], {
      outcome: 'off-topic',
    });
  });

  it('hands off who runs another AI company', () => {
    expectHandedOff(ask, ['¿Quién es el fundador de OpenAI?', '¿cómo se llama la presidenta de Nvidia?'], { outcome: 'off-topic' });
  });

  it('still answers who runs IA Academy and the course on GPT-4', () => {
    expect(ask('¿Quién es el fundador de IA Academy?').sources[0]?.url).toBe('/nosotros');
    expect(ask('¿Cuánto cuesta el curso de GPT-4?').reply).toMatch(/1190/);
  });
});
