import { catalogueImage } from '../../catalogue-image.ts';
import type { ServiceBody } from '../types.ts';

export const serviceBody: ServiceBody = {
  id: 'servicio-ia-para-empresas',
  image: catalogueImage('services', 'ia-para-empresas', 'Ilustración abstracta de edificios geométricos con una red de conexiones'),
  badge: 'Pymes y grandes empresas',
  features: [
    'Diagnóstico de oportunidades en cada departamento',
    'Implantación de herramientas de IA generativa seguras',
    'Automatización de procesos administrativos y comerciales',
    'Formación de la plantilla y de los mandos',
    'Medición del retorno desde el primer mes',
  ],
  technologies: ['Microsoft Copilot', 'ChatGPT Enterprise', 'Power Automate', 'Python', 'Azure OpenAI', 'Google Workspace'],
  whatsappInfo: {
    message: 'Hola, queremos incorporar la IA en nuestra empresa. ¿Podéis contarnos cómo trabajáis?',
    category: 'service_info',
  },
  details: {
    overview:
      'Muchas empresas ya pagan herramientas de IA que casi nadie usa, o tienen ideas sueltas sin un plan. Te ayudamos a ordenar el camino: elegimos los procesos donde la IA ahorra más tiempo o dinero, implantamos las herramientas con las garantías de seguridad necesarias y formamos a las personas que van a usarlas. La implementación completa suele durar de 2 a 6 meses.',
    process: [
      { title: 'Diagnóstico', description: 'Entrevistas con cada área y análisis de procesos, datos y herramientas.' },
      { title: 'Plan de acción', description: 'Casos de uso priorizados con presupuesto, plazos e indicadores.' },
      { title: 'Implantación', description: 'Configuración, integración y pruebas con usuarios reales.' },
      { title: 'Formación y adopción', description: 'Talleres por perfil y acompañamiento durante las primeras semanas.' },
      { title: 'Medición', description: 'Informe de retorno y propuesta de siguientes pasos.' },
    ],
    useCases: [
      { title: 'Atención al cliente', description: 'Respuestas asistidas y clasificación automática de consultas.' },
      { title: 'Administración', description: 'Lectura de facturas, conciliaciones y generación de informes.' },
      { title: 'Ventas', description: 'Preparación de propuestas y priorización de oportunidades.' },
    ],
  },
};
