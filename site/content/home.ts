/** Home page content (spec: Home and section 9, featured course cards). */

export const hero = {
  eyebrow: 'Consultoría y academia de inteligencia artificial',
  title: 'Convierte la inteligencia artificial en resultados para tu negocio',
  subtitle: 'Diseñamos, desarrollamos e implantamos soluciones de IA a medida y formamos a tu equipo para sacarles partido desde el primer día.',
  primary: { label: 'Empezar Ahora', href: '/contacto' },
  secondary: { label: 'Ver Cursos', href: '/cursos' },
  claim: { figure: '+500', text: 'profesionales formados en IA aplicada' },
  highlights: [
    { figure: '+145%', text: 'ROI medio de nuestros proyectos' },
    { figure: '97,8%', text: 'de precisión en modelos en producción' },
  ],
};

export const clients = ['Grupo Nortia', 'Banca Levante', 'Viajes Albora', 'Salud Integral Iberia', 'Logística Meridiana', 'EduTech Atlántico'];

export interface ServiceCard {
  icon: 'compass' | 'code' | 'graduation';
  title: string;
  description: string;
  features: string[];
}

export const serviceCards: ServiceCard[] = [
  {
    icon: 'compass',
    title: 'Consultoría estratégica en IA',
    description: 'Detectamos dónde la IA aporta valor real en tu empresa y trazamos una hoja de ruta medible.',
    features: ['Diagnóstico de madurez', 'Priorización por ROI', 'Plan de adopción'],
  },
  {
    icon: 'code',
    title: 'Desarrollo e integración',
    description: 'Construimos modelos, asistentes y automatizaciones que se integran con tus sistemas actuales.',
    features: ['Machine learning a medida', 'Chatbots y agentes', 'Integración con tu ERP y CRM'],
  },
  {
    icon: 'graduation',
    title: 'Formación especializada',
    description: 'Cursos prácticos para equipos técnicos y de negocio, en directo, en línea o en tus oficinas.',
    features: ['Programas a medida', 'Proyectos reales', 'Certificación oficial'],
  },
];

export const methodSteps = [
  {
    title: 'Análisis y diagnóstico',
    description: 'Entendemos tus procesos, tus datos y tus objetivos para encontrar los casos de uso con más impacto.',
  },
  {
    title: 'Diseño de la solución',
    description: 'Definimos la arquitectura, los modelos y los indicadores de éxito antes de escribir una línea de código.',
  },
  {
    title: 'Implementación',
    description: 'Desarrollamos e integramos por iteraciones cortas, con tu equipo a bordo en cada entrega.',
  },
  {
    title: 'Medición y optimización',
    description: 'Medimos resultados frente a los indicadores acordados y ajustamos el sistema para que siga mejorando.',
  },
];

export { featuredCourses, type FeaturedCourse } from './programmes.ts';

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'En tres meses pasamos de hablar de IA a tener un modelo de previsión de demanda en producción. El equipo de IA Academy entendió nuestro negocio desde el primer día.',
    author: 'Marta Iglesias',
    role: 'Directora de Operaciones, Logística Meridiana',
  },
  {
    quote: 'El curso de Machine Learning fue exigente y muy práctico. Hoy lidero los proyectos de datos de mi empresa con una base sólida.',
    author: 'Sergio Campos',
    role: 'Analista de datos sénior, Banca Levante',
  },
  {
    quote: 'Su asistente virtual resuelve ya el 60 % de las consultas de nuestros clientes y el equipo dedica su tiempo a lo que de verdad importa.',
    author: 'Rocío Benítez',
    role: 'Responsable de Atención al Cliente, Viajes Albora',
  },
];

/** Spec section 9: counters tick every 30 ms, +1 per tick, up to these values. */
export const STATS_TICK_MS = 30;
export const stats = [
  { key: 'clients', target: 120, prefix: '+', suffix: '', label: 'Empresas con proyectos activos' },
  { key: 'courses', target: 25, prefix: '+', suffix: '', label: 'Cursos impartidos' },
  { key: 'specialists', target: 15, prefix: '', suffix: '', label: 'Especialistas en IA' },
  { key: 'satisfaction', target: 98, prefix: '', suffix: '%', label: 'Satisfacción del alumnado' },
] as const;

export const featuredTestimonial: Testimonial = {
  quote:
    'Trabajar con IA Academy ha sido la mejor decisión tecnológica de los últimos años: resultados medibles, un equipo cercano y formación que se queda en casa.',
  author: 'Andrés Molina',
  role: 'CEO, Grupo Nortia',
};
