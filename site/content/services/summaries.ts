import { serviceNames } from './names.ts';
import type { ServiceSummary } from './types.ts';

/**
 * What the lists, the sidebars and the page heads show of each service, in navigation order then
 * footer order. The rest of each service lives in detail/<slug>.ts, loaded only by its own page.
 */
export const serviceSummaries: readonly ServiceSummary[] = [
  {
    slug: 'clases-particulares-ia',
    title: serviceNames['clases-particulares-ia'],
    description: 'Clases individuales de inteligencia artificial a tu ritmo: desde los conceptos básicos hasta proyectos de machine learning con Python.',
    icon: 'user',
    price: 'Desde 40€/h',
  },
  {
    slug: 'profesor-ai-impartir',
    title: serviceNames['profesor-ai-impartir'],
    description: 'Docentes expertos en inteligencia artificial para impartir clases, cursos y talleres en tu centro educativo, academia o empresa.',
    icon: 'presentation',
    price: 'Desde 150€',
  },
  {
    slug: 'ia-para-empresas',
    title: serviceNames['ia-para-empresas'],
    description: 'Acompañamiento integral para incorporar la inteligencia artificial en tu empresa: estrategia, implantación y formación de equipos.',
    icon: 'building',
    price: 'Desde 2500€',
  },
  {
    slug: 'desarrollo-apps-ai',
    title: serviceNames['desarrollo-apps-ai'],
    description: 'Creamos aplicaciones web y móviles con inteligencia artificial integrada: asistentes, reconocimiento de imágenes, recomendaciones y más.',
    icon: 'smartphone',
    price: 'Desde 4500€',
  },
  {
    slug: 'ai-agencias-marketing',
    title: serviceNames['ai-agencias-marketing'],
    description:
      'Flujos de trabajo con IA para agencias: producción de contenidos, análisis de campañas y propuestas más rápidas sin perder la voz de cada marca.',
    icon: 'megaphone',
    price: 'Desde 890€',
  },
  {
    slug: 'apoyo-academico-ia-ml',
    title: serviceNames['apoyo-academico-ia-ml'],
    description: 'Tutorías para estudiantes de grado, máster y doctorado: asignaturas de IA, prácticas, trabajos de fin de estudios y preparación de exámenes.',
    icon: 'book-open',
    price: 'Desde 45€/h',
  },
  {
    slug: 'ia-sin-programar',
    title: serviceNames['ia-sin-programar'],
    description: 'Aprende a usar y automatizar con inteligencia artificial sin escribir código, con herramientas visuales y asistentes listos para usar.',
    icon: 'blocks',
    price: 'Desde 290€',
  },
  {
    slug: 'consultoria-estrategica',
    title: serviceNames['consultoria-estrategica'],
    description: 'Una hoja de ruta de inteligencia artificial priorizada por retorno, con presupuesto, indicadores y plan de gobierno.',
    icon: 'compass',
    price: 'Desde 1900€',
  },
  {
    slug: 'desarrollo-ml',
    title: serviceNames['desarrollo-ml'],
    description: 'Modelos predictivos a medida, entrenados con tus datos y desplegados en producción con monitorización y reentrenamiento.',
    icon: 'cpu',
    price: 'Desde 6000€',
  },
  {
    slug: 'automatizacion-inteligente',
    title: serviceNames['automatizacion-inteligente'],
    description: 'Automatizamos procesos repetitivos combinando flujos de trabajo, lectura de documentos y modelos de IA, con revisión humana donde importa.',
    icon: 'workflow',
    price: 'Desde 1500€',
  },
  {
    slug: 'analisis-datos',
    title: serviceNames['analisis-datos'],
    description: 'Unificamos tus datos y creamos cuadros de mando y análisis predictivos para que cada área decida con información fiable.',
    icon: 'chart',
    price: 'Desde 1200€',
  },
  {
    slug: 'nlp',
    title: serviceNames['nlp'],
    description: 'Soluciones que entienden textos en español y otros idiomas: clasificación, extracción de información, búsqueda semántica y resúmenes.',
    icon: 'languages',
    price: 'Desde 3500€',
  },
  {
    slug: 'vision-computadora',
    title: serviceNames['vision-computadora'],
    description: 'Sistemas que analizan imágenes y vídeo: control de calidad, conteo, lectura de documentos y seguridad, en la nube o en el borde.',
    icon: 'eye',
    price: 'Desde 7500€',
  },
];
