import { learnCue } from './profile.ts';

/**
 * A visitor who wants an assistant built for their customers, patients or applicants: on their
 * website or WhatsApp, or to take the calls and questions that swamp their front desk. Our answer is
 * the "Chatbots y asistentes virtuales" line of /servicios (and the apps service that builds one),
 * never our own opening hours or bookings. On simplified text (folded, English translated word by
 * word where the lexicon knows it, so both forms are listed).
 */

/** What customers send a business all day. */
const customerAsks = '(llamadas|telefono|consultas|preguntas|dudas|mensajes|whatsapps?|calls|questions|queries|enquiries|inquiries)';
/** How a business says there are too many of them. */
const tooMany =
  '(no para|no paran|no dan abasto|no damos abasto|desbordad\\w*|saturad\\w*|colapsad\\w*|agobiad\\w*|se pasan? el dia|todo el dia|swamped|overwhelmed|flooded|buried)';
/** Who receives them. */
const frontDesk = '(recepcionistas?|recepcion|centralita|mostrador|front desk|receptionists?)';

const cues = [
  /\b(chatbots?|bot|asistente (virtual|conversacional)|algo que (conteste|responda|atienda))\b.*\b(web|whatsapp|clientes|pacientes|citas|conteste|responda|atienda|reservas?)\b/,
  /\b(quiero|queremos|necesito|necesitamos|busco|buscamos)\b.*\b(chatbots?|asistente (virtual|conversacional))\b/,
  /\b(chatbots?|bots?|virtual assistant|assistant)\b.*\b(website|web|whatsapp|customers|clients|patients|applicants)\b/,
  // "un asistente en la web y en WhatsApp que conteste dudas de reservas": an assistant placed where customers write, that answers.
  /\b(asistente|assistant)\b.*\b(en|para|on|in) (la |nuestra |mi |the |our )?(web|pagina|whatsapp|website)\b.*\b(conteste|responda|atienda|resuelva|answers?|handles?)\b/,
  /\b(asistente|assistant)\b.*\b(que|that) (conteste|responda|atienda|resuelva|answers?|handles?)\b.*\b(clientes|pacientes|huespedes|alumnos|dudas|reservas?|citas|customers|guests|patients|bookings?)\b/,
  // The problem told instead of the tool: the same questions all day long, in either order, or a share of the calls.
  new RegExp(`\\b${customerAsks}\\b.*\\b(${tooMany}|la mitad|mismas|repetid\\w*|same questions)\\b|\\b${tooMany}\\b.*\\b${customerAsks}\\b`),
  new RegExp(`\\b(\\d+ ?% (de (las|los) )?|\\d+ de (las|los) |la mitad de (las|los) |half of (the|our) )${customerAsks}\\b`),
  new RegExp(`\\b${frontDesk}\\b.*\\b(${tooMany}|${customerAsks})\\b`),
  // "want to answer guest questions automatically", "responder solos a los clientes": the answering is what they want automated.
  /\b(answer|reply to|respond to|contestar|responder)\b.*\b(guests?|customers?|clients?|patients?|clientes|huespedes|pacientes)\b.*\b(automatic\w*|automaticamente)\b|\b(answer|contestar|responder) automatic\w* (a |to )?(los |las |the |our )?(guests?|customers?|clients?|patients?|clientes|huespedes|pacientes)\b/,
  /\b(algo|un sistema|alguien|something|a system) (que|that) (atienda|conteste|responda|answers?)\b.*\b(24 ?h|24 horas|24 ?7|fuera de horario|round the clock|after hours)\b/,
];
const wanted = new RegExp(cues.map((cue) => cue.source).join('|'));

/**
 * Whether the visitor wants such an assistant built for them. Someone who wants to learn to build
 * one ("quiero aprender a montar un chatbot para la web de mi empresa") asks for a course instead.
 */
export function wantsAssistantBuilt(simplified: string): boolean {
  return wanted.test(simplified) && !learnCue.course.test(simplified);
}
