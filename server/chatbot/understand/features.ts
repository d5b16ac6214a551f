import { enterpriseBenefits, enterpriseSteps } from '../../../site/content/enterprise.ts';
import { serviceDetails, type ServiceDetail } from '../../../site/content/services.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { numberWords } from '../text/numbers.ts';
import { fold } from '../text/fold.ts';
import { plainTerms, plainWords, toTerms } from '../text/terms.ts';
import type { Polarity } from './polarity.ts';

/** How often a term is used across the site (0..1): a claim matched only by everyday words is no match. */
type Frequency = (term: string) => number;

/** A word this rare across the site makes a shared pair of words specific to the claim. */
const SPECIFIC_SHARE = 0.12;
/** A statement longer than this reads as a paste, not an answer. */
const MAX_QUOTE = 110;
/** Content that says something is free ("sin coste", "gratuita"). */
export const saysFree = /\b(sin coste|gratis|gratuit[oa]s?)\b/i;
const asksFree = /\b(gratis|gratuit\w*|sin coste|free)\b/;
const asksCost = /\b(coste|cuesta|cobr\w*|pagar|pago|paga|pagan|precio)\b/;
const doneForYou = /\b(hacerme|hacermelo|hacermela|me (lo|la) (haceis|hagais|hace)|hacer(me)? (el|la|mi) (trabajo|tfm|tfg|tesis|examen|proyecto)|por mi)\b/;

/** A statement of a service page and the words a question matching it may use. */
interface Claim {
  claim: string;
  /** The statement's own words, and for the first step of the process "primera" too ("¿la primera sesión es gratis?"). */
  words: string;
}

const plain = (claim: string): Claim => ({ claim, words: claim });

/** What a service page states outright: its features, the steps of its process and the sentences of its overview. */
function serviceClaims(service: ServiceDetail): Claim[] {
  const process = (service.details.process ?? []).map((step, at) => {
    const claim = `${step.title}: ${step.description}`;
    return { claim, words: at === 0 ? `primera ${claim}` : claim };
  });
  const overview = service.details.overview.split(/(?<=\.)\s+/);
  return [...service.features.map(plain), ...process, ...overview.map(plain)];
}

/** What the in-company training page states outright: its steps ("Reunión de diagnóstico gratuita…") and its benefits. */
const inCompanyClaims: Claim[] = [...enterpriseSteps.map(plain), ...enterpriseBenefits.map((benefit) => plain(benefit.text))];

/** The statements of a service or of the in-company training page, each short enough to quote. */
function claims(doc: KnowledgeDoc): Claim[] {
  const service = doc.kind === 'service' ? serviceDetails.find((item) => `/servicios/${item.slug}` === doc.url) : undefined;
  const stated = service ? serviceClaims(service) : doc.url === '/cursos/empresas' ? inCompanyClaims : [];
  // A negative sentence ("no hace falta…") would answer the opposite way: only plain statements, short enough to quote.
  return stated
    .map(({ claim, words }) => ({ claim: claim.replace(/\.$/, ''), words }))
    .filter(({ claim }) => claim.length <= MAX_QUOTE && !/\b(no|nunca|ni)\b/i.test(claim));
}

/**
 * "Si me hacéis una app, ¿el código es mío?", "¿puedo empezar sin saber programar?", "¿la sesión
 * de diagnóstico es gratis?": a closed question about a service that one of its own statements
 * answers, quoted as the "sí" (or the "no" to "¿tiene coste?" when it says it is free). Two words in
 * common besides the service's own name, one of them rare: a wrong "sí" is worse than none.
 */
export function claimAnswering(
  doc: KnowledgeDoc,
  questionTerms: readonly string[],
  question: string,
  frequency: Frequency,
): { polarity: Polarity; claim: string } | undefined {
  const stated = claims(doc);
  if (stated.length === 0) return undefined;
  const own = new Set(toTerms(doc.title));
  const asked = new Set(questionTerms.filter((term) => !own.has(term)));
  const money = asksFree.test(question) || asksCost.test(question);
  // "¿Incluye hacerme el TFM?": what we do for the visitor is not what we help them do; the plain no is another rule's.
  if (doneForYou.test(question)) return undefined;
  let best: { claim: string; shared: number } | undefined;
  for (const { claim, words } of stated) {
    // What something costs is answered only by a statement that it is free.
    if (money && !saysFree.test(claim)) continue;
    const shared = [...new Set(toTerms(words))].filter((term) => asked.has(term));
    const specific = shared.some((term) => frequency(term) < SPECIFIC_SHARE);
    // Asked what something costs, one rare word of a statement that says it is free is enough ("¿el diagnóstico se paga?").
    const enough = money ? 1 : 2;
    if (shared.length >= enough && specific && (!best || shared.length > best.shared)) best = { claim, shared: shared.length };
  }
  if (!best) return undefined;
  return { polarity: money && !asksFree.test(question) ? 'no' : 'yes', claim: best.claim };
}

/** The legal pages: each sentence is a commitment the visitor can be quoted ("No lo asociamos a tu identidad"). */
const legalPages: ReadonlySet<string> = new Set(['/privacidad', '/cookies', '/terminos']);

/**
 * "¿Asociáis lo que escribo en este chat a mi identidad?", "¿cedéis mis datos a otras empresas?":
 * the sentence of a legal page that shares most words with the question (two at least) and opens
 * with "No", quoted as the answer.
 */
export function legalSentence(doc: KnowledgeDoc, questionTerms: readonly string[]): { polarity: Polarity; claim: string } | undefined {
  if (!legalPages.has(doc.url)) return undefined;
  const asked = new Set(questionTerms);
  let best: { claim: string; shared: number } | undefined;
  const sentences = doc.summary.es.split(/(?<=\.)\s+/);
  for (const [at, sentence] of sentences.entries()) {
    const claim = sentence.replace(/\.$/, '').replace(/^[^:]{3,40}:\s*/, '');
    if (claim.length > MAX_QUOTE) continue;
    // "Asistente de chat: el texto que escribes… No lo asociamos a tu identidad": a sentence reads with the one before it.
    const context = `${sentences[at - 1] ?? ''} ${claim}`;
    const shared = new Set(toTerms(context).filter((term) => asked.has(term))).size;
    if (shared >= 2 && (!best || shared > best.shared)) best = { claim, shared };
  }
  // Only an explicit "No …" decides: a sentence that merely shares words with the question may not say "sí".
  if (!best || !/^No\b/.test(best.claim)) return undefined;
  return { polarity: 'no', claim: best.claim };
}

/** A figure with its unit: an amount of money, a length of time, a year, a share. */
const figureWithUnit = /(\d+(?:[.,]\d+)?)\s*(€|euros?|semanas?|meses|mes|horas?|dias|años|anos|%|personas)|\b(?:en|de|desde) ((?:19|20)\d\d)\b/;

/** A bound's number in words; "varios meses" is at least two. */
const boundWords: Readonly<Record<string, number>> = { ...numberWords, varios: 2, varias: 2, several: 2 };

/** Days in each unit of calendar time; class hours and money are their own scales. */
const calendarDays: Record<string, number> = { dia: 1, semana: 7, mes: 30, ano: 365, day: 1, week: 7, month: 30, year: 365 };

/** The scale and size of a figure's unit: money in euros, calendar time in days, class hours in hours. */
function scaleOf(unit: string): { scale: string; factor: number } | undefined {
  if (/^(€|euros?|eur)$/.test(unit)) return { scale: 'money', factor: 1 };
  if (/^horas?|hours?$/.test(unit)) return { scale: 'hours', factor: 1 };
  const day = /^(dia|semana|mes|ano|day|week|month|year)/.exec(unit.replace(/^meses$/, 'mes'))?.[1];
  return day ? { scale: 'time', factor: calendarDays[day] ?? 1 } : undefined;
}

const comparedCue =
  /\b(mas de|menos de|mas que|menos que|over|under|more than|less than|at least|como minimo|al menos)( (?:un|una|unos|unas))? (\d+(?:[.,]\d+)?|[a-z]+) ?(€|euros?|horas?|hours?|dias?|semanas?|meses|mes|anos?|years?|months?|weeks?|days?)\b|\b(varios|varias|several) (meses|semanas|anos|dias|horas|months|weeks|years)\b/;
const figureRange =
  /(\d+(?:[.,]\d+)?)(?: (?:a|y|-|to|and) (\d+(?:[.,]\d+)?))? ?(€|euros?|horas?|hours?|dias?|semanas?|meses|mes|anos?|años?|years?|months?|weeks?|days?)(?![a-z])/g;

/**
 * "¿Cuesta más de mil euros?", "¿la consultoría dura más de dos meses?", "¿dura varios meses?": a
 * bound the question states, against the figure (or range) the answer gives on the same scale.
 * Undefined when the range straddles the bound or no figure of that scale is given.
 */
function boundPolarity(question: string, answer: string): Polarity | undefined {
  const asked = comparedCue.exec(question);
  if (!asked) return undefined;
  const several = asked[5] !== undefined;
  const op = several
    ? 'atLeast'
    : /^(menos|under|less)/.test(asked[1] ?? '')
      ? 'less'
      : /^(at least|como minimo|al menos)/.test(asked[1] ?? '')
        ? 'atLeast'
        : 'more';
  const rawNumber = several ? (asked[5] ?? '') : (asked[3] ?? '');
  const value = Number(rawNumber.replace(',', '.')) || boundWords[rawNumber];
  const unit = scaleOf(several ? (asked[6] ?? '') : (asked[4] ?? ''));
  if (!value || !unit) return undefined;
  const bound = value * unit.factor;
  // The answer's figures on that scale; two different ones ("2 a 6 meses…; la consultoría, 2 a 4 semanas") leave it open.
  const figures = [...answer.matchAll(figureRange)].flatMap((match) => {
    const scale = scaleOf((match[3] ?? '').replace('años', 'anos').replace('año', 'ano'));
    if (!scale || scale.scale !== unit.scale) return [];
    const low = Number((match[1] ?? '').replace(/\.(?=\d{3})/g, '').replace(',', '.')) * scale.factor;
    return [{ low, high: match[2] ? Number(match[2].replace(',', '.')) * scale.factor : low }];
  });
  const [figure, other] = figures;
  // A price and the price before a discount ("990€ (antes 1250€)"): the first is the one that is paid.
  if (!figure || (other && unit.scale !== 'money')) return undefined;
  const { low, high } = figure;
  if (op === 'more') return high <= bound ? 'no' : low > bound ? 'yes' : undefined;
  if (op === 'atLeast') return high < bound ? 'no' : low >= bound ? 'yes' : undefined;
  return high < bound ? 'yes' : low >= bound ? 'no' : undefined;
}

/**
 * "¿Fundamentos dura 3 meses?", "¿cuesta 1790?", "¿os fundasteis en 2010?": a closed question that
 * states a figure, checked against the first figure of the same unit the answer gives.
 */
export function figurePolarity(question: string, answer: string): Polarity | undefined {
  const bounded = boundPolarity(question, answer);
  if (bounded) return bounded;
  if (comparedCue.test(question)) return undefined;
  // "¿Dura tres meses?": a count in words is a figure too.
  const spelled = question.replace(spelledFigure, (whole, word: string, unit: string) => (numberWords[word] ? `${numberWords[word]} ${unit}` : whole));
  const asked = figureWithUnit.exec(spelled);
  // "¿Cuesta 1790?": a bare amount after a price word is money.
  const bare = asked ? undefined : /\b(?:cuesta|cuestan|vale|valen|precio|sale)\b\D{0,12}\b(\d{2,5})\b/.exec(question);
  if (!asked && !bare) return undefined;
  const value = asked ? (asked[1] ?? asked[3]) : bare?.[1];
  const unit = bare ? 'money' : asked?.[2] ? unitOf(asked[2]) : 'year';
  const sameUnit = [...answer.matchAll(new RegExp(figureWithUnit.source, 'g'))].filter((match) => (match[2] ? unitOf(match[2]) : 'year') === unit);
  const stated = sameUnit[0];
  if (!stated || !value) return undefined;
  // "¿Hay formación de 20 horas?" against "4 a 8 horas, … 20 a 40 horas": one of several options or a range that holds it is a yes;
  // several figures none of which is it do not say which item was meant.
  // (Money keeps its first figure: "cuesta 1490€ (antes 1790€)" is not a yes to 1790.)
  if (sameUnit.length > 1 && /^(horas?|personas)$/.test(unit)) {
    const asked = Number(value.replace(',', '.'));
    const inRange = [...answer.matchAll(/(\d+) a (\d+)\s*(horas?|personas)/g)].some(
      ([, low, high, rangeUnit]) => unitOf(rangeUnit ?? '') === unit && Number(low) <= asked && asked <= Number(high),
    );
    return inRange || sameUnit.some((match) => (match[1] ?? match[3]) === value) ? 'yes' : undefined;
  }
  // Calendar time in other units ("tres meses" against "6 semanas"): compared in days, near enough is the same.
  if (unit === 'time' && asked?.[2] && stated[2] && stated[1]) {
    const days = (count: string, name: string) => Number(count.replace(',', '.')) * (calendarDays[toCalendarUnit(name)] ?? NaN);
    const a = days(value, asked[2]);
    const b = days(stated[1], stated[2]);
    if (Number.isFinite(a) && Number.isFinite(b) && b > 0) return Math.abs(a - b) / b <= 0.1 ? 'yes' : 'no';
  }
  return (stated[1] ?? stated[3]) === value ? 'yes' : 'no';
}

/** A count in words before a unit of time or money: "tres meses", "doce semanas". */
const spelledFigure = /\b([a-z]+) (semanas?|meses|mes|dias|años|anos|horas?|euros?)\b/g;

/** "semanas" → "semana", "meses" → "mes": the key of calendarDays. */
function toCalendarUnit(name: string): string {
  if (/^seman/.test(name)) return 'semana';
  if (/^mes/.test(name)) return 'mes';
  if (/^dia/.test(name)) return 'dia';
  return 'ano';
}

function unitOf(unit: string): string {
  if (/^(€|euro)/.test(unit)) return 'money';
  if (/^(seman|mes|dia|año|ano)/.test(unit)) return 'time';
  return unit;
}

/** A sentence that denies or limits what it says: it cannot be the "sí". */
const hedged = /\b(no|ni|nunca|sin|solo|salvo|excepto|not|never|without|only|except)\b/i;

/** Asked what an item covers: "¿se ve MLOps?", "¿trata el Reglamento Europeo?", "does it cover RAG?". */
const coverageAsked =
  /\b(se ve|se ven|ve|ven|veis|trata|tratan|tratais|incluye|incluyen|cubre|cubren|toca|tocan|se aprende|aprendo|ensenais|se explica|habla de|haceis|hacen|desarrollais|desarrollan|creais|crean|dais|ofreceis|ofrecen|covers?|includes?|teach(es)?)\b/;

/**
 * "¿Los empleados tienen seguro médico?" → "…tienen horario flexible…, seguro médico privado…":
 * a closed question whose closing words the answer's own sentence says back, in the same order, is
 * a "sí". The last two words of the question besides the item's own name, one of them rare, in one
 * sentence of the reply that denies nothing; the item's name and the link are not evidence.
 */
export function echoedClaim(
  reply: string,
  questionTerms: readonly string[],
  itemTerms: ReadonlySet<string>,
  frequency: Frequency,
  question = '',
  written = '',
): boolean {
  const asked = questionTerms.filter((term) => !itemTerms.has(term));
  // "¿Hacéis desarrollo web sin IA?": what the question rules out, the reply states; no echo says yes to that.
  const ruledOut = /\b(?:sin|without) (.+)$/.exec(question)?.[1];
  if (
    ruledOut &&
    toTerms(ruledOut)
      .slice(0, 2)
      .some((term) => toTerms(reply).includes(term) || itemTerms.has(term))
  )
    return false;
  // "¿En ML avanzado se ve MLOps?": the one rare word asked of the item, in the item's own text.
  const cue = new Set(toTerms(coverageAsked.exec(question)?.[0] ?? ''));
  const rare = asked.filter((term) => frequency(term) < SPECIFIC_SHARE && !cue.has(term));
  const [topic] = rare;
  if (coverageAsked.test(question) && topic && rare.length === 1 && toTerms(reply.replace(/\s(Más información|More at):.*$/, '')).includes(topic)) return true;
  // What is asked of the item closes the question ("¿la consultoría inicial dura varios meses?"): its last two words.
  const pairs = asked.length >= 2 ? [[asked.at(-2) as string, asked.at(-1) as string] as const] : [];
  // The same two words as written, before any alias rewrote them ("seguro médico" is also read as the perks), one of
  // them rare once read ("inteligencia artificial" is the common "ia"). Never for "¿son lo mismo?", which asks whether two differ.
  const plainAsked = plainWords(written).filter(([, term]) => !itemTerms.has(term));
  const [before, last] = plainAsked.slice(-2);
  const plainPairs =
    before && last && !sameness.test(fold(written)) && toTerms(`${before[0]} ${last[0]}`).some((term) => frequency(term) < SPECIFIC_SHARE)
      ? [[before[1], last[1]] as const]
      : [];
  const sentences = reply
    .replace(/\s(Más información|More at|You will find more information at|Detalle|Details):.*$/, '')
    .split(/(?<=\.)\s+/)
    .filter((sentence) => !hedged.test(sentence));
  const saysBack = (terms: readonly string[], candidates: readonly (readonly [string, string])[], rarityChecked = false) =>
    candidates.some(
      ([first, second]) =>
        first !== second &&
        (rarityChecked || frequency(first) < SPECIFIC_SHARE || frequency(second) < SPECIFIC_SHARE) &&
        terms.some((term, index) => term === first && terms[index + 1] === second),
    );
  return sentences.some((sentence) => saysBack(toTerms(sentence), pairs) || saysBack(plainTerms(sentence), plainPairs, true));
}

/** "¿son lo mismo?", "¿es igual que…?": whether two things differ, which no echo answers. */
const sameness = /\b(lo mismo|la misma cosa|iguales?|same|identical|diferentes?|distint[oa]s?)\b/;
