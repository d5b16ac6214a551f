import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { withoutCourtesy } from '../../../server/chatbot/understand/courtesy.ts';
import { company } from '../../../site/content/company.ts';
import { courses } from '../../../site/content/courses.ts';

const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
const course = (slug: string) => courses.find((item) => item.slug === slug)!;

describe('the courtesy around a question', () => {
  it('takes off the greeting that opens a letter and the closing that ends it', () => {
    expect(withoutCourtesy('Buenos días: ¿podrían indicarme la dirección de su sede? Gracias.')).toBe('¿podrían indicarme la dirección de su sede?');
    expect(withoutCourtesy('Estimados señores: quisiera conocer la tarifa del curso. Quedo a la espera de su respuesta.')).toBe(
      'quisiera conocer la tarifa del curso.',
    );
    expect(withoutCourtesy('Dear team, what does the NLP course cost? Kind regards.')).toBe('what does the NLP course cost?');
    expect(withoutCourtesy('Hola, buenas tardes, ¿cuánto dura el curso? Un cordial saludo')).toBe('¿cuánto dura el curso?');
  });

  it('keeps a message that is all courtesy, and words that are more than courtesy', () => {
    expect(withoutCourtesy('Muy buenos días tenga usted.')).toBe('Muy buenos días tenga usted.');
    expect(withoutCourtesy('Gracias, muy clara la info')).toBe('muy clara la info');
    expect(withoutCourtesy('¿Cuánto cuesta? Gracias por el curso de NLP')).toBe('¿Cuánto cuesta? Gracias por el curso de NLP');
    expect(withoutCourtesy('¿cuánto cuesta el curso de NLP?')).toBe('¿cuánto cuesta el curso de NLP?');
  });

  it('answers the question a formal letter asks, and "usted" as the visitor addressing us', () => {
    const address = ask('Buenas tardes: ¿podrían indicarme la dirección de su sede? Gracias.');
    expect(address.reply).toContain(company.address.street);
    expect(address.handoff).toBe(false);
    const price = ask('Buenos días: quisiera saber qué precio tiene la formación Fundamentos de Inteligencia Artificial. Un cordial saludo.');
    expect(price.sources[0]?.url).toBe('/cursos/fundamentos-ia');
    expect(price.reply).toContain(`${course('fundamentos-ia').price}€`);
    const weeks = ask('Estimados señores: ¿podrían indicarme cuántas semanas abarca la formación NLP con Transformers? Gracias.');
    expect(weeks.reply).toContain(course('nlp-transformers').duration);
  });

  it('keeps thanks and greetings small talk, however politely they are put', () => {
    for (const message of [
      'mil gracias, muy clara la info',
      'Vale, gracias',
      'Muchas gracias. Un saludo.',
      'Muy buenos días tenga usted.',
      'Le agradezco sinceramente la información facilitada. Un cordial saludo.',
      'Disculpe, ¿estoy conversando con un programa informático? Gracias.',
      'Buenas tardes, ¿cómo se encuentra usted?',
      'muchas grasias x la ayuda, eres un sol',
      'cheers, super clear answer',
      // Latin America's "¿cómo les va por allá?", "qué buena onda", and a greeting from where the visitor writes.
      'buen día, ¿cómo les va por allá?',
      'jajaja qué buena onda',
      'good morning from Bogota',
      'saludos desde Murcia',
    ]) {
      const answer = ask(message);
      expect(answer.outcome, message).toBe('small-talk');
      expect(answer.handoff, message).toBe(false);
    }
    // A question after the greeting is still answered.
    expect(ask('hola desde Lima, ¿cuánto cuesta el curso de NLP?').sources[0]?.url).toBe('/cursos/nlp-transformers');
  });
});

describe('the catalogue asked for formally', () => {
  it('lists the courses for "la lista de formaciones que ofrecen" and says what else we do for "¿a qué más os dedicáis?"', () => {
    expect(ask('Buenas tardes: ¿podrían enviarme la lista de formaciones que ofrecen? Un saludo.').sources[0]?.url).toBe('/cursos');
    expect(ask('y aparte de los cursos vosotros a que mas os dedicais').sources[0]?.url).toBe('/servicios');
  });
});

describe('a formal letter about us, our prices and personal data', () => {
  it('reads "su empresa" as ours, "la información personal que les facilito" as privacy, and "¿qué tarifa aplican?" as a price', () => {
    expect(ask('Buenas tardes: me gustaría saber algo más sobre su empresa y el equipo que la integra. Un saludo.').sources[0]?.url).toBe('/nosotros');
    expect(ask('Buenos días: quisiera conocer qué uso hacen ustedes de la información personal que les facilito. Un cordial saludo.').sources[0]?.url).toBe(
      '/privacidad',
    );
    const history = [
      { role: 'user' as const, content: '¿Dais clases particulares?' },
      { role: 'assistant' as const, content: 'Sí: Clases particulares de IA, desde 40€/h.' },
    ];
    expect(engine.answer({ message: 'Muy amable. ¿Qué tarifa aplican? Un saludo.', history }).sources[0]?.url).toBe('/servicios/clases-particulares-ia');
    expect(ask('Good afternoon, and warm greetings to the whole team.').outcome).toBe('small-talk');
  });
});

describe('a hedge before the question, and a goodbye with wishes', () => {
  it('answers what follows "perdonad la pregunta" or "no sé si esto es con vosotros"', () => {
    expect(withoutCourtesy('Perdona la molestia, ¿cuánto dura el curso de NLP?')).toBe('¿cuánto dura el curso de NLP?');
    expect(ask('Disculpad mi ignorancia, no sé si esto va con vosotros: ¿qué puedo estudiar aquí?').sources[0]?.url).toBe('/cursos');
    // A hedge alone is not a question: it is not answered as one.
    expect(ask('no sé si esto es con vosotros').sources[0]?.url).not.toBe('/cursos');
  });

  it('says goodbye to "me despido" and to a wish for the day', () => {
    for (const message of ['Bueno, pues me despido, que tengáis buena tarde.', 'me despido ya', 'que paséis un buen día']) {
      const answer = ask(message);
      expect(answer.outcome, message).toBe('small-talk');
      expect(answer.handoff, message).toBe(false);
    }
  });
});
