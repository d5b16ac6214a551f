import { paymentCount } from './instalments.ts';
import type { Course } from '../../../site/content/courses.ts';
import { jobOpenings } from '../../../site/content/careers.ts';
import { company } from '../../../site/content/company.ts';
import { serviceDetails } from '../../../site/content/services.ts';
import { team } from '../../../site/content/team.ts';
import { courseFormat } from '../../../site/domain/course-format.ts';
import type { Facet } from '../facets.ts';
import { withoutBareYesNo } from '../sources/faqs.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { fold } from '../text/fold.ts';
import { officeCities, officeCityIn } from './office-cities.ts';
import { toTerms } from '../text/terms.ts';
import type { Lang } from '../text/language.ts';
import { isoDate } from '../format.ts';
import { courseByUrl, courses, levelRank, needsCode } from './course-data.ts';
import { otherCityNamed } from './negatives.ts';
import { optionsNamed } from './options.ts';
import { learnPatterns } from '../text/spelling.ts';
import { remembered } from '../text/remember.ts';

/**
 * Yes/no questions ("¿el curso de NLP es online?", "¿tenéis oficina en Lisboa?") answered with a
 * plain "Sí." or "No." first, but only when the structured content decides it; otherwise the reply
 * states the facts with no polarity word, so it can never contradict the source.
 */
export type Polarity = 'yes' | 'no';

/** Question words that make a question open ("¿cuánto…?", "what…?") wherever they stand. */
const openWord =
  /\b(que (dia|dias|fecha|fechas|hora|horario|mes|calle|numero|telefono|email|correo|direccion)|como (lo |la |los |las |le |les |os )?(llamo|contacto|pago|apunto|inscribo|reservo|llego)|cuanto|cuanta|cuantos|cuantas|cual|cuales|quien|quienes|donde|adonde|qual|quais|quanto|quanta|quantos|quantas|onde|quem|(hasta|desde|para) cuando|cada cuanto|how much|how many|which|por que|why|(en|a|desde|hasta|con|de|para) que (calle|ciudad|hora|dia|fecha|idioma|horario|plataforma|mes|semana|formato|modalidad|nivel|sitio|lugar|zona|barrio|piso|direccion|pais|ano|momento|plazo|edicion|curso|servicio|oficina))\b/;
/** Question words that open a question only at the start of a clause ("¿qué…?", "¿cómo…?", "when…?", Portuguese "quando…?"). */
const clauseOpenWord =
  /^(y |e |pero |and |so |entonces )?((con|de|en|para|por|a|desde|hasta|sobre|with|for|in|on|at) )?(que|como|cuando|quando|o que|what|how|when|where|who)\b/;
/**
 * Verbs a closed question starts with when it has no question mark ("tiene certificado el curso"),
 * as dictated or written in Latin America too ("ustedes trabajan con empresas de México", "ay clases grabadas").
 */
const closedStart =
  /^(y |e |pero |and )?(el |la |los |las |este |ese |vuestro |vuestra |the )?(ustedes |vosotros |usted )?(me |nos |le |les )?(es|son|sois|esta|estan|estais|hay|ay|tiene|tienen|teneis|tienes|puedo|puede|pueden|podeis|podrian|se puede|ofreceis|ofrecen|dais|dan|haceis|hacen|impartis|imparten|incluye|necesito|hace falta|existe|quedan|queda|admitis|admiten|aceptais|aceptan|trabajais|trabajan|cobrais|cobran|mandais|mandan|enviais|envian|abris|abren|sirve|vale|es verdad|es cierto|is|are|do|does|can|could|will|have|has|should|did)\b/;
const requestStart =
  /^(dime|dame|cuentame|hablame|explicame|info|informacion|quiero|quisiera|necesito info|busco|tell|give|show|i want|i would like|i d like)\b/;

export const isYesNoQuestion: (message: string) => boolean = remembered(asksYesOrNo);

function asksYesOrNo(message: string): boolean {
  const clauses = fold(message)
    .split(/[¿?¡!.,;:\n]+/)
    .map((clause) =>
      clause
        .replace(/[^a-z0-9ñ ]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  if (clauses.length === 0) return false;
  const text = clauses.join(' ');
  if (openWord.test(text) || clauses.some((clause) => clauseOpenWord.test(clause))) return false;
  // "¿online o presencial?" asks which, not whether.
  if (/\b\w+ o (presencial|online|a distancia|en persona|remoto)\b|\b(online|presencial) or\b/.test(text)) return false;
  const last = clauses.at(-1) ?? '';
  // "¿son en directo o grabados?", "¿por la mañana o por la tarde?": the question ends on two values to choose from
  // (not "¿algún título o diploma?", two names of one thing, nor "sí o sí").
  if (
    /\b((en|por|de|a) (la |el )?[a-zñ]+ o (en|por|de|a) (la |el )?[a-zñ]+|(son|es|seran|sera|estan|esta) (en )?[a-zñ]+ o [a-zñ]+)$/.test(last) &&
    !/\bsi o si\b/.test(last)
  )
    return false;
  if (requestStart.test(clauses[0] ?? '') && !message.includes('?')) return false;
  return message.includes('?') || closedStart.test(clauses[0] ?? '') || closedStart.test(last);
}

/** The cities a service says it is given on site in ("Clases online o presenciales en Madrid"). */
function onSiteCities(url: string): string[] {
  const service = serviceDetails.find((item) => `/servicios/${item.slug}` === url);
  const said = fold([...(service?.features ?? []), service?.details.overview ?? ''].join(' '));
  return officeCities.filter((city) => new RegExp(`\\bpresencial\\w* en ${city}\\b`).test(said));
}
const onlineCue =
  /\b(online|on line|a distancia|remoto|en remoto|desde casa|virtual|remote|remotely|from home|videollamadas?|video llamada|por (zoom|skype|meet|teams)|video call)\b/;
const onlyCue =
  /\b(100|cien por cien|solo|solamente|unicamente|totalmente|completamente|enteramente|entero|entera|del todo|todo|toda|sin ir nunca|sin pisar|exclusivamente|only|fully|entirely|all|100 percent)\b/;
const onSiteCue = /\b(presencial|presenciales|en persona|in person|face to face|on site|onsite|en (un )?aula|classroom)\b/;
const beginnerCue =
  /\b(principiantes?|desde cero|de cero|basico|facil|novatos?|iniciacion|sin experiencia|sin conocimientos|beginners?|easy|from scratch|no tengo ni idea|para empezar)\b/;
const advancedCue = /\b(avanzado|dificil|complicado|expertos?|advanced|hard|difficult)\b/;
const intermediateCue = /\b(intermedi[oa]|intermediate)\b/;
const codeCue = /\b(program\w*|python|codigo|code|coding)\b/;
const mathCue = /\b(matematicas?|estadistica|mates|maths?|statistics)\b/;
const priorCue =
  /\b(conocimientos previos|experiencia previa|saber algo|base previa|prior knowledge|previous experience|requisitos|prerequisites?|requirements?)\b/;
const freeCue = /\b(gratis|gratuit[oa]s?|free|sin coste|de balde)\b/;
const costCue = /\b(coste|costo|cuesta|pagar|pago|se paga|cobrais|cobran|cobrar|se cobra|cost|paid|pay|charge)\b/;
const weekendCue = /\b(sabados?|domingos?|fin(es)? de semana|weekends?|saturdays?|sundays?)\b/;
const hiringCue =
  /\b(contratando|contratais|buscais (gente|personal|trabajadores|perfiles)|vacantes?|ofertas? de (empleo|trabajo)|puestos?|hiring|job openings?|jobs?)\b/;
/** "¿Tenéis…?", "¿Hacéis…?": asks whether something is offered. */
const offerCue = /\b(teneis|tienen|hay|ofreceis|ofrecen|existe|dais|haceis|impartis|organizais|do you (have|offer|run|do)|is there)\b/;
const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const englishMonths = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Seasons as months (the northern ones our cities have). */
const seasons: [RegExp, number[]][] = [
  [/\b(verano|summer)\b/, [6, 7, 8]],
  [/\b(otono|autumn|fall)\b/, [9, 10, 11]],
  [/\b(invierno|winter)\b/, [12, 1, 2]],
  [/\b(primavera|spring)\b/, [3, 4, 5]],
];
/** Asks whether an edition is given somewhere or some time: "¿tiene edición en…?", "¿alguna fecha en…?", "¿se puede hacer en…?". */
const editionCue = /\b(edicion|ediciones|convocatorias?|fechas?|se (da|imparte|hace|puede hacer)|lo (dan|dais|haceis|imparten)|taught|held|run|offered)\b/;

const decide = (condition: boolean): Polarity => (condition ? 'yes' : 'no');

/** "Soy autónomo, ¿puedo bonificarlo?" when the content limits it to employees ("por cuenta ajena"). */
const employeesOnly = (text: string, content: string) => /\b(autonom[oa]s?|freelance|por cuenta propia)\b/.test(text) && /cuenta ajena/.test(fold(content));

/** "¿y esa es presencial?", "¿esa edición es online?": the edition, not the course. */
const editionPointer = /\b(esa|esta|aquella|la misma|that one|that edition|this one)\b/;

/**
 * The edition a follow-up points at: the only one of the course's editions whose date the last
 * reply gave ("La próxima edición… empieza el 25 de enero de 2027, online." → "¿y esa es presencial?").
 */
export function editionPointedAt(course: Course, text: string, lastReply: string | undefined): Course['nextDates'][number] | undefined {
  if (!lastReply || !editionPointer.test(text)) return undefined;
  const given = course.nextDates.filter((edition) => (['es', 'en'] as const).some((lang) => lastReply.includes(isoDate(edition.date, lang))));
  return given.length === 1 ? given[0] : undefined;
}

function coursePolarity(
  course: Course,
  facets: readonly Facet[],
  text: string,
  namedIt: boolean,
  facts?: KnowledgeDoc['facts'],
  edition?: Course['nextDates'][number],
): Polarity | undefined {
  const modalities = fold(
    edition
      ? `${edition.modality} ${edition.city ?? ''}`
      : [courseFormat(course), ...course.nextDates.map((date) => `${date.modality} ${date.city ?? ''}`)].join(' '),
  );
  // "¿Presencial en Valencia?": a city with no edition is a no, whatever modality it has.
  if ((facets.includes('format') || onSiteCue.test(text)) && otherCityNamed(text)) return 'no';
  const city = officeCityIn(text);
  // "¿Tiene edición en Barcelona?", "¿se puede hacer en Madrid?": whether any edition is given there.
  if (city && (facets.includes('format') || facets.includes('dates') || onSiteCue.test(text) || editionCue.test(text)))
    return decide(modalities.includes(city));
  if (facets.includes('format') || onlineCue.test(text) || onSiteCue.test(text)) {
    // "¿Es 100 % online?" asks whether it is only online: a hybrid course is not.
    if (onlineCue.test(text) && onlyCue.test(text)) return decide(modalities.includes('online') && !/presencial|hibrido/.test(modalities));
    if (onlineCue.test(text)) return decide(modalities.includes('online'));
    if (onSiteCue.test(text) && onlyCue.test(text)) return decide(/presencial|hibrido/.test(modalities) && !modalities.includes('online'));
    if (onSiteCue.test(text)) return decide(/presencial|hibrido/.test(modalities));
  }
  if (facets.includes('certificate')) return decide(Boolean(course.certificate));
  if (facets.includes('discount')) return decide(course.originalPrice !== undefined && course.price !== undefined && course.originalPrice > course.price);
  if (facets.includes('price') && freeCue.test(text)) return decide(course.price === undefined ? false : course.price === 0);
  // "¿Sirve para alguien que empieza de cero?": the level asked in the visitor's words.
  const beginnerFit =
    beginnerCue.test(text) && /\b(sirve|vale|apto|adecuado|para mi|para alguien|para gente|puedo|podria|suitable|good for|ok for|fine for)\b/.test(text);
  if (facets.includes('requirements') || facets.includes('level') || codeCue.test(text) || priorCue.test(text) || beginnerFit) {
    // "¿Puedo hacerlo si no sé programar?" asks the opposite of "¿hace falta programar?".
    const withoutCode =
      /\b(no se|sin saber|sin|no programo|nunca he programado|nunca ha programado|nada de|ni idea de|cero|can t|cannot|without|never|nunca)\b.{0,12}\b(program\w*|python|codigo|code|coding)\b/.test(
        text,
      ) || /\b(no|nunca) (he|ha|has|han|hemos) (escrito|tocado|hecho|visto)\b.{0,25}\b(program\w*|python|codigo|code)\b/.test(text);
    if (
      codeCue.test(text) &&
      withoutCode &&
      /\b(puedo|podria|puede|pueden|me sirve|sirve|vale|es para mi|apto|adecuado|entrar|apuntarme|can i|could i|ok for|suitable|good for|fine for)\b/.test(text)
    )
      return decide(!needsCode(course));
    if (
      codeCue.test(text) &&
      /\b(necesit\w*|hace falta|tengo que|hay que|requier\w*|pide|saber|imprescindible|obligatorio|necesario|need|required?|know|must)\b/.test(text)
    )
      return decide(needsCode(course));
    if (mathCue.test(text)) return decide(course.requirements.some((item) => /matem|estad/i.test(item)));
    if (beginnerCue.test(text)) return decide(levelRank(course) === 0);
    if (advancedCue.test(text)) return decide(levelRank(course) >= 2);
    if (intermediateCue.test(text)) return decide(levelRank(course) === 1 || levelRank(course) === 2);
    if (priorCue.test(text)) return decide(levelRank(course) > 0);
  }
  // "¿Quedan plazas ilimitadas?": a number of places left says they are limited.
  if (facets.includes('places') && course.placesLeft !== undefined && /\b(ilimitad[oa]s|sin limite|unlimited)\b/.test(text)) return 'no';
  if (facets.includes('places') && course.placesLeft !== undefined) return decide(course.placesLeft > 0);
  if (facets.includes('dates') || editionCue.test(text)) {
    const asked = months.findIndex((month, index) => new RegExp(`\\b(${month}|${englishMonths[index]})\\b`).test(text));
    if (asked >= 0) return decide(course.nextDates.some((date) => Number(date.date.slice(5, 7)) === asked + 1));
    // "¿Alguna fecha en verano?": the months of the season asked.
    const season = seasons.find(([pattern]) => pattern.test(text))?.[1];
    if (season) return decide(course.nextDates.some((date) => season.includes(Number(date.date.slice(5, 7)))));
  }
  // Recordings, instalments, funding, missed classes: the course FAQ's own answer decides.
  for (const facet of ['recordings', 'instalments', 'funding', 'missedClasses'] as const) {
    const fact = facts?.[facet]?.es;
    if (!facets.includes(facet) || !fact) continue;
    // "¿en doce mensualidades?" when the FAQ says three payments: a count the content does not give is a "no".
    const asked = paymentCount(text);
    const stated = paymentCount(fold(fact));
    if (facet === 'instalments' && asked !== undefined && stated !== undefined && asked !== stated) return 'no';
    if (facet === 'funding' && employeesOnly(text, fact)) return 'no';
    return answerPolarity(fact.slice(fact.indexOf(':') + 1).trim(), text, course.title);
  }
  // "¿Tenéis un curso de NLP?" naming the course by its name: it exists.
  if (facets.length === 0 && namedIt && offerCue.test(text)) return 'yes';
  return undefined;
}

/** Words too general to say an answer restates the question. */
const generalWords =
  /^(curso|cursos|clase|clases|sesion|sesiones|servicio|servicios|empresa|empresas|formacion|alumno|alumnos|academy|nuestro|nuestra|vuestro|vuestra|tambien|despues|antes|siempre|puede|pueden|todas|todos)$/;

/** The long words of a folded text, those that name something ("equipo", "formar"), not the general ones above. */
const longWords = (folded: string) => folded.split(/[^a-zñ]+/).filter((word) => word.length >= 5 && !generalWords.test(word));
/** A word by its first five letters: "formáis" and "formar" are one key. */
const keyOf = (word: string) => word.slice(0, 5);

/**
 * The polarity of an answer in the content's own words: "Sí…"/"No…" opening it, "Puedes…" to
 * "¿puedo…?", or a first sentence without a negation that restates the question's own verb or
 * noun ("¿Firmáis un acuerdo…?" → "Firmamos un acuerdo…", "¿quedan grabadas?" → "se graban").
 */
export function answerPolarity(answer: string, question: string, title = ''): Polarity | undefined {
  const folded = fold(answer);
  if (/^si\b/.test(folded)) return 'yes';
  if (/^no\b/.test(folded)) return 'no';
  if (/\b(puedo|se puede|podre|podemos)\b/.test(question) && /^puedes\b/.test(folded)) return 'yes';
  // "¿Dura varios meses?", "¿quedan para siempre?": an amount or a time limit is not a yes the answer's words can give.
  // The same figure on both sides ("¿en menos de 24 horas?" — "en un máximo de 24 horas") still restates the question.
  const figure = /\b(\d+)\b/.exec(question)?.[1];
  const sameFigure = figure !== undefined && new RegExp(`\\b${figure}\\b`).test(folded);
  if (
    !sameFigure &&
    /\b(dura|duran|meses|semanas|horas|dias|anos|minutos|varios|varias|mucho|poco|para siempre|siempre|de por vida|indefinidamente|forever)\b/.test(question)
  ) {
    return /\b(para siempre|de por vida|indefinidamente|forever)\b/.test(question) && /\bdurante [a-z0-9]+ (meses|anos|semanas|dias)\b/.test(folded)
      ? 'no'
      : undefined;
  }
  const first = folded.split(/[.;:]/)[0] ?? '';
  if (/\b(no|nunca|sin|ni)\b/.test(first)) return undefined;
  const own = new Set(fold(title).split(/[^a-zñ]+/));
  const asked = new Set(
    longWords(question)
      .filter((word) => !own.has(word))
      .map(keyOf),
  );
  return longWords(first).some((word) => asked.has(keyOf(word))) ? 'yes' : undefined;
}

/** Asked whether something lasts for ever; a stated period ("durante doce meses") says it does not. */
const foreverCue = /\b(para siempre|de por vida|indefinidamente|sin limite( de tiempo)?|sin caducidad|forever|for life|lifetime|permanently)\b/;
const limitedPeriod =
  /\b(durante|hasta|for|up to) (\d+|un|una|dos|tres|cuatro|seis|doce|veinticuatro|one|two|three|six|twelve) (dias|semanas|meses|mes|anos|ano|days|weeks|months|years)\b/;

/** How often something happens, as a question or an answer says it. */
const frequencies: [string, RegExp][] = [
  ['day', /\b(diari[oa]s?|a diario|cada dia|todos los dias|daily|every day)\b/],
  ['week', /\b(semanal(es|mente)?|cada semana|todas las semanas|a la semana|weekly|every week|a week)\b/],
  ['fortnight', /\b(quincenal(es)?|cada quince dias|fortnightly)\b/],
  ['month', /\b(mensual(es|mente)?|al mes|cada mes|una vez al mes|monthly|a month|every month)\b/],
];
const frequencyIn = (text: string) => frequencies.find(([, cue]) => cue.test(text))?.[0];

/** "¿La newsletter es semanal?" answered "un correo al mes": the answer states another frequency. */
export function frequencyContradicted(question: string, answer: string): boolean {
  const asked = frequencyIn(question);
  const stated = frequencyIn(fold(answer));
  if (asked !== undefined && stated !== undefined && asked !== stated) return true;
  // "¿… abre los fines de semana?" answered with hours "de lunes a viernes".
  return weekendCue.test(question) && /\b(lunes a viernes|monday to friday)\b/.test(fold(answer));
}

/**
 * "¿La gestión de FUNDAE tiene algún costo adicional?" found an FAQ whose own "Sí, si lo realizas como
 * trabajador…" answers another question: the sentence that says the thing asked is absent answers
 * this one, with a "No" ("No: nos encargamos… sin coste adicional."), never "No: solo si…".
 */
export function absenceFirst(reply: string, text: string): string | undefined {
  // "¿Algún recargo si pago en tres veces?" — "Sí. Puedes fraccionar… sin intereses.": the FAQ's own yes, turned.
  if (/^Sí\. /.test(reply)) return `No. ${reply.slice(4)}`;
  if (!/^Sí, si /.test(reply)) return undefined;
  const sentences = reply.split(/(?<=\.)\s+/);
  const said = sentences.find((sentence) => negatedInAnswer(text, sentence));
  if (!said) return undefined;
  const more = sentences.find((sentence) => /^Más información:/.test(sentence));
  return `No: ${said.charAt(0).toLowerCase()}${said.slice(1)}${more ? ` ${more}` : ''}`;
}

/** Something more to pay asked about: an extra cost, a surcharge, interest (not what a thing costs). */
const extraCostAsked =
  /\b(recargos?|intereses|comision(es)?|cuesta(n)? algo( mas| extra)?|(coste|costo|cargo|gasto)s? (adicional(es)?|extra)|(cobrais|cobran|cobrariais|se cobra) (algo|algun|mas|extra))\b/;
/** An answer that says there is nothing to pay for it. */
const noCharge = /\bsin (coste|costo|intereses|recargo|cargo|comision)|\bgratis\b|\bgratuit[oa]s?\b/;

/** Two words of the same length that differ in one letter ("interezes", "intereses"). */
function oneLetterApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differences = 0;
  for (let at = 0; at < a.length && differences <= 1; at += 1) if (a[at] !== b[at]) differences += 1;
  return differences === 1;
}

/** "¿Hay intereses si pago a plazos?" → "…tres pagos sin intereses": what is asked about, said to be absent. */
export function negatedInAnswer(text: string, answer: string): boolean {
  const folded = fold(answer);
  // "¿me cuesta algo extra?", "¿algún recargo?": something more to pay, and the answer says there is nothing.
  if (extraCostAsked.test(text) && noCharge.test(folded)) return true;
  if (!folded.includes('sin ')) return false;
  // What the answer says is absent, the word after each "sin", as asked or with one letter mistyped ("¿me cobran interezes?" —
  // "sin intereses"); not by its stem, which makes one word of "programa" and "programar".
  const absent = [...folded.matchAll(/\bsin ([a-zñ]+)/g)].map(([, word]) => word as string);
  const same = (asked: string, gone: string) => asked === gone || (asked.length >= 7 && oneLetterApart(asked, gone));
  // "¿…sin saber programar?", "aunque no tenga conocimientos de programación" ask for the absence itself: an answer that says
  // "sin programar" agrees.
  return text
    .split(' ')
    .filter((word) => word.length >= 5 && !new RegExp(`\\b(sin|no|nunca|ni) (\\w+ ){0,3}${word}\\b`).test(text))
    .some((word) => absent.some((gone) => same(word, gone)));
}

/**
 * Whether a closed question asks about what an FAQ's answer states after its bare "Sí."/"No."
 * rather than the FAQ's own question: it lacks the FAQ question's verb (its first long word,
 * "necesitamos"), and its own first long word ("formáis" in "¿formáis a nuestro equipo…?") is not
 * in the FAQ's question but is in the statement ("…formar a tu equipo"). Only that word: the
 * others may name what the FAQ is about in other words ("¿hace falta un equipo para un proyecto?").
 */
function asksTheStatement(question: string, faqQuestion: string, statement: string): boolean {
  const longKeys = (text: string) => longWords(fold(text)).map(keyOf);
  const asked = longKeys(question);
  const own = longKeys(faqQuestion);
  const [verb] = asked;
  if (!verb || own.length === 0 || asked.includes(own[0]!)) return false;
  return !own.includes(verb) && longKeys(statement).includes(verb);
}

/** An FAQ answers its own question with a bare "Sí."/"No."; a question about the opposite ("¿es gratis?" for "¿tiene coste?") flips it. */
function faqPolarity(doc: KnowledgeDoc, text: string): Polarity | undefined {
  if (employeesOnly(text, doc.text)) return 'no';
  if (foreverCue.test(text) && limitedPeriod.test(fold(doc.text))) return 'no';
  const bare = /^(Sí|No)\./.exec(doc.text)?.[1];
  if (!bare) return answerPolarity(doc.text, text);
  // "¿Formáis a nuestro equipo…?" answered by "¿Necesitamos un equipo técnico propio?" — "No. Podemos… formar a tu equipo":
  // what is asked is what the answer goes on to state, not the FAQ's own question; the statement decides, never the bare "No.".
  const statement = withoutBareYesNo(doc.text);
  if (asksTheStatement(text, doc.title, statement)) return answerPolarity(statement, text, doc.title);
  const own: Polarity = bare === 'Sí' ? 'yes' : 'no';
  const faqQuestion = fold(doc.title);
  // "¿Dais consultoría a empresas?" found "¿La primera consultoría tiene coste?": its "No." answers only a question about cost.
  const aboutCost = (question: string) => costCue.test(question) || freeCue.test(question);
  if (aboutCost(faqQuestion) && !aboutCost(text)) return undefined;
  const opposite =
    (freeCue.test(text) && costCue.test(faqQuestion) && !freeCue.test(faqQuestion)) || (costCue.test(text) && !freeCue.test(text) && freeCue.test(faqQuestion));
  return opposite ? (own === 'yes' ? 'no' : 'yes') : own;
}

/** The polarity the content supports for a closed question about `doc`, when it decides one. */
/** `edition`: the one edition of the course a follow-up points at (`editionPointedAt`), which decides for the course. */
export function polarityOf(
  doc: KnowledgeDoc,
  facets: readonly Facet[],
  simplified: string,
  namedIt: boolean,
  edition?: Course['nextDates'][number],
): Polarity | undefined {
  const text = fold(simplified);
  if (doc.kind === 'course') {
    const course = courseByUrl(doc.url);
    return course ? coursePolarity(course, facets, text, namedIt, doc.facts, edition) : undefined;
  }
  if (doc.kind === 'faq') return faqPolarity(doc, text);
  // "¿La oficina de Barcelona abre los fines de semana?", "¿el sábado se os puede llamar?": every office and the contact page
  // keep the company's hours.
  if ((doc.kind === 'office' || doc.kind === 'contact') && weekendCue.test(text)) return company.hours.days === 'Mo-Fr' ? 'no' : undefined;
  // Only whether the office is there: "¿tenéis oficina en Lisboa?", "¿estáis en Barcelona?"; not "¿está cerca del metro?", which no page says.
  if (doc.kind === 'office') return officeThere.test(text) ? 'yes' : undefined;
  if (doc.kind === 'service' && facets.includes('format') && doc.facts.format) {
    // "¿La formación para equipos es online?": the option named, not every option of the service.
    const named = optionsNamed(doc.url, text);
    const formats = named.length > 0 ? named.join(' ') : fold(doc.facts.format.es);
    // "¿Son solo online?": online and on site is not only online; "¿es solo presencial?" the other way round.
    if (onlineCue.test(text) && onlyCue.test(text)) return decide(formats.includes('online') && !/presencial/.test(formats));
    if (onlineCue.test(text)) return decide(formats.includes('online'));
    if (onSiteCue.test(text) && onlyCue.test(text)) return decide(formats.includes('presencial') && !formats.includes('online'));
    // "¿Dais clases presenciales en Barcelona?": the city the service says it is given in, when it says one.
    const onSiteIn = onSiteCities(doc.url);
    const city = officeCityIn(text) ?? otherCityNamed(text);
    if (onSiteCue.test(text) && city && onSiteIn.length > 0) return decide(onSiteIn.includes(fold(city)));
    if (onSiteCue.test(text)) return decide(formats.includes('presencial'));
  }
  if (doc.kind === 'service' && facets.length === 0 && namedIt && offerCue.test(text)) return 'yes';
  // "¿Hacéis chatbots para WhatsApp?" answered by a line of work of /servicios: we do.
  if (doc.id.startsWith('area:') && facets.every((facet) => facet === 'whatsapp') && offerCue.test(text)) return 'yes';
  if (doc.id === 'payments' && /\b(plazos|fraccionar|transferencia|factura)\b/.test(text)) return 'yes';
  if (doc.kind === 'contact') {
    if (facets.includes('whatsapp')) return 'yes';
  }
  // "¿Hay ofertas de trabajo en Lisboa?": an opening in the city asked, or none.
  const jobCity = officeCityIn(text) ?? otherCityNamed(text);
  // (What an opening says of its hours or place comes first: "¿el de Barcelona es a jornada completa?".)
  const ofOpening = doc.kind === 'job' ? jobPolarity(fold(`${doc.summary.es} ${doc.text}`), text) : undefined;
  if (ofOpening) return ofOpening;
  if (doc.url === '/careers' && hiringCue.test(text) && jobCity)
    return decide(jobOpenings.some((job) => fold(`${job.location} ${job.workplace}`).includes(fold(jobCity))));
  // "¿Estáis contratando?" is a yes; "¿buscáis desarrolladores de iOS?", a role no opening names, a no (the openings follow).
  if (doc.url === '/careers' && (doc.id.startsWith('page:') || doc.id === 'careers:perks') && hiringCue.test(text))
    return roleNamedBesides(text).every((term) => openingTerms.has(term)) ? 'yes' : 'no';
  // "¿Buscáis formadores de IA generativa?" answered by that very opening: we do.
  if (doc.kind === 'job' && namedIt && hiringCue.test(text)) return 'yes';
  if (doc.kind === 'job') return jobPolarity(fold(`${doc.summary.es} ${doc.text}`), text);
  if (doc.id.startsWith('team:')) return personPolarity(doc, text);
  return undefined;
}

/** Everyone the site names, folded: the team and the course instructors. */
const people = [
  ...new Set([...team.map((member) => member.name), ...courses.flatMap((course) => (course.instructors ?? []).map((person) => person.name))]),
].map((name) => ({
  name,
  folded: fold(name),
}));

/** "¿Javier Ortega es vuestro CTO?" answered by the CTO's page: yes if it names that person, no if it names another. */
function personPolarity(doc: KnowledgeDoc, text: string): Polarity | undefined {
  const asked = people.find((person) => text.includes(person.folded));
  if (!asked) return undefined;
  const same = fold(doc.title) === asked.folded || doc.summary.es.startsWith(asked.name);
  if (!same) return 'no';
  // "¿Lucía Fernández es la directora de formación?" found by her name: the role asked must be hers too.
  const role = roleWords(text.replace(asked.folded, ' '));
  const held = fold(doc.summary.es);
  return role.length === 0 || role.every((word) => held.includes(word)) ? 'yes' : 'no';
}

/** The words of a role in a question: "directora de formación", "CTO", "responsable de ética". */
function roleWords(text: string): string[] {
  return [
    ...text.matchAll(
      /\b(ceo|cto|director\w*|responsable|jef[ae]|cofundador\w*|fundador\w*|coordinador\w*|formacion|etica|cumplimiento|tecnologia|lisboa|barcelona|madrid)\b/g,
    ),
  ].map((match) => (match[1] ?? '').replace(/(es|as|os|a|o)$/, ''));
}

/** "¿Es a jornada completa?", "¿es 100 % remoto?": what the opening states about its hours and place. */
/** The words of the openings' titles and descriptions. */
const openingTerms: ReadonlySet<string> = new Set(jobOpenings.flatMap((job) => toTerms(`${job.title} ${job.summary}`)));

/** The role a hiring question names: "(vacantes de) ios", "(puestos para) formadores" ("buscáis desarrolladores de iOS" reads "vacantes de ios"). */
function roleNamedBesides(text: string): string[] {
  const role = /\b(?:vacantes?|puestos?|ofertas? de (?:empleo|trabajo)|empleo|trabajo) (?:de|para) ((?:[a-zñ0-9]+ ?){1,3})/.exec(text)?.[1] ?? '';
  return toTerms(role).filter((term) => !officeCities.includes(term) && !roleless.has(term));
}
/** Words after "vacantes para…" that name no role: "gente para trabajar (con vosotros)". */
const roleless: ReadonlySet<string> = new Set(toTerms('trabajar trabajo empleo gente personal perfiles vosotros nosotros ustedes ahora mismo'));

function jobPolarity(job: string, text: string): Polarity | undefined {
  if (/\b(jornada completa|tiempo completo|full time)\b/.test(text))
    return job.includes('jornada completa') ? 'yes' : job.includes('media jornada') ? 'no' : undefined;
  if (/\b(media jornada|part time)\b/.test(text)) return job.includes('media jornada') ? 'yes' : job.includes('jornada completa') ? 'no' : undefined;
  // A hybrid opening is partly remote: only "100 % remoto" (or "remoto total") gets its "no".
  if (/\b(remot\w*|teletrabajo|desde casa|remote)\b/.test(text) && (onlyCue.test(text) || /\btotal\b/.test(text)))
    return /\b(hibrido|presencial)\b/.test(job) ? 'no' : undefined;
  // "¿El puesto es híbrido?": what the opening says of its place.
  if (/\b(hibrido|hybrid)\b/.test(text)) return /\bhibrido\b/.test(job) ? 'yes' : /\b(presencial|remoto)\b/.test(job) ? 'no' : undefined;
  return undefined;
}

/** Whether we have an office somewhere: the one yes an office's page decides. */
const officeThere =
  /\b((hay|teneis|tienen|tienes|tiene|existe|existen|contais con|cuentan con|have|has|is there|there is|there are|got)( (alguna|una|un|an?|any|vuestra|your))? (oficinas?|sedes?|office|offices)|any (oficinas?|office|offices)|(estais|estan|are you|you are)( tambien| ya| also)? (en|in|presentes en|based in)|^ ?(oficinas?|sedes?|office)( (en|in))? [a-z]+ ?$)\b/;
const openers: Record<Polarity, Record<Lang, string>> = { yes: { es: 'Sí.', en: 'Yes.' }, no: { es: 'No.', en: 'No.' } };
const statedPolarity = /^[¡¿"«\s]*(sí|si|yes|no|not)(?!\p{L})/iu;

/** The reply opened with the polarity, unless it already opens with one. */
/**
 * "¿NLP presencial en Madrid?" answered no: a plain statement of what is not offered ("No: no hay
 * ediciones…"), not a bare "No." before the modality, so the visitor reads the negative at once.
 */
export function modalityNegative(title: string, simplified: string, lang: Lang, edition?: Course['nextDates'][number]): string | undefined {
  const text = fold(simplified);
  // ("¿y esa es presencial?" of the online edition of 25 January: that edition's modality, not the course's.)
  if (edition) {
    const modality = { Online: { es: 'online', en: 'online' }, Presencial: { es: 'presencial', en: 'on site' }, Híbrido: { es: 'híbrida', en: 'hybrid' } }[
      edition.modality
    ][lang];
    const where = edition.city ? (lang === 'es' ? ` en ${edition.city}` : ` in ${edition.city}`) : '';
    return lang === 'es'
      ? `No: la edición del ${isoDate(edition.date, lang)} es ${modality}${where}.`
      : `No: the ${isoDate(edition.date, lang)} edition is ${modality}${where}.`;
  }
  const city = officeCityIn(text);
  const where = city ? city.charAt(0).toUpperCase() + city.slice(1) : otherCityNamed(text);
  if (onlineCue.test(text) && onlyCue.test(text)) return lang === 'es' ? `No: ${title} no es 100 % online.` : `No: ${title} is not offered fully online.`;
  if (where) return lang === 'es' ? `No: no hay ediciones de ${title} en ${where}.` : `No: ${title} is not offered in ${where}.`;
  if (onSiteCue.test(text) && onlyCue.test(text)) return lang === 'es' ? `No: ${title} también se imparte online.` : `No: ${title} also runs online.`;
  if (onSiteCue.test(text)) return lang === 'es' ? `No: no hay ediciones presenciales de ${title}.` : `No: ${title} is not offered in person.`;
  if (onlineCue.test(text)) return lang === 'es' ? `No: no hay ediciones online de ${title}.` : `No: ${title} is not offered online.`;
  return undefined;
}

/** "¿Dais clases presenciales en Barcelona?": the "no" says where the service is given on site. */
export function serviceCityNegative(url: string, simplified: string, lang: Lang): string | undefined {
  const onSiteIn = onSiteCities(url);
  const text = fold(simplified);
  const cityNamed = officeCityIn(text) !== undefined || otherCityNamed(text) !== undefined;
  if (!onSiteCue.test(text) || !cityNamed || onSiteIn.length === 0) return undefined;
  const places = onSiteIn.map((city) => city.charAt(0).toUpperCase() + city.slice(1)).join(lang === 'es' ? ' y ' : ' and ');
  return lang === 'es' ? `No: las sesiones presenciales son en ${places}.` : `No: on-site sessions are in ${places}.`;
}

export function withPolarity(reply: string, polarity: Polarity | undefined, lang: Lang, negative?: string): string {
  if (polarity === 'no' && negative && !statedPolarity.test(reply)) return `${negative} ${reply}`;
  // A conditional "Sí, si…" the visitor does not meet: "No: solo si…".
  if (polarity === 'no' && /^Sí, si /.test(reply)) return reply.replace(/^Sí, si /, 'No: solo si ');
  if (!polarity || statedPolarity.test(reply)) return reply;
  return `${openers[polarity][lang]} ${reply}`;
}

learnPatterns([
  openWord,
  closedStart,
  requestStart,
  onlineCue,
  onSiteCue,
  beginnerCue,
  advancedCue,
  codeCue,
  mathCue,
  priorCue,
  freeCue,
  costCue,
  weekendCue,
  hiringCue,
  offerCue,
  ...months,
]);
