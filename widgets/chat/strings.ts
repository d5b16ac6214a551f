/** Every text of the assistant chat, in Spanish (the spec's own texts) and English. */
import type { PersonaId } from '../config.ts';
import type { Lang } from '../i18n.ts';
import { launcherStrings } from './launcher-strings.ts';

export interface PersonaText {
  name: string;
  description: string;
  greeting: string;
}

export interface ChatStrings {
  launcher: string;
  unread: string;
  changeAssistant: string;
  selectAssistant: string;
  collapse: string;
  expand: string;
  close: string;
  log: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  typing: string;
  human: string;
  newTab: string;
  sources: string;
  suggestions: string;
  you: string;
  errors: { timeout: string; offline: string; generic: string; fallback: string };
  personas: Record<PersonaId, PersonaText>;
}

export const chatStrings: Record<Lang, ChatStrings> = {
  es: {
    ...launcherStrings.es,
    changeAssistant: 'Cambiar de asistente',
    selectAssistant: 'Seleccionar asistente',
    collapse: 'Contraer la ventana',
    expand: 'Expandir la ventana',
    close: 'Cerrar el asistente',
    log: 'Conversación con el asistente',
    inputLabel: 'Escribe tu mensaje',
    placeholder: 'Escribe tu pregunta…',
    send: 'Enviar mensaje',
    typing: 'El asistente está escribiendo…',
    human: 'Habla con un humano por WhatsApp',
    newTab: '(se abre en una pestaña nueva)',
    sources: 'Más información',
    suggestions: 'Preguntas sugeridas',
    you: 'Tú',
    errors: {
      timeout: 'La solicitud ha tardado demasiado. Por favor, verifica tu conexión a internet y vuelve a intentarlo.',
      offline: 'Parece que no tienes conexión a internet. Por favor, conéctate e intenta de nuevo.',
      generic: 'Lo siento, ha ocurrido un error al procesar tu mensaje.',
      fallback: 'Lo siento, ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.',
    },
    personas: {
      general: {
        name: 'Asistente General',
        description: 'Resuelve dudas sobre la academia, los servicios y cómo contactar.',
        greeting: '¡Hola! Soy el asistente de IA Academy. Pregúntame por nuestros cursos, servicios para empresas, precios o cómo hablar con el equipo.',
      },
      courses: {
        name: 'Asesor de Cursos',
        description: 'Te ayuda a elegir curso según tu nivel, fechas, modalidad y precio.',
        greeting: '¡Hola! Soy el asesor de cursos. Cuéntame tu nivel y qué quieres conseguir con la IA, y te recomiendo el curso que mejor encaja.',
      },
      technical: {
        name: 'Experto Técnico',
        description: 'Responde preguntas técnicas sobre modelos, datos e integración de IA.',
        greeting: '¡Hola! Soy el experto técnico. Pregúntame sobre machine learning, modelos de lenguaje o cómo integrar la IA en tus sistemas.',
      },
    },
  },
  en: {
    ...launcherStrings.en,
    changeAssistant: 'Change assistant',
    selectAssistant: 'Select assistant',
    collapse: 'Collapse the window',
    expand: 'Expand the window',
    close: 'Close the assistant',
    log: 'Conversation with the assistant',
    inputLabel: 'Type your message',
    placeholder: 'Type your question…',
    send: 'Send message',
    typing: 'The assistant is typing…',
    human: 'Talk to a human on WhatsApp',
    newTab: '(opens in a new tab)',
    sources: 'Learn more',
    suggestions: 'Suggested questions',
    you: 'You',
    errors: {
      timeout: 'The request took too long. Please check your internet connection and try again.',
      offline: 'It looks like you are offline. Please connect and try again.',
      generic: 'Sorry, something went wrong while processing your message.',
      fallback: 'Sorry, something went wrong. Please try again later.',
    },
    personas: {
      general: {
        name: 'General Assistant',
        description: 'Answers questions about the academy, our services and how to reach us.',
        greeting: 'Hi! I am the IA Academy assistant. Ask me about our courses, services for companies, prices or how to reach the team.',
      },
      courses: {
        name: 'Course Advisor',
        description: 'Helps you choose a course by level, dates, format and price.',
        greeting: 'Hi! I am the course advisor. Tell me your level and what you want to achieve with AI, and I will suggest the course that fits best.',
      },
      technical: {
        name: 'Technical Expert',
        description: 'Answers technical questions about models, data and AI integration.',
        greeting: 'Hi! I am the technical expert. Ask me about machine learning, language models or how to integrate AI into your systems.',
      },
    },
  },
};
