import { contactTexts } from '../../content/contact.ts';
import type { ThanksPath } from './routes.ts';

export type ThanksIcon = 'sent' | 'phone' | 'course' | 'mail' | 'confirmed' | 'goodbye';

export interface ThanksText {
  icon: ThanksIcon;
  /** Page title in <head>, without the brand. */
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  paragraphs: string[];
}

/** Every thank-you page, in one place: what happened, what happens next. */
export const thanksTexts: Record<ThanksPath, ThanksText> = {
  '/gracias/contacto': {
    icon: 'sent',
    title: 'Mensaje enviado',
    description: 'Hemos recibido tu mensaje en IA Academy. Te respondemos en menos de 24 horas laborables, de lunes a viernes de 9:00 a 18:00.',
    eyebrow: 'Contacto',
    heading: contactTexts.successTitle,
    paragraphs: [
      contactTexts.successText,
      'Respondemos en menos de 24 horas laborables, de lunes a viernes de 9:00 a 18:00. Si es urgente, escríbenos por WhatsApp.',
    ],
  },
  '/gracias/llamada': {
    icon: 'phone',
    title: 'Solicitud de llamada recibida',
    description: 'Hemos recibido tu solicitud de llamada. Te llamamos el próximo día laborable en la franja horaria que elegiste.',
    eyebrow: 'Te llamamos',
    heading: '¡Gracias! Te llamaremos pronto',
    paragraphs: [
      'Hemos recibido tu solicitud. Te llamaremos el próximo día laborable en la franja horaria que elegiste.',
      'Si prefieres no esperar, escríbenos por WhatsApp o llámanos de lunes a viernes de 9:00 a 18:00.',
    ],
  },
  '/gracias/inscripcion': {
    icon: 'course',
    title: 'Solicitud de plaza recibida',
    description: 'Hemos recibido tu solicitud de plaza en un curso de IA Academy. Te confirmamos plaza, modalidad y fecha en 24 horas laborables.',
    eyebrow: 'Inscripción',
    heading: '¡Solicitud de plaza recibida!',
    paragraphs: [
      'Te escribiremos en menos de 24 horas laborables para confirmar tu plaza, la modalidad y la fecha de inicio.',
      'No cobramos nada por adelantado: te confirmamos la plaza antes de cobrar.',
    ],
  },
  '/gracias/newsletter': {
    icon: 'mail',
    title: 'Confirma tu suscripción',
    description: 'Te hemos enviado un correo para confirmar tu suscripción al boletín de IA Academy. Abre el enlace del mensaje para empezar a recibirlo.',
    eyebrow: 'Boletín',
    heading: 'Revisa tu correo',
    paragraphs: [
      'Te hemos enviado un correo con un enlace para confirmar tu suscripción. Hasta que lo abras no te enviaremos nada.',
      'Si no lo ves en unos minutos, busca en la carpeta de correo no deseado. Si no confirmas, borramos tu dirección a los 7 días.',
    ],
  },
  '/gracias/suscripcion-confirmada': {
    icon: 'confirmed',
    title: 'Suscripción confirmada',
    description: 'Tu suscripción al boletín de IA Academy está confirmada: un correo al mes con nuestras mejores guías sobre IA.',
    eyebrow: 'Boletín',
    heading: '¡Suscripción confirmada!',
    paragraphs: [
      'Desde ahora recibirás un correo al mes con nuestras mejores guías sobre inteligencia artificial.',
      'Cada envío lleva un enlace para darte de baja cuando quieras.',
    ],
  },
  '/gracias/baja-newsletter': {
    icon: 'goodbye',
    title: 'Baja del boletín',
    description: 'Te has dado de baja del boletín de IA Academy: no volverás a recibirlo. Puedes suscribirte de nuevo desde cualquier artículo del blog.',
    eyebrow: 'Boletín',
    heading: 'Te has dado de baja',
    paragraphs: ['No volverás a recibir nuestro boletín.', 'Si ha sido un error, puedes suscribirte de nuevo desde cualquier artículo del blog.'],
  },
};

export const nextStepsTitle = '¿Y ahora qué?';

export const nextSteps = {
  courses: { href: '/cursos', label: 'Ver los cursos', text: 'Programas prácticos de IA, online y presenciales.' },
  blog: { href: '/blog', label: 'Leer el blog', text: 'Guías de nuestros consultores y docentes.' },
  whatsapp: { label: 'Escríbenos por WhatsApp', text: 'Respuesta directa del equipo en horario laboral.' },
  whatsappMessage: 'Hola, acabo de escribiros desde la web y quería comentaros algo más.',
  home: 'Volver al inicio',
} as const;
