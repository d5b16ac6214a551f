/**
 * The academy's programmes by intake (convocatoria): the home's featured cards (spec section 9).
 * They are not catalogue courses; /cursos#itinerarios explains each one and how it relates to the
 * catalogue.
 */
export interface FeaturedCourse {
  /** Anchor of the programme on /cursos. */
  id: string;
  title: string;
  description: string;
  level: 'Básico' | 'Avanzado' | 'Especializado';
  price: number;
  duration: string;
  features: string[];
  popular: boolean;
  rating: number;
  /** What the programme is, next to the catalogue. */
  explanation: string;
  /** The catalogue course to follow or compare with, when there is one. */
  relatedCourse?: string;
}

/** Spec section 9, "Featured course cards". */
export const featuredCourses: FeaturedCourse[] = [
  {
    id: 'programa-fundamentos-empresas',
    title: 'Fundamentos de IA para Empresas',
    description: 'Entiende qué puede hacer la IA por tu negocio y lidera su adopción con criterio.',
    level: 'Básico',
    price: 499,
    duration: '8 semanas',
    features: ['Clases en directo', 'Certificación oficial'],
    popular: false,
    rating: 4.9,
    explanation:
      'Programa para equipos de negocio y mandos: una clase en directo por semana, sin programar, con certificación oficial. Quien quiera practicar con herramientas y datos sigue con el curso de Fundamentos de Inteligencia Artificial del catálogo.',
    relatedCourse: 'fundamentos-ia',
  },
  {
    id: 'programa-machine-learning',
    title: 'Machine Learning Avanzado',
    description: 'Diseña, entrena y despliega modelos de machine learning listos para producción.',
    level: 'Avanzado',
    price: 899,
    duration: '12 semanas',
    features: ['Proyectos prácticos', 'Mentoría personalizada'],
    popular: true,
    rating: 4.9,
    explanation:
      'La versión en línea del itinerario de machine learning: clases grabadas, proyectos prácticos y una mentoría personal cada dos semanas. El curso Machine Learning Avanzado del catálogo cubre el mismo temario en formato híbrido, con sesiones presenciales en Madrid.',
    relatedCourse: 'machine-learning-avanzado',
  },
  {
    id: 'programa-deep-learning',
    title: 'Deep Learning y Redes Neuronales',
    description: 'Domina las arquitecturas profundas que hay detrás de la visión artificial y los modelos de lenguaje.',
    level: 'Especializado',
    price: 1299,
    duration: '16 semanas',
    features: ['GPUs de alta capacidad', 'Proyectos de investigación'],
    popular: false,
    rating: 4.9,
    explanation:
      'Programa especializado con plazas limitadas y entrevista de acceso. Abre convocatoria dos veces al año y aún no tiene curso equivalente en el catálogo: escríbenos y te avisamos de la próxima.',
  },
];
