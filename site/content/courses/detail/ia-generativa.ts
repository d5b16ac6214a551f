import type { CourseBody } from '../types.ts';

/**
 * A practical workshop: no official certificate, teachers assigned per edition (the page then
 * presents the core faculty) and the format chosen per edition (see nextDates).
 */
export const courseBody: CourseBody = {
  id: 'curso-ia-generativa',
  longDescription:
    'Un taller intensivo y muy práctico. Empezamos por el funcionamiento de los grandes modelos de lenguaje y de difusión, pasamos a técnicas avanzadas de instrucciones y evaluación de resultados, y terminamos construyendo pequeñas automatizaciones que conectan un modelo generativo con documentos, hojas de cálculo y el correo. Hablamos también de derechos de autor, protección de datos y cómo redactar una política de uso para tu equipo.',
  studentsCount: 845,
  modules: 5,
  hours: 40,
  projects: 5,
  certificate: false,
  syllabus: [
    {
      title: 'Cómo funcionan los modelos generativos',
      duration: '6 horas',
      description: 'Modelos de lenguaje, de difusión y multimodales, sin tecnicismos innecesarios.',
      topics: ['Tokens y contexto', 'Modelos abiertos y comerciales', 'Coste y latencia'],
    },
    {
      title: 'Instrucciones que funcionan',
      duration: '8 horas',
      description: 'Técnicas de redacción de instrucciones y plantillas reutilizables.',
      topics: ['Rol, contexto y formato', 'Ejemplos en la instrucción', 'Cadenas de razonamiento'],
    },
    {
      title: 'Imagen y contenido visual',
      duration: '8 horas',
      description: 'Generación y edición de imágenes para marketing y comunicación.',
      topics: ['Estilo y coherencia de marca', 'Edición por regiones', 'Derechos de uso'],
    },
    {
      title: 'Automatizaciones con IA',
      description: 'Conecta un modelo con tus herramientas de trabajo mediante flujos sin código.',
      topics: ['Flujos sin código', 'Extracción de datos de documentos', 'Respuestas de correo asistidas'],
    },
    {
      title: 'Calidad, riesgos y proyecto final',
      duration: '13 horas',
      description: 'Evaluación de resultados, política de uso y proyecto aplicado a tu trabajo.',
      topics: ['Evaluación de respuestas', 'Protección de datos', 'Presentación del proyecto'],
    },
  ],
  requirements: ['Usar habitualmente herramientas ofimáticas', 'Haber probado algún asistente de IA'],
  targetAudience: [
    'Profesionales de marketing, comunicación y contenidos',
    'Equipos de operaciones y administración',
    'Consultores y freelances que quieren ofrecer servicios con IA',
  ],
};
