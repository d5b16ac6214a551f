import { company, whatsappUrl } from '../../site/content/company.ts';
import type { Lang } from './text/language.ts';

const hoursEs = company.hours.text.toLowerCase();
const hoursEn = `Monday to Friday, ${company.hours.opens}-${company.hours.closes}`;
const whatsappEs = whatsappUrl('Hola, tengo una consulta');
const whatsappEn = whatsappUrl('Hello, I have a question');

/** Every fixed sentence the assistant says, per language, in one place for review. */
export const messages = {
  human: {
    es: `Claro. Te atiende una persona del equipo por WhatsApp en el ${company.whatsappDisplay} (${whatsappEs}), por teléfono en el ${company.phone} o desde /contacto, ${hoursEs}.`,
    en: `Of course. A person from our team can help you on WhatsApp at ${company.whatsappDisplay} (${whatsappEn}), by phone on ${company.phone} or from /contacto, ${hoursEn}.`,
  },
  unknown: {
    es: `No lo sé con seguridad y prefiero no inventármelo. Una persona del equipo te lo resuelve por WhatsApp (${whatsappEs}) o desde /contacto, ${hoursEs}.`,
    en: `I don't know that for sure and would rather not guess. A person from our team can answer on WhatsApp (${whatsappEn}) or from /contacto, ${hoursEn}.`,
  },
  offTopic: {
    es: `Solo puedo ayudarte con los cursos, los servicios y el contacto de ${company.brand}. Para cualquier otra consulta, escríbenos por WhatsApp (${whatsappEs}) o desde /contacto.`,
    en: `I can only help with ${company.brand}'s courses, services and contact details. For anything else, message us on WhatsApp (${whatsappEn}) or use /contacto.`,
  },
  thanks: {
    es: '¡De nada! Si te surge otra duda sobre cursos o servicios, aquí estoy.',
    en: "You're welcome! If you have any other question about courses or services, I'm here.",
  },
  praise: {
    es: '¡Gracias, me alegra que te sea útil! Cuando quieras, te cuento cursos, servicios, precios o fechas.',
    en: 'Thank you, glad it helps! Whenever you like, I can tell you about courses, services, prices or dates.',
  },
  ack: {
    es: 'Perfecto. Si quieres saber algo más de un curso o un servicio, pregúntame.',
    en: 'Great. If you want to know more about a course or a service, just ask.',
  },
  rude: {
    es: 'Siento si no te he ayudado bien. Dime qué buscas (un curso, un servicio, un precio) y lo intento de nuevo, o habla con una persona desde /contacto.',
    en: "Sorry if I haven't been helpful. Tell me what you are looking for (a course, a service, a price) and I'll try again, or talk to a person from /contacto.",
  },
  howAreYou: {
    es: '¡Muy bien, gracias por preguntar! ¿En qué te ayudo? Puedo contarte cursos, servicios, precios o fechas.',
    en: "I'm fine, thanks for asking! How can I help? I can tell you about courses, services, prices or dates.",
  },
  later: {
    es: 'Perfecto, tómate tu tiempo. Si te surge cualquier duda, aquí estoy; y si prefieres hablar con alguien, tienes /contacto.',
    en: 'Sure, take your time. If any question comes up I am here, and you can talk to a person from /contacto.',
  },
  helpAsk: {
    es: 'Claro que sí: te cuento nuestros cursos (fechas, precios, requisitos), los servicios para empresas y cómo contactar con el equipo. ¿Qué necesitas?',
    en: 'Of course: I can tell you about our courses (dates, prices, requirements), our services for companies and how to reach the team. What do you need?',
  },
  sorry: {
    es: 'No te preocupes. Dime qué necesitas: un curso, un servicio, un precio o una fecha.',
    en: 'No worries. Tell me what you need: a course, a service, a price or a date.',
  },
  confused: {
    es: 'Perdona, no me he explicado bien. Pregúntame con otras palabras (por ejemplo, «precio del curso de IA generativa») o habla con una persona desde /contacto.',
    en: 'Sorry, I didn\'t explain that well. Try other words (for example, "price of the generative AI course") or talk to a person from /contacto.',
  },
  doubt: {
    es: 'Claro, dime tu duda. Puedo ayudarte con cursos, servicios, precios, fechas o cómo contactarnos.',
    en: 'Of course, go ahead. I can help with courses, services, prices, dates or how to contact us.',
  },
  callback: {
    es: 'Claro, te llamamos nosotros: pide la llamada aquí mismo con el botón «Pedir que me llamen» o desde el formulario «Te llamamos» de /contacto, y te llamamos en la franja que elijas. No guardamos tu teléfono hasta que envíes la solicitud.',
    en: 'Sure, we can call you: ask for the call right here with the «Pedir que me llamen» button or with the call-back form ("Te llamamos") on /contacto, and we will call you at the time you choose. We keep no phone number until you send the request.',
  },
  adviceMore: {
    es: 'Si me cuentas tu nivel, si programas y qué quieres conseguir, te lo afino.',
    en: 'Tell me your level, whether you code and what you want to achieve, and I will narrow it down.',
  },
  servicePriceHelp: {
    es: 'Para una cifra a tu medida, usa la calculadora de precios (/herramientas-ia?tab=pricing) o pide presupuesto en /contacto.',
    en: 'For a figure that fits your case, use the price calculator (/herramientas-ia?tab=pricing) or ask for a quote on /contacto.',
  },
  bye: {
    es: '¡Hasta pronto! Si lo necesitas, tienes el contacto en /contacto.',
    en: 'Goodbye! If you need us, our details are on /contacto.',
  },
  askWhich: {
    es: '¿De qué curso o servicio me preguntas? Por ejemplo: «precio del curso de IA generativa».',
    en: 'Which course or service do you mean? For example: "price of the generative AI course".',
  },
  moreInfo: { es: 'Más información:', en: 'You will find more information at' },
  fitFor: { es: 'Para lo que cuentas encaja', en: 'For what you describe, the fit is' },
  eveningHours: { es: 'Tiene horario flexible, también por las tardes.', en: 'Its hours are flexible, evenings included.' },
  groupCourseInstead: { es: 'Si prefieres un curso en grupo:', en: 'If you would rather take a group course:' },
  clarify: { es: '¿Te refieres a', en: 'Do you mean' },
  or: { es: 'o a', en: 'or' },
  catalogueHelp: {
    es: '¿Quieres que te recomiende uno según tu nivel?',
    en: 'Shall I recommend one for your level?',
  },
} satisfies Record<string, Record<Lang, string>>;

export const suggestionTexts = {
  price: { es: '¿Cuánto cuesta?', en: 'How much is it?' },
  dates: { es: '¿Cuándo empieza?', en: 'When does it start?' },
  level: { es: '¿Qué nivel necesito?', en: 'What level do I need?' },
  syllabus: { es: '¿Qué temario tiene?', en: 'What is the syllabus?' },
  courses: { es: '¿Qué cursos tenéis?', en: 'What courses do you offer?' },
  services: { es: '¿Qué servicios ofrecéis?', en: 'What services do you offer?' },
  contact: { es: 'Hablar con una persona', en: 'Talk to a person' },
} satisfies Record<string, Record<Lang, string>>;
