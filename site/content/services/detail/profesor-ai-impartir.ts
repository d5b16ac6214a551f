import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-profesor-ai-impartir',
  image: catalogueImage('services', 'profesor-ai-impartir', 'Ilustración abstracta de una pizarra con diagramas geométricos en violeta'),
  features: [
    'Docentes con experiencia real en proyectos de IA',
    'Programas adaptados a tu alumnado y a tu calendario',
    'Materiales didácticos incluidos y reutilizables',
    'Evaluación del alumnado y certificado de asistencia',
  ],
  technologies: ['Python', 'scikit-learn', 'TensorFlow', 'ChatGPT', 'Moodle', 'Microsoft Teams'],
  whatsappInfo: {
    message: 'Hola, buscamos un profesor de IA para impartir formación en nuestro centro. ¿Podemos hablar?',
    category: 'service_info',
  },
  details: {
    overview:
      'Centros de formación profesional, universidades, academias y departamentos de recursos humanos nos piden lo mismo: alguien que sepa de IA y que además sepa enseñar. Seleccionamos al docente adecuado para tu grupo, adaptamos el programa a tu calendario y nos encargamos de los materiales, las prácticas y la evaluación.',
    process: [
      { title: 'Necesidades formativas', description: 'Definimos contigo el perfil del alumnado, los objetivos y el calendario.' },
      { title: 'Propuesta docente', description: 'Te presentamos el programa, el docente asignado y el presupuesto cerrado.' },
      { title: 'Impartición', description: 'El docente imparte las sesiones con materiales propios y prácticas guiadas.' },
      { title: 'Evaluación', description: 'Entregamos las calificaciones, la encuesta de satisfacción y los certificados.' },
    ],
    useCases: [
      { title: 'Formación profesional', description: 'Módulos de IA y big data en ciclos formativos de grado superior.' },
      { title: 'Másteres y posgrados', description: 'Asignaturas o seminarios de machine learning en programas universitarios.' },
      { title: 'Formación interna', description: 'Talleres de IA generativa para plantillas de empresa.' },
    ],
  },
  formationOptions: [
    { title: 'Taller de una sesión', duration: '3 horas', format: 'Presencial u online', level: 'Introductorio', price: '150€ por grupo' },
    { title: 'Seminario', duration: '12 horas', format: 'Presencial u online', level: 'Intermedio', price: '1100€ por grupo' },
    { title: 'Asignatura completa', duration: '40 horas', format: 'Presencial', level: 'Intermedio-Avanzado', price: '3400€ por grupo' },
  ],
};
