import { danielRuiz, martaSoler } from '../instructors.ts';
import type { CourseBody } from '../types.ts';

/**
 * The syllabus is still being rewritten for the 2027 editions, so the page shows the standard
 * five-module outline; the description is left to the page's default text as well.
 */
export const courseBody: CourseBody = {
  id: 'curso-nlp-transformers',
  instructor: martaSoler,
  instructors: [martaSoler, danielRuiz],
  studentsCount: 310,
  modules: 5,
  hours: 40,
  projects: 4,
  certificate: true,
  requirements: ['Programación en Python', 'Conocimientos básicos de machine learning', 'Nociones de álgebra lineal'],
  targetAudience: [
    'Desarrolladores que trabajan con grandes volúmenes de texto',
    'Científicos de datos que quieren especializarse en lenguaje',
    'Equipos de atención al cliente y legal-tech con perfil técnico',
  ],
};
