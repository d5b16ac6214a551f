import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-consultoria-estrategica',
  image: catalogueImage('services', 'consultoria-estrategica', 'Ilustración abstracta de una brújula formada por anillos y flechas'),
  features: [
    'Diagnóstico de madurez de datos y tecnología',
    'Priorización de casos de uso por impacto y esfuerzo',
    'Presupuesto y plan de implantación por fases',
    'Gobierno de la IA y cumplimiento normativo',
  ],
  technologies: ['Análisis de procesos', 'Modelado de datos', 'Reglamento Europeo de IA', 'RGPD', 'OKR'],
  whatsappInfo: {
    message: 'Hola, nos interesa una consultoría estratégica de IA. ¿Podemos agendar una llamada?',
    category: 'booking',
  },
  details: {
    overview:
      'En 2 a 4 semanas pasamos de la intuición a un plan. Analizamos procesos, datos y sistemas, valoramos cada oportunidad de IA por impacto y esfuerzo, y te entregamos una hoja de ruta con presupuesto, indicadores y riesgos, lista para presentar a dirección.',
    process: [
      { title: 'Arranque', description: 'Objetivos de negocio, interlocutores y calendario de entrevistas.' },
      { title: 'Análisis', description: 'Entrevistas, revisión de datos y sistemas, y análisis de procesos.' },
      { title: 'Priorización', description: 'Taller con dirección para ordenar los casos de uso.' },
      { title: 'Hoja de ruta', description: 'Documento final con fases, presupuesto, indicadores y riesgos.' },
    ],
    useCases: [
      { title: 'Primer plan de IA', description: 'Empresas que quieren empezar con buen pie y sin dispersarse.' },
      { title: 'Reorientar iniciativas', description: 'Organizaciones con pilotos que no llegan a producción.' },
      { title: 'Cumplimiento normativo', description: 'Inventario y clasificación de sistemas según el Reglamento Europeo de IA.' },
    ],
  },
};
