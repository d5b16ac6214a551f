import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-clases-particulares-ia',
  image: catalogueImage('services', 'clases-particulares-ia', 'Ilustración abstracta de dos figuras geométricas conectadas por una línea de luz'),
  badge: 'Más solicitado',
  features: [
    'Plan de aprendizaje personalizado tras una primera sesión de diagnóstico',
    'Clases online o presenciales en Madrid',
    'Ejercicios y proyectos sobre tus propios intereses',
    'Horario flexible, también por las tardes',
    'Materiales y grabaciones de cada sesión',
  ],
  technologies: ['Python', 'Jupyter', 'scikit-learn', 'PyTorch', 'ChatGPT', 'Google Colab'],
  whatsappInfo: {
    message: 'Hola, me interesan las clases particulares de IA. ¿Qué horarios y precios tenéis?',
    category: 'booking',
  },
  details: {
    overview:
      'Aprender IA en grupo no siempre encaja con tu nivel, tu horario o tus objetivos. En las clases particulares un docente de la academia trabaja solo contigo: repasamos lo que ya sabes, fijamos una meta concreta (aprobar una asignatura, cambiar de carrera, automatizar una tarea de tu trabajo) y avanzamos sesión a sesión con ejercicios prácticos. Puedes empezar sin saber programar.',
    process: [
      { title: 'Sesión de diagnóstico', description: 'Conversamos 30 minutos, sin coste, sobre tu nivel y tus objetivos.' },
      { title: 'Plan personalizado', description: 'Recibes un itinerario con temas, número de sesiones estimado y ejercicios.' },
      { title: 'Clases prácticas', description: 'Cada sesión combina explicación, práctica guiada y una tarea breve para casa.' },
      { title: 'Seguimiento', description: 'Cada cuatro sesiones revisamos el avance y ajustamos el plan.' },
    ],
    useCases: [
      { title: 'Cambio de carrera', description: 'Profesionales que quieren orientarse hacia el análisis de datos o el machine learning.' },
      { title: 'Refuerzo universitario', description: 'Estudiantes de grado o máster con asignaturas de IA o estadística.' },
      { title: 'Aplicación en el trabajo', description: 'Personas que quieren automatizar tareas concretas con herramientas de IA.' },
    ],
  },
  forLearners: true,
  formationOptions: [
    { title: 'Sesión suelta', duration: '1 hora', format: 'Online o presencial', level: 'Todos los niveles', price: '45€' },
    { title: 'Bono 10 horas', duration: '10 horas', format: 'Online o presencial', level: 'Todos los niveles', price: '400€ (40€/h)' },
    { title: 'Programa intensivo', duration: '20 horas en 4 semanas', format: 'Online', level: 'Principiante a intermedio', price: '760€' },
  ],
};
