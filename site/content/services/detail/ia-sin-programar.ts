import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-ia-sin-programar',
  image: catalogueImage('services', 'ia-sin-programar', 'Ilustración abstracta de bloques de construcción encajando entre sí'),
  features: [
    'Asistentes de IA para escribir, resumir y analizar',
    'Automatizaciones visuales entre tus aplicaciones',
    'Hojas de cálculo inteligentes',
    'Buenas prácticas de privacidad y seguridad',
  ],
  technologies: ['ChatGPT', 'Microsoft Copilot', 'Gemini', 'Make', 'Zapier', 'Notion AI'],
  whatsappInfo: {
    message: 'Hola, quiero aprender a usar la IA sin programar. ¿Qué opciones tenéis?',
    category: 'course_info',
  },
  details: {
    overview:
      'No hace falta ser ingeniero para sacar partido a la IA. En este servicio aprendes a usar asistentes y herramientas visuales para ahorrar horas cada semana: redactar, resumir documentos, analizar hojas de cálculo y conectar tus aplicaciones para que trabajen solas. Todo con ejemplos de tu día a día.',
    process: [
      { title: 'Tus tareas', description: 'Identificamos las tareas repetitivas que más tiempo te quitan.' },
      { title: 'Herramientas adecuadas', description: 'Elegimos las herramientas que mejor encajan con lo que ya usas.' },
      { title: 'Práctica guiada', description: 'Construyes tus propios asistentes y automatizaciones paso a paso.' },
      { title: 'Autonomía', description: 'Te llevas plantillas y una guía para seguir creando por tu cuenta.' },
    ],
    useCases: [
      { title: 'Autónomos y pequeños negocios', description: 'Presupuestos, correos y facturas con menos esfuerzo.' },
      { title: 'Equipos administrativos', description: 'Resúmenes de documentos y actas de reuniones automáticas.' },
      { title: 'Docentes', description: 'Preparación de materiales, rúbricas y actividades adaptadas.' },
    ],
  },
  formationOptions: [
    { title: 'Taller exprés', duration: '4 horas', format: 'Online', level: 'Principiante', price: '290€' },
    { title: 'Curso práctico', duration: '16 horas', format: 'Online o presencial', level: 'Principiante', price: '690€' },
    { title: 'Formación para equipos', duration: '2 jornadas', format: 'Presencial en tu empresa', level: 'Principiante', price: '1900€ por grupo' },
  ],
};
