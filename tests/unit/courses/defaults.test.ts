import { describe, expect, it } from 'vitest';
import { getCourse, type Course } from '../../../site/content/courses.ts';
import { certificationText, courseFormat, courseModality, statTiles, studentsLabel } from '../../../site/domain/course-defaults.ts';
import { courseInstructors, courseSyllabus, moduleDuration } from '../../../site/domain/course-programme.ts';

const course = (slug: string): Course => {
  const found = getCourse(slug);
  if (!found) throw new Error(`missing course ${slug}`);
  return found;
};

describe('course page defaults', () => {
  it("shows the format, or 'Online / Presencial' when the course has none", () => {
    expect(courseFormat(course('fundamentos-ia'))).toBe('Online en directo');
    expect(courseFormat(course('ia-generativa'))).toBe('Online / Presencial');
  });

  it("shows the modality tile, or 'Online / Presencial en Madrid' when the course has none", () => {
    expect(courseModality(course('machine-learning-avanzado'))).toBe('Híbrido (online y Madrid)');
    expect(courseModality(course('ia-generativa'))).toBe('Online / Presencial en Madrid');
  });

  it("shows the student count, or '+120' when the course has none", () => {
    expect(studentsLabel(course('fundamentos-ia'))).toBe('1240');
    expect(studentsLabel(course('implementacion-gpt4'))).toBe('+120');
  });

  it('fills the stat tiles with modules 8, hours 40, projects 5 when the course gives none', () => {
    expect(statTiles(course('implementacion-gpt4'))).toEqual([
      { label: 'Módulos', value: '8' },
      { label: 'Horas', value: '40' },
      { label: 'Proyectos', value: '5' },
      { label: 'Certificación', value: 'Sí' },
    ]);
    expect(statTiles(course('ia-generativa')).map((tile) => tile.value)).toEqual(['5', '40', '5', 'No']);
  });

  it("names the certificate 'Certificado oficial de IA Academy' or says 'No incluye certificación'", () => {
    expect(certificationText(course('fundamentos-ia'))).toBe('Certificado oficial de IA Academy');
    expect(certificationText(course('ia-generativa'))).toBe('No incluye certificación');
  });

  it("uses a 5-module syllabus of '8 horas' each when the course has none", () => {
    const syllabus = courseSyllabus(course('nlp-transformers'));
    expect(syllabus).toHaveLength(5);
    expect(syllabus.map(moduleDuration)).toEqual(Array(5).fill('8 horas'));
  });

  it("keeps the course's own syllabus when it has one", () => {
    expect(courseSyllabus(course('machine-learning-avanzado'))).toHaveLength(8);
  });

  it("gives a module without duration '5 horas'", () => {
    const modules = courseSyllabus(course('ia-generativa'));
    expect(modules[3]?.duration).toBeUndefined();
    expect(moduleDuration(modules[3]!)).toBe('5 horas');
    expect(moduleDuration(modules[0]!)).toBe('6 horas');
  });

  it('presents four default instructors when the course names none', () => {
    const faculty = courseInstructors(course('ia-generativa'));
    expect(faculty).toHaveLength(4);
    expect(faculty.map((person) => person.name)).toEqual(['Laura Méndez', 'Javier Ortega', 'Marta Soler', 'Daniel Ruiz']);
    expect(courseInstructors(course('fundamentos-ia')).map((person) => person.name)).toEqual(['Laura Méndez', 'Carmen Vidal']);
  });
});
