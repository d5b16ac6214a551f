import { detectSmallTalk, replyForm, smallTalkFiller, socialPhrases, withoutSmallTalkCue } from '../intents.ts';
import { simplify, toTerms } from '../text/terms.ts';

/**
 * The courtesy around a question, as an email or a polite message wraps it: "Buenos días:", "Estimados
 * señores:", "Dear team," before it; "Un cordial saludo.", "Quedo a la espera de su respuesta.",
 * "Many thanks." after it. Only the question is answered: a greeting or a thank-you left in would
 * make a plain question look like small talk, or put "saludo" among the words searched.
 */

/** Salutations that open a letter, whole (simplified): "estimados señores", "dear team", "a quien corresponda". */
const salutation =
  /^((muy )?(estimad[oa]s?|apreciad[oa]s?|querid[oa]s?|distinguid[oa]s?)( (se[nñ]or(es|as|a)?|equipo|amigos|asistente|responsables?|todos|ia academy|academia))*|se[nñ]or(es|as)|a quien corresponda|(dear|hello|hi) (team|equipo|sir|sirs|madam|all|ia academy|academy|assistant|there)|dear sir or madam|to whom it may concern)$/;

/** The assistant called before the ask, whole (simplified): "oye", "asistente", "oye, asistente", "hey assistant", "ok bot". */
const vocative =
  /^(oye|oiga|hey|mira|escucha|((oye|oiga|hey|ey|ok|okay|vale|hola|hello|hi|mira|escucha) )?(asistente|assistant|bot|chatbot|becari[oa]|concursante|intern|contestant)( virtual)?)$/;

/** Closings that end a letter, whole (simplified): "atentamente", "quedo a la espera de su respuesta", "kind regards". */
const closing =
  /^((un |reciba(n)? un |con un )?(cordial |afectuoso |atento )?saludos?( cordiales| afectuosos)?|atentamente|cordialmente|sinceramente|por favor|porfa|porfavor|please|quedo a (la espera|su disposicion|vuestra disposicion)( de (su|vuestra|una) (respuesta|noticias))?|en espera de (su|vuestra) respuesta|(muchas |mil )?gracias( de antemano| por adelantado| por (su|vuestra|la) (atencion|ayuda|respuesta|tiempo))?|(le|les|os) (doy las gracias|agradezco( de antemano)?( (su|vuestra) (atencion|ayuda|respuesta))?)|un abrazo|(kind|best|warm) regards|regards|many thanks|thanks in advance|thank you( in advance| very much)?|sincerely|yours (sincerely|faithfully)|looking forward to (hearing from you|your (reply|answer)))$/;

/** A hedge before the question, whole (simplified): "perdonad la pregunta", "no sé si esto es con vosotros", "a ver si me podéis ayudar". */
const hedge =
  /^(perdon(a|ad|e|en)?|disculp(a|ad|e|en))( (la|mi) (pregunta|molestia|ignorancia|curiosidad)| si (pregunto|es) (una )?(tonteria|obviedad))?$|^no se si (esto )?(es|va) (con|para) (vosotros|ustedes|usted|aqui)$|^no se si (me )?(podeis|pueden|puede|podrias|puedes) ayudar$|^a ver si (me )?(podeis|pueden|puede|puedes) ayudar$|^((es|era) )?(solo |simple )?(por|x) curiosidad$|^(just curious|out of curiosity)$/;

/** Words of a formal greeting or thank-you besides the small-talk cue itself: "muy buenos días tenga usted", "agradezco sinceramente". */
const formalWords = /\b(muy|tenga|tengan|usted|ustedes|sinceramente|de antemano|a todos|a todo el equipo|warm|the whole team|whole|team|greetings|to|and)\b/g;

/** The mark of a postscript, alone in its segment once "P.D.:" is cut at its stops: "p", "d", "pd", "ps". */
const postscriptMark = /^(p|d|de|pd|p de|ps|p s|nota)$/;
/** The words that open an afterthought inside a segment: "por cierto, la web se ve genial", "btw". */
const postscriptWords = /\b(por cierto|btw)\b/g;
/** Praise of the site or the chat itself, after what is asked: "la web se ve genial", "me encanta la web". */
const aboutTheSite = /\b((la|esta|vuestra) (web|pagina)|(el|este) (chat|asistente)|se ve|queda|ha quedado)\b/g;

/** A segment that is only courtesy: a salutation, the assistant's name, a closing, the reply's form, a postscript's mark, or a greeting, thanks or praise with nothing else in it. */
function isCourtesy(segment: string): boolean {
  const simplified = simplify(segment).trim();
  if (simplified === '') return false;
  if (salutation.test(simplified) || vocative.test(simplified) || closing.test(simplified) || hedge.test(simplified) || postscriptMark.test(simplified))
    return true;
  // ("…, en lista y solo los nombres": how the reply should look.)
  const form = simplified.replace(replyForm, ' ');
  if (form !== simplified && toTerms(form).length === 0) return true;
  const kind = detectSmallTalk(simplified);
  if (kind !== 'greeting' && kind !== 'thanks' && kind !== 'bye' && kind !== 'praise') return false;
  const rest = withoutSmallTalkCue(simplified, kind)
    .replace(postscriptWords, ' ')
    .replace(aboutTheSite, ' ')
    .replace(socialPhrases, ' ')
    .replace(smallTalkFiller, ' ')
    .replace(formalWords, ' ');
  return toTerms(rest).length === 0;
}

/**
 * The message without the courtesy that opens and closes it, when something else remains: the
 * segments (up to a colon, a full stop, a question or exclamation mark, a comma or a line break)
 * taken off either end while each is only courtesy. A message that is all courtesy is returned
 * whole, for the small talk to answer.
 */
export function withoutCourtesy(message: string): string {
  const segments = message.match(/[^.:;!?,\n]+[.:;!?,\n]*/g);
  if (!segments || segments.length < 2) return message;
  let start = 0;
  let end = segments.length;
  while (start < end && isCourtesy(segments[start]!)) start += 1;
  while (end > start && isCourtesy(segments[end - 1]!)) end -= 1;
  if (start === end || (start === 0 && end === segments.length)) return message;
  // A question keeps its opening mark: "Buenas tardes, ¿cómo…?" keeps "¿cómo…?".
  return segments.slice(start, end).join('').trim();
}
