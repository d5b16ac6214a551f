import { catalogueImage } from '../catalogue-image.ts';
import type { CourseSummary } from './types.ts';

/**
 * What the catalogue cards, the filters, the related courses and the page heads show of each
 * course, in catalogue order. The rest of each course lives in detail/<slug>.ts, loaded only by its
 * own page.
 */
export const courseSummaries: readonly CourseSummary[] = [
  {
    slug: 'fundamentos-ia',
    title: 'Fundamentos de Inteligencia Artificial',
    description: 'Entiende qué puede hacer la IA por tu trabajo, cómo funcionan los modelos y cómo empezar a usarlos con criterio, sin necesidad de programar.',
    level: 'Principiante',
    format: 'Online en directo',
    duration: '6 semanas',
    tags: ['IA', 'Fundamentos', 'Empresa', 'Sin programación'],
    image: catalogueImage('courses', 'fundamentos-ia', 'Ilustración abstracta de una red de nodos sobre un degradado índigo'),
    price: 890,
    featured: true,
    badge: { text: 'Más vendido', color: 'indigo' },
    rating: 4.8,
    reviewCount: 214,
    skills: [
      'Explicar con claridad cómo funciona un modelo de IA',
      'Usar asistentes de IA generativa de forma productiva y segura',
      'Identificar casos de uso con retorno en tu área',
      'Evaluar proveedores y herramientas con criterio',
    ],
    nextDates: [
      { date: '2027-01-18', modality: 'Online' },
      { date: '2027-03-08', modality: 'Online' },
      { date: '2027-05-10', modality: 'Online' },
    ],
  },
  {
    slug: 'machine-learning-avanzado',
    title: 'Machine Learning Avanzado',
    description:
      'Construye, evalúa y despliega modelos de aprendizaje automático de nivel profesional, desde el ensamblado de modelos hasta MLOps en producción.',
    level: 'Avanzado',
    format: 'Híbrido (online y Madrid)',
    duration: '12 semanas',
    tags: ['Machine Learning', 'Python', 'MLOps', 'Producción'],
    image: catalogueImage('courses', 'machine-learning-avanzado', 'Ilustración abstracta de curvas de aprendizaje y puntos de datos en tonos violeta'),
    price: 1490,
    originalPrice: 1790,
    featured: true,
    badge: { text: 'Más popular', color: 'amber' },
    rating: 4.9,
    reviewCount: 168,
    skills: [
      'Diseñar pipelines de machine learning reproducibles',
      'Optimizar y explicar modelos de ensamblado',
      'Desplegar modelos como servicio y monitorizarlos',
      'Traducir métricas técnicas a impacto de negocio',
    ],
    nextDates: [
      { date: '2027-02-01', modality: 'Híbrido', city: 'Madrid' },
      { date: '2027-09-20', modality: 'Híbrido', city: 'Madrid' },
    ],
  },
  {
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
    rating: 4.7,
    reviewCount: 96,
    skills: [
      'Ajustar modelos Transformer a textos propios',
      'Construir buscadores semánticos con embeddings',
      'Extraer entidades y relaciones de documentos',
      'Evaluar modelos de lenguaje en español',
    ],
    nextDates: [
      { date: '2027-02-15', modality: 'Online' },
      { date: '2027-10-04', modality: 'Online' },
    ],
  },
  {
    slug: 'ia-generativa',
    title: 'IA Generativa para Profesionales',
    description: 'Aprende a crear textos, imágenes y automatizaciones con modelos generativos, y a integrarlos en tus procesos con seguridad y calidad.',
    level: 'Intermedio',
    duration: '8 semanas',
    tags: ['IA Generativa', 'LLM', 'Prompts', 'Automatización'],
    image: catalogueImage('courses', 'ia-generativa', 'Una instrucción que genera una imagen, un texto y un flujo'),
    price: 990,
    originalPrice: 1250,
    badge: { text: 'Oferta de lanzamiento', color: 'rose' },
    rating: 4.8,
    reviewCount: 132,
    skills: [
      'Redactar instrucciones precisas y reutilizables',
      'Generar contenido visual coherente con una marca',
      'Automatizar tareas repetitivas con modelos generativos',
      'Aplicar criterios de calidad, privacidad y derechos de autor',
    ],
    nextDates: [
      { date: '2027-01-25', modality: 'Online' },
      { date: '2027-04-12', modality: 'Presencial', city: 'Madrid' },
      { date: '2027-06-07', modality: 'Presencial', city: 'Barcelona' },
    ],
  },
  {
    slug: 'implementacion-gpt4',
    title: 'Implementación de GPT-4 en la empresa',
    description: 'Lleva GPT-4 a los procesos de tu empresa: casos de uso, arquitectura, conexión con tus datos, seguridad, costes y medición del retorno.',
    level: 'Intermedio',
    format: 'Online en directo',
    duration: '5 semanas',
    tags: ['GPT-4', 'LLM', 'Empresa', 'Automatización'],
    image: catalogueImage('courses', 'implementacion-gpt4', 'Ilustración abstracta de un modelo de lenguaje conectado a los sistemas de la empresa'),
    price: 1190,
    featured: true,
    badge: { text: 'Plazas limitadas', color: 'rose' },
    rating: 4.9,
    reviewCount: 18,
    skills: [
      'Elegir los casos de uso de GPT-4 con mayor retorno',
      'Diseñar una arquitectura de asistente conectada a datos internos',
      'Controlar costes, riesgos y cumplimiento normativo',
      'Medir el impacto y escalar el despliegue',
    ],
    nextDates: [
      { date: '2027-01-11', modality: 'Online' },
      { date: '2027-03-01', modality: 'Online' },
    ],
  },
];
