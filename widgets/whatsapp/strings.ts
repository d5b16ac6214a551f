/** Every text of the WhatsApp helper; anything other than Spanish uses English. */
import type { Lang } from '../i18n.ts';
import type { QuickMessage } from './options.ts';

export interface WhatsAppStrings {
  button: string;
  menuTitle: string;
  tooltip: string;
  dismissTooltip: string;
  newTab: string;
  options: Record<QuickMessage['category'], { label: string; message: string }>;
}

export const whatsappStrings: Record<Lang, WhatsAppStrings> = {
  es: {
    button: 'Escríbenos por WhatsApp',
    menuTitle: '¿En qué podemos ayudarte?',
    tooltip: '¿Hablamos? Te respondemos por WhatsApp en horario laboral.',
    dismissTooltip: 'Cerrar aviso',
    newTab: '(se abre en una pestaña nueva)',
    options: {
      general: {
        label: 'Consulta general',
        message: 'Hola, me gustaría hacer una consulta sobre IA Academy.',
      },
      course_info: {
        label: 'Información de cursos',
        message: 'Hola, quiero información sobre vuestros cursos de inteligencia artificial.',
      },
      service_info: {
        label: 'Servicios para empresas',
        message: 'Hola, me interesan vuestros servicios de IA para mi empresa.',
      },
      pricing: {
        label: 'Precios y presupuestos',
        message: 'Hola, ¿podríais enviarme precios o un presupuesto?',
      },
    },
  },
  en: {
    button: 'Message us on WhatsApp',
    menuTitle: 'How can we help?',
    tooltip: 'Shall we talk? We reply on WhatsApp during office hours.',
    dismissTooltip: 'Dismiss tip',
    newTab: '(opens in a new tab)',
    options: {
      general: {
        label: 'General question',
        message: 'Hello, I would like to ask about IA Academy.',
      },
      course_info: {
        label: 'Course information',
        message: 'Hello, I would like information about your AI courses.',
      },
      service_info: {
        label: 'Services for companies',
        message: 'Hello, I am interested in your AI services for my company.',
      },
      pricing: {
        label: 'Prices and quotes',
        message: 'Hello, could you send me prices or a quote?',
      },
    },
  },
};
