import { CONSENT_LABEL } from './privacy-notice.ts';

/** Texts and options of /contacto: the message form, the call-back form and the FAQs. */
export const contactServiceOptions = [
  { value: 'consultoria', label: 'Consultoría estratégica en IA' },
  { value: 'desarrollo', label: 'Desarrollo de soluciones a medida' },
  { value: 'integracion', label: 'Integración de IA en tus sistemas' },
  { value: 'formacion', label: 'Formación y cursos' },
  { value: 'analytics', label: 'Analítica de datos' },
  { value: 'chatbots', label: 'Chatbots y asistentes virtuales' },
  { value: 'otro', label: 'Otro' },
] as const;

export type ContactService = (typeof contactServiceOptions)[number]['value'];

export const callbackSlots = [
  { value: 'manana', label: 'Mañana (9:00-13:00)' },
  { value: 'tarde', label: 'Tarde (13:00-18:00)' },
] as const;

export type CallbackSlot = (typeof callbackSlots)[number]['value'];

export const contactTexts = {
  termsLabel: CONSENT_LABEL,
  errorTitle: 'Error al enviar el formulario',
  errorText: 'Por favor, completa todos los campos obligatorios marcados con *.',
  successTitle: '¡Mensaje enviado con éxito!',
  successText: 'Gracias por contactar con nosotros. Nos pondremos en contacto contigo lo antes posible.',
} as const;

export interface Faq {
  question: string;
  answer: string;
}

export const contactFaqs: Faq[] = [
  {
    question: '¿Cuánto tardáis en responder?',
    answer: 'Respondemos todas las solicitudes en un máximo de 24 horas laborables. Si nos pides que te llamemos, lo hacemos en la franja que elijas.',
  },
  {
    question: '¿La primera consultoría tiene coste?',
    answer: 'No. La primera reunión, de unos 45 minutos, es gratuita: entendemos tu reto y te decimos con franqueza si la IA es la herramienta adecuada.',
  },
  {
    question: '¿Cuánto dura un proyecto típico?',
    answer: 'La consultoría inicial lleva de 2 a 4 semanas y una implementación completa, de 2 a 6 meses, según el alcance y el estado de tus datos.',
  },
  {
    question: '¿Trabajáis con empresas fuera de Madrid?',
    answer: 'Sí. Tenemos oficinas en Madrid, Barcelona y Lisboa, y trabajamos en remoto con clientes de toda España, Portugal y Latinoamérica.',
  },
  {
    question: '¿Cómo tratáis la confidencialidad de nuestros datos?',
    answer: 'Firmamos un acuerdo de confidencialidad antes de ver ningún dato, trabajamos en tu infraestructura siempre que es posible y cumplimos el RGPD.',
  },
];
