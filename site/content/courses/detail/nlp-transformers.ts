import { catalogueImage } from './image.ts';
import { danielRuiz, martaSoler } from './instructors.ts';
import type { Course } from './types.ts';

/**
 * The syllabus is still being rewritten for the 2027 editions, so the page shows the standard
 * five-module outline; the description is left to the page's default text as well.
 */
export const nlpTransformers: Course = {
  id: 'curso-nlp-transformers',
  slug: 'nlp-transformers',
  title: 'NLP con Transformers',
  description:
    'Domina el procesamiento del lenguaje natural moderno: clasificación de textos, extracción de información y búsqueda semántica con modelos Transformer.',
  level: 'Intermedio-Avanzado',
  format: 'Online en directo',
  duration: '10 semanas',
  tags: ['NLP', 'Transformers', 'Python', 'LLM'],
  image: catalogueImage('courses', 'nlp-transformers', 'Ilustración abstracta de bloques de texto conectados por líneas de atención'),
  price: 1290,
  badge: { text: 'Nuevo temario', color: 'emerald' },
  instructor: martaSoler,
  instructors: [martaSoler, danielRuiz],
  rating: 4.7,
  reviewCount: 96,
  studentsCount: 310,
  modules: 5,
  hours: 40,
  projects: 4,
  certificate: true,
  skills: [
    'Ajustar modelos Transformer a textos propios',
    'Construir buscadores semánticos con embeddings',
    'Extraer entidades y relaciones de documentos',
    'Evaluar modelos de lenguaje en español',
  ],
  requirements: [
    'Programación en Python',
    'Conocimientos básicos de machine learning',
    'Nociones de álgebra lineal',
  ],
  targetAudience: [
    'Desarrolladores que trabajan con grandes volúmenes de texto',
    'Científicos de datos que quieren especializarse en lenguaje',
    'Equipos de atención al cliente y legal-tech con perfil técnico',
  ],
  nextDates: [
    { date: '2027-02-15', modality: 'Online' },
    { date: '2027-10-04', modality: 'Online' },
  ],
};
