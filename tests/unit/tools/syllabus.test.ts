import { describe, expect, it } from 'vitest';
import { getCourse } from '../../../site/content/courses.ts';
import { generateSyllabus } from '../../../site/pages/tools/lib/syllabus.ts';

const fundamentos = getCourse('fundamentos-ia')!;
const machineLearning = getCourse('machine-learning-avanzado')!;
const gpt4 = getCourse('implementacion-gpt4')!;

describe('Syllabus generator', () => {
  it.each([
    {
      name: 'the course at its own level and hours keeps the catalogue programme',
      request: { course: fundamentos, level: 'Principiante', hours: 30, format: 'presencial' },
      hours: [4, 5, 5, 6, 4, 6],
      first: 'Qué es (y qué no es) la inteligencia artificial',
      last: 'Proyecto final: tu plan de adopción',
      sessions: 8,
    },
    {
      name: 'an advanced group gets a deep dive before the final project',
      request: { course: fundamentos, level: 'Avanzado', hours: 36, format: 'online' },
      hours: [4, 5, 5, 6, 4, 6, 6],
      first: 'Qué es (y qué no es) la inteligencia artificial',
      last: 'Proyecto final: tu plan de adopción',
      sessions: 18,
    },
    {
      name: 'a short programme keeps the first modules and always the final project',
      request: { course: fundamentos, level: 'Principiante', hours: 6, format: 'online' },
      hours: [2, 2, 2],
      first: 'Qué es (y qué no es) la inteligencia artificial',
      last: 'Proyecto final: tu plan de adopción',
      sessions: 3,
    },
    {
      name: 'beginners on an advanced course start with a levelling module',
      request: { course: machineLearning, level: 'Principiante', hours: 80, format: 'hibrido' },
      first: 'Nivelación: conceptos y herramientas de partida',
      modules: 9,
      sessions: 27,
    },
    {
      name: 'a course without module durations uses 5 hours per module as weights',
      request: { course: gpt4, level: 'Intermedio', hours: 40, format: 'in-company' },
      modules: gpt4.syllabus!.length,
      sessions: 10,
    },
  ] as const)('$name', (row) => {
    const syllabus = generateSyllabus({ ...row.request });
    const hours = syllabus.modules.map((module) => module.hours);
    expect(hours.reduce((sum, value) => sum + value, 0)).toBe(row.request.hours);
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(2);
    expect(syllabus.modules.map((module) => module.number)).toEqual(hours.map((_, index) => index + 1));
    expect(syllabus.sessions).toBe(row.sessions);
    if ('hours' in row) expect(hours).toEqual(row.hours);
    if ('modules' in row) expect(syllabus.modules).toHaveLength(row.modules!);
    if ('first' in row) expect(syllabus.modules[0]!.title).toBe(row.first);
    if ('last' in row) expect(syllabus.modules.at(-1)!.title).toBe(row.last);
  });

  it('adapts the title and the final project to the focus the visitor gives', () => {
    const syllabus = generateSyllabus({ course: gpt4, level: 'Intermedio', hours: 24, format: 'online', focus: ' la banca ' });
    expect(syllabus.title).toBe('Implementación de GPT-4 en la empresa aplicado a la banca');
    expect(syllabus.modules.at(-1)!.topics.at(-1)).toBe('Aplicación a la banca');
  });

  it('describes the delivery of every module by format and closes with the project review', () => {
    const syllabus = generateSyllabus({ course: fundamentos, level: 'Principiante', hours: 30, format: 'in-company' });
    expect(syllabus.formatLabel).toBe('In company (en vuestras instalaciones)');
    expect(syllabus.modules[0]!.activity).toBe('Taller en vuestras instalaciones, con ejemplos y datos de vuestra empresa.');
    expect(syllabus.modules.at(-1)!.activity).toMatch(/Presentación y revisión del proyecto final\.$/);
    expect(syllabus.summary).toBe(
      'Programa de 30 horas, nivel principiante, en formato in company (en vuestras instalaciones), basado en el temario de nuestro curso Fundamentos de Inteligencia Artificial.',
    );
  });
});
