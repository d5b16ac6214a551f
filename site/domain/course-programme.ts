import type { Course, Instructor, SyllabusModule } from '../content/courses.ts';
import { coreFaculty } from '../content/courses/instructors.ts';

/** Spec section 9 defaults for a course's 'Programa' and 'Docentes', each applied only where the course says nothing. */
export const DEFAULT_MODULE_DURATION = '5 horas';
export const DEFAULT_SYLLABUS_DURATION = '8 horas';

export const moduleDuration = (module: SyllabusModule): string => module.duration ?? DEFAULT_MODULE_DURATION;

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
