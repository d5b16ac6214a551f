import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-nlp',
  image: catalogueImage('services', 'nlp', 'Ilustración abstracta de burbujas de texto enlazadas'),
  features: [
    'Clasificación automática de correos, tickets y documentos',
    'Extracción de entidades y datos clave',
    'Buscadores semánticos sobre tu documentación',
    'Resúmenes y análisis de opinión',
  ],
  technologies: ['Transformers', 'spaCy', 'Embeddings', 'Elasticsearch', 'OpenAI API', 'Python'],
  whatsappInfo: {
    message: 'Hola, tenemos mucho texto que procesar (documentos, correos, opiniones). ¿Podéis ayudarnos con NLP?',
    category: 'technical_support',
  },
  details: {
    overview:
      'Contratos, correos, reseñas, expedientes: la mayor parte de la información de una empresa está en texto. Diseñamos soluciones de procesamiento del lenguaje natural que leen ese texto por ti, lo clasifican, extraen los datos importantes y permiten buscar por significado y no solo por palabras.',
    process: [
      { title: 'Muestra de textos', description: 'Analizamos ejemplos reales y definimos qué hay que extraer o clasificar.' },
      { title: 'Modelo base', description: 'Probamos modelos existentes y medimos su calidad en tus textos.' },
      { title: 'Ajuste', description: 'Afinamos el modelo con ejemplos etiquetados por tu equipo.' },
      { title: 'Integración', description: 'Conectamos el modelo con tus sistemas y medimos el ahorro.' },
    ],
    useCases: [
      { title: 'Atención al cliente', description: 'Tickets clasificados y enviados al equipo adecuado al instante.' },
      { title: 'Legal y cumplimiento', description: 'Cláusulas y fechas clave extraídas de contratos.' },
      { title: 'Voz del cliente', description: 'Opiniones agrupadas por tema y sentimiento.' },
    ],
  },
};
