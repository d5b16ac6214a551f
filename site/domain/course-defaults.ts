import { company } from '../content/company.ts';
import type { Course, CourseSummary } from '../content/courses.ts';

export { DEFAULT_FORMAT, courseFormat } from './course-format.ts';
// The syllabus and the faculty (the page's hidden tabs) are in course-programme.ts, a module of
// their own so the page's first load does not carry them.

/** Spec section 9 defaults for a course page, each applied only where the course says nothing. */
export const DEFAULT_MODALITY = 'Online / Presencial en Madrid';
export const DEFAULT_STUDENTS = '+120';
export const DEFAULT_MODULES = 8;
export const DEFAULT_HOURS = 40;
export const DEFAULT_PROJECTS = 5;

export const courseModality = (course: CourseSummary): string => course.format ?? DEFAULT_MODALITY;

export const studentsLabel = (course: Course): string => (course.studentsCount === undefined ? DEFAULT_STUDENTS : String(course.studentsCount));

export const certificationText = (course: Course): string => (course.certificate ? `Certificado oficial de ${company.brand}` : 'No incluye certificación');

export interface StatTile {
  label: string;
  value: string;
}

export function statTiles(course: Course): StatTile[] {
  return [
    { label: 'Módulos', value: String(course.modules ?? DEFAULT_MODULES) },
    { label: 'Horas', value: String(course.hours ?? DEFAULT_HOURS) },
    { label: 'Proyectos', value: String(course.projects ?? DEFAULT_PROJECTS) },
    { label: 'Certificación', value: course.certificate ? 'Sí' : 'No' },
  ];
}
