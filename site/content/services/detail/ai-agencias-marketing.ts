import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-ai-agencias-marketing',
  image: catalogueImage('services', 'ai-agencias-marketing', 'Ilustración abstracta de ondas expansivas y formas de altavoz'),
  badge: 'Nuevo',
  features: [
    'Guías de estilo de cada cliente convertidas en instrucciones de IA',
    'Producción de textos e imágenes con revisión humana',
    'Informes de campaña automáticos',
    'Formación práctica para el equipo creativo y de cuentas',
  ],
  technologies: ['ChatGPT', 'Claude', 'Midjourney', 'Adobe Firefly', 'Looker Studio', 'Make'],
  whatsappInfo: {
    message: 'Hola, somos una agencia de marketing y queremos trabajar con IA. ¿Qué nos proponéis?',
    category: 'service_info',
  },
  details: {
    overview:
      'Las agencias compiten en velocidad y en calidad. Diseñamos con tu equipo flujos de trabajo en los que la IA prepara borradores, variantes e informes, y las personas deciden y pulen. Cada cliente tiene su propia configuración de tono y estilo, y los datos de cada marca quedan separados.',
    process: [
      { title: 'Auditoría de flujos', description: 'Analizamos cómo se producen hoy contenidos, propuestas e informes.' },
      { title: 'Diseño de flujos con IA', description: 'Plantillas, instrucciones por cliente y puntos de revisión humana.' },
      { title: 'Formación del equipo', description: 'Talleres prácticos con los proyectos reales de la agencia.' },
      { title: 'Mejora continua', description: 'Revisión mensual de resultados y ajuste de las plantillas.' },
    ],
    useCases: [
      { title: 'Contenidos para redes', description: 'Calendarios editoriales y variantes de publicaciones en minutos.' },
      { title: 'Informes de campaña', description: 'Resúmenes automáticos con conclusiones listas para el cliente.' },
      { title: 'Propuestas comerciales', description: 'Primeros borradores de propuestas a partir del briefing.' },
    ],
  },
  formationOptions: [
    { title: 'Taller para equipos creativos', duration: '6 horas', format: 'Presencial u online', level: 'Principiante', price: '890€ por grupo' },
    { title: 'Programa de agencia', duration: '4 semanas', format: 'Híbrido', level: 'Intermedio', price: '3200€' },
  ],
};
