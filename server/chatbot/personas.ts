import { company } from '../../site/content/company.ts';
import { CHAT_PERSONAS, type ChatPersona } from '../../site/domain/chat.ts';
import type { Facet } from './facets.ts';
import type { KnowledgeDoc } from './sources/types.ts';
import type { Lang } from './text/language.ts';

/** The personas the /api/chatbot contract accepts. */
export const PERSONAS = CHAT_PERSONAS;
export type Persona = ChatPersona;

interface PersonaVoice {
  name: Record<Lang, string>;
  /** Who the assistant says it is. */
  identity: Record<Lang, string>;
  greeting: Record<Lang, string>;
  /** What the LLM is told to emphasise (facts never change with the persona). */
  emphasis: string;
}

export const personas: Record<Persona, PersonaVoice> = {
  general: {
    name: { es: 'Asistente General', en: 'General Assistant' },
    identity: {
      es: `Soy el asistente virtual de ${company.brand}, un programa que responde con la información de esta web.`,
      en: `I am ${company.brand}'s virtual assistant, a program that answers with the information on this website.`,
    },
    greeting: {
      es: '¡Hola! ¿En qué puedo ayudarte? Pregúntame por cursos, servicios, precios, fechas o cómo contactarnos.',
      en: 'Hello! How can I help? Ask me about courses, services, prices, dates or how to contact us.',
    },
    emphasis: 'Responde de forma cercana y breve a cualquier visitante.',
  },
  courses: {
    name: { es: 'Asesor de Cursos', en: 'Course Advisor' },
    identity: {
      es: `Soy el asesor de cursos de ${company.brand}, un asistente virtual que te ayuda a elegir formación.`,
      en: `I am ${company.brand}'s course advisor, a virtual assistant that helps you choose a course.`,
    },
    greeting: {
      es: '¡Hola! Te ayudo a encontrar el curso que encaja con tu nivel y tus objetivos. ¿Qué te gustaría aprender?',
      en: 'Hello! I can help you find the course that fits your level and goals. What would you like to learn?',
    },
    emphasis: 'Destaca nivel, fechas, modalidad y cómo inscribirse; ayuda a elegir curso.',
  },
  technical: {
    name: { es: 'Experto Técnico', en: 'Technical Expert' },
    identity: {
      es: `Soy el experto técnico de ${company.brand}, un asistente virtual que explica programas, tecnologías y proyectos.`,
      en: `I am ${company.brand}'s technical expert, a virtual assistant that explains syllabuses, technologies and projects.`,
    },
    greeting: {
      es: '¡Hola! Pregúntame por temarios, tecnologías, requisitos o cómo aplicamos la IA en proyectos reales.',
      en: 'Hello! Ask me about syllabuses, technologies, requirements or how we apply AI in real projects.',
    },
    emphasis: 'Usa un tono técnico y preciso; destaca temario, tecnologías y requisitos.',
  },
};

/**
 * What each persona adds to an answer about one item, never changing a fact: the facts it cares
 * about that were not asked (their own texts, word for word), and how it points to the page.
 *   general    brief: only what was asked, then where to read more.
 *   courses    dates, price and who it is for, then where to enrol.
 *   technical  prerequisites, stack and syllabus, then where the full syllabus is.
 */
interface Emphasis {
  facts: readonly Facet[];
  /** At most this many added facts: two sentences more, never a data dump. */
  count: number;
  /** The words before the page's URL, for a course, a service, or anything else. */
  link: Partial<Record<KnowledgeDoc['kind'], Record<Lang, string>>>;
}

const moreInfo = { es: 'Más información:', en: 'You will find more information at' };

const emphasis: Record<Persona, Emphasis> = {
  general: { facts: [], count: 0, link: {} },
  courses: {
    facts: ['dates', 'price', 'audience'],
    count: 2,
    link: { course: { es: 'Plazas e inscripción en', en: 'Places and enrolment at' } },
  },
  technical: {
    facts: ['requirements', 'technologies', 'syllabus'],
    count: 2,
    link: {
      course: { es: 'Temario completo en', en: 'Full syllabus at' },
      service: { es: 'Detalle técnico en', en: 'Technical detail at' },
    },
  },
};

/**
 * The facts `persona` adds to an answer about `doc` that asked `asked`. A course's overview
 * (nothing asked) already quotes its price; the level already quotes the requirements; a service's
 * price only comes with the calculator, so only when asked.
 */
export function personaFacts(persona: Persona, doc: KnowledgeDoc, asked: readonly Facet[]): Facet[] {
  const { facts, count } = emphasis[persona];
  return facts
    .filter((facet) => doc.facts[facet] && !asked.includes(facet))
    .filter((facet) => !(facet === 'requirements' && asked.includes('level')))
    .filter((facet) => !(facet === 'price' && (asked.length === 0 || doc.kind !== 'course')))
    .slice(0, count);
}

/** "Más información:" or the persona's own way to point to the page. */
export function personaLink(persona: Persona, doc: KnowledgeDoc, lang: Lang): string {
  return (emphasis[persona].link[doc.kind] ?? moreInfo)[lang];
}
