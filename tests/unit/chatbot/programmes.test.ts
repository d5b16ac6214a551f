import { describe, expect, it } from 'vitest';
import { ChatEngine } from '../../../server/chatbot/engine.ts';
import { getCourse } from '../../../site/content/courses.ts';
import { featuredCourses } from '../../../site/content/programmes.ts';

/**
 * The programmes by intake on /cursos are not catalogue courses: a question that names one by
 * "programa" and a word of its own title, or by its own price, gets its figures; the catalogue
 * course that shares a title keeps its own answers.
 */
const engine = new ChatEngine();
const ask = (message: string) => engine.answer({ message });
const byId = (id: string) => featuredCourses.find((item) => item.id === id);

describe('the programmes by intake', () => {
  it('answers the programme named by "programa" and a word of its own title', () => {
    const deep = byId('programa-deep-learning');
    expect(deep).toBeDefined();
    const answer = ask('¿Cuánto cuesta el programa de Deep Learning y Redes Neuronales?');
    expect(answer.sources[0]?.url).toBe('/cursos');
    expect(answer.reply).toContain(`${deep?.price}€`);
    expect(ask('Do you run any deep learning programme?').reply).toContain(deep?.title);
  });

  it('tells a programme by its own price from the catalogue course of the same name, and gives both prices', () => {
    const online = byId('programa-machine-learning');
    const course = getCourse('machine-learning-avanzado');
    expect(online?.price).not.toBe(course?.price);
    const reply = ask(`el programa de machine learning de ${online?.price} lleva mentoria?`).reply;
    expect(reply).toMatch(/mentoría/);
    expect(reply).toContain(`${course?.price}€`);
  });

  it('weighs a programme against the catalogue course of the same name: both linked, both prices, how they relate', () => {
    const online = byId('programa-machine-learning');
    const course = getCourse('machine-learning-avanzado');
    for (const message of [
      'diferencia entre el curso de ML avanzado y el programa de machine learning online',
      '¿En qué se diferencia el programa Machine Learning Avanzado del curso del catálogo con el mismo nombre?',
    ]) {
      const answer = ask(message);
      expect(answer.sources.map((source) => source.url).slice(0, 2), message).toEqual(['/cursos', '/cursos/machine-learning-avanzado']);
      expect(answer.reply, message).toContain(`${online?.price}€`);
      expect(answer.reply, message).toContain(`${course?.price}€`);
    }
    // "El programa del curso" is its syllabus.
    expect(ask('¿cuál es el programa del curso de machine learning avanzado?').sources[0]?.url).toBe('/cursos/machine-learning-avanzado');
  });

  it('leaves the catalogue course its own answers', () => {
    const course = getCourse('machine-learning-avanzado');
    const answer = ask('¿cuánto cuesta machine learning avanzado?');
    expect(answer.sources[0]?.url).toBe('/cursos/machine-learning-avanzado');
    expect(answer.reply).toContain(`${course?.price}€`);
    expect(ask('temario de fundamentos').sources[0]?.url).toBe('/cursos/fundamentos-ia');
  });
});

describe('the programmes asked for as a kind', () => {
  const engine = new ChatEngine();
  it('lists every programme with its level, length and price, on /cursos', () => {
    for (const message of ['¿qué programas por convocatoria tenéis?', '¿hay itinerarios?', 'Which programmes do you offer?']) {
      const answer = engine.answer({ message });
      expect(answer.sources[0]?.url, message).toBe('/cursos');
      expect(answer.reply, message).toMatch(/499.*899.*1[.,]?299/);
    }
  });

  it('leaves "nadie programa" and the in-company itinerary alone', () => {
    expect(engine.answer({ message: 'somos 30 en administración y nadie programa, ¿qué curso nos recomendáis?' }).reply).not.toMatch(
      /programas por convocatoria/,
    );
    expect(engine.answer({ message: '¿qué incluye el itinerario de transformación?' }).reply).not.toMatch(/programas por convocatoria/);
  });
});
