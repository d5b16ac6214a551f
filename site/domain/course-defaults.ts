import { company } from '../content/company.ts';
import type { Course, CourseSummary, Instructor, SyllabusModule } from '../content/courses.ts';
import { coreFaculty } from '../content/courses/instructors.ts';

export { DEFAULT_FORMAT, courseFormat } from './course-format.ts';

/** Spec section 9 defaults for a course page, each applied only where the course says nothing. */
export const DEFAULT_MODALITY = 'Online / Presencial en Madrid';
export const DEFAULT_STUDENTS = '+120';
export const DEFAULT_MODULES = 8;
export const DEFAULT_HOURS = 40;
export const DEFAULT_PROJECTS = 5;
export const DEFAULT_MODULE_DURATION = '5 horas';
export const DEFAULT_SYLLABUS_DURATION = '8 horas';

export const courseModality = (course: CourseSummary): string => course.format ?? DEFAULT_MODALITY;

export const studentsLabel = (course: Course): string => (course.studentsCount === undefined ? DEFAULT_STUDENTS : String(course.studentsCount));

export const moduleDuration = (module: SyllabusModule): string => module.duration ?? DEFAULT_MODULE_DURATION;

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

const defaultSyllabus: SyllabusModule[] = [
  {
    title: 'Fundamentos y puesta en marcha',
    description: 'Conceptos clave, entorno de trabajo y primeros ejercicios guiados.',
    topics: ['Conceptos esenciales', 'Preparación del entorno', 'Primer ejercicio práctico'],
  },
  {
    title: 'Técnicas principales',
    description: 'Las técnicas centrales del curso, explicadas con ejemplos reales.',
    topics: ['Técnicas y modelos de referencia', 'Buenas prácticas', 'Errores frecuentes'],
  },
  {
    title: 'Herramientas profesionales',
    description: 'Las herramientas que se usan en los equipos de IA de empresa.',
    topics: ['Librerías y plataformas', 'Flujo de trabajo', 'Evaluación de resultados'],
  },
  {
    title: 'Casos prácticos',
    description: 'Resolución guiada de casos inspirados en proyectos de clientes.',
    topics: ['Análisis del problema', 'Diseño de la solución', 'Presentación de resultados'],
  },
  {
    title: 'Proyecto final',
    description: 'Un proyecto propio, revisado por el equipo docente, para tu portfolio.',
    topics: ['Planificación', 'Desarrollo', 'Defensa y feedback'],
  },
].map((module) => ({ ...module, duration: DEFAULT_SYLLABUS_DURATION }));

export const courseSyllabus = (course: Course): SyllabusModule[] => (course.syllabus && course.syllabus.length > 0 ? course.syllabus : defaultSyllabus);

export const courseInstructors = (course: Course): Instructor[] => (course.instructors && course.instructors.length > 0 ? course.instructors : coreFaculty);
