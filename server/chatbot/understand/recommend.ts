import type { Course } from '../../../site/content/courses.ts';
import { serviceDetails, type ServiceDetail } from '../../../site/content/services.ts';
import { courseFormat } from '../../../site/domain/course-format.ts';
import type { Facet } from '../facets.ts';
import { isoDate } from '../format.ts';
import { messages } from '../messages.ts';
import type { SearchIndex } from '../search-index.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { fold } from '../text/fold.ts';
import type { Lang } from '../text/language.ts';
import { titleTerms, toTerm, toTerms } from '../text/terms.ts';
import { valueIn } from '../text/vocabulary.ts';
import { withoutFacetCues } from '../facets.ts';
import { courses, courseUrl, levelRank, levelText, needsCode, priceText, sharedFacets } from './course-data.ts';
import type { Found } from './found.ts';
import { needAnswer, type StatedNeed } from './need-answer.ts';
import { courseForNeed } from './needs.ts';
import { describedUseCase } from './use-cases.ts';
import { asksForAdvice, hasProfile, learnCue, withoutAdviceCue, type Profile } from './profile.ts';
import { hasPersonalSetting, isPersonalMatter } from './scope.ts';
import { LONG_MESSAGE_WORDS } from './split.ts';

/**
 * Advice from what the visitor says about themselves: the course (and service) that fits a stated
 * profile, with the reasons and the deciding facts, or the page for the need they describe.
 */

interface Scored<T> {
  item: T;
  score: number;
  reasons: Record<Lang, string>[];
  /** A service whose use case the visitor describes in their own tasks: it leads the advice. */
  described?: boolean;
}

function scoreCourse(course: Course, profile: Profile): Scored<Course> {
  const reasons: Record<Lang, string>[] = [];
  let score = 0;
  // With nothing said about the level, the way in is the course for beginners.
  const level = profile.level ?? (profile.code === 'yes' || profile.role?.technical ? undefined : 'beginner');
  if (level) {
    const wanted = { beginner: 0, intermediate: 1, advanced: 3 }[level];
    const distance = Math.abs(levelRank(course) - wanted);
    // A beginner who does not code starts with the course for beginners, whatever their role's course is.
    // A level only assumed weighs less than a subject described by what it does ("llevar modelos a producción").
    const assumed = !profile.level && profile.interestDescribed && profile.code !== 'no';
    score += 3 - distance * (level === 'beginner' && profile.code === 'no' ? 2.5 : assumed ? 0.5 : 1.5);
    if (distance === 0) reasons.push({ es: `es de ${levelText(course, 'es')}`, en: `it is ${levelText(course, 'en')}` });
  }
  if (profile.code === 'no') {
    if (needsCode(course)) score -= 10;
    const noCode = course.requirements.find((item) => /program/i.test(item));
    if (noCode) reasons.push({ es: `sus requisitos dicen «${noCode}»`, en: `its requirements say you do not need to code («${noCode}»)` });
  }
  if (profile.code === 'yes' && needsCode(course)) score += 1.5;
  const audience = profile.role ? course.targetAudience.find((item) => profile.role?.words.test(item)) : undefined;
  if (audience) {
    score += 2;
    reasons.push({ es: `está pensado para «${audience}»`, en: `it is meant for «${audience}»` });
  }
  if (profile.budget !== undefined && course.price !== undefined) {
    if (course.price <= profile.budget) {
      score += 1;
      reasons.push({ es: 'entra en tu presupuesto', en: 'it fits your budget' });
    } else score -= 4;
  }
  if (profile.interest === courseUrl(course)) {
    score += 4;
    reasons.unshift(
      profile.interestDescribed
        ? { es: 'trata lo que cuentas', en: 'it covers what you describe' }
        : { es: 'trata justo lo que quieres aprender', en: 'it covers what you want to learn' },
    );
  }
  const editions = fitting(course, profile);
  if (profile.city && course.nextDates.some((date) => fold(date.city ?? '') === profile.city)) score += 1;
  if (profile.online && course.nextDates.some((date) => date.modality === 'Online')) score += 0.5;
  // What the visitor cannot do rules a course out: online only, on site only, a month, a certificate.
  if ((profile.onlyOnline || profile.onSite || profile.month) && editions.length === 0) score -= 4;
  else if (profile.onSite || profile.month) score += 1;
  const [edition] = editions;
  // The constraint the visitor stated, met, is the first reason.
  if (edition && profile.onSite)
    reasons.unshift({
      es: `tiene sesiones presenciales${edition.city ? ` en ${edition.city}` : ''}`,
      en: `it has on-site sessions${edition.city ? ` in ${edition.city}` : ''}`,
    });
  else if (edition && profile.onlyOnline) reasons.unshift({ es: 'se sigue online', en: 'it runs online' });
  if (profile.certificate && !course.certificate) score -= 4;
  // "Solo tengo cinco semanas": a course that fits the time is the first reason, one that does not is out.
  if (profile.maxWeeks) {
    const weeks = Number(/\d+/.exec(course.duration)?.[0] ?? NaN);
    if (weeks <= profile.maxWeeks) {
      score += 2;
      reasons.unshift({ es: `dura ${course.duration}`, en: `it takes ${valueIn(course.duration, 'en')}` });
    } else score -= 4;
  }
  return { item: course, score, reasons };
}

/** The editions that fit what the visitor said about where and when. */
function fitting(course: Course, profile: Profile): Course['nextDates'] {
  return course.nextDates.filter(
    (date) =>
      (!profile.onlyOnline || date.modality === 'Online') &&
      (!profile.onSite || date.modality !== 'Online') &&
      (!profile.onSite || !profile.city || fold(date.city ?? '') === profile.city) &&
      (!profile.month || Number(date.date.slice(5, 7)) === profile.month),
  );
}

/** The deciding facts of a recommended course: price, modality and the next edition that fits. */
function courseFacts(course: Course, profile: Profile, lang: Lang): string {
  const edition = fitting(course, profile)[0] ?? course.nextDates[0];
  const when = edition
    ? lang === 'es'
      ? `próxima edición el ${isoDate(edition.date, 'es')}${edition.city ? ` en ${edition.city}` : ''}`
      : `next edition on ${isoDate(edition.date, 'en')}${edition.city ? ` in ${edition.city}` : ''}`
    : '';
  return [priceText(course, lang), valueIn(courseFormat(course), lang), when].filter(Boolean).join(', ');
}

const noCodeService = (service: ServiceDetail) => /sin programar|sin escribir c[oó]digo/i.test(`${service.title} ${service.description}`);

/** Whether the page at `url` is the service made for people who do not code: never the answer for someone who does. */
function madeForNonProgrammers(url: string): boolean {
  return serviceDetails.some((service) => `/servicios/${service.slug}` === url && noCodeService(service));
}

/**
 * The page a need stated in the visitor's words points to ("perdemos horas metiendo facturas a
 * mano"), unless a course is asked for (then the advice weighs the need and the profile), and
 * never the service made for people who do not code for someone who does.
 */
export function neededPage(need: StatedNeed | undefined, named: readonly KnowledgeDoc[], profile: Profile, courseAsked: boolean): string | undefined {
  if (courseAsked) return undefined;
  const url = needAnswer(need, named);
  return url && !(profile.code === 'yes' && madeForNonProgrammers(url)) ? url : undefined;
}

/**
 * A service fits a role when one of its use cases is about that role (the visitor as the user, not
 * the buyer of a teacher), or when the visitor describes the tasks of one of its use cases.
 */
function scoreService(service: ServiceDetail, profile: Profile, said: ReadonlySet<string>): Scored<ServiceDetail> | undefined {
  // A project service's use case is an organisation's; a person is described by the services people take themselves.
  // Someone who programs is not sent to the service made for those who do not.
  if (profile.code === 'yes' && noCodeService(service)) return undefined;
  const takenByPeople = service.forLearners || noCodeService(service);
  const described = takenByPeople || profile.role?.organisation ? describedUseCase(service, said, profile.role?.words) : undefined;
  const useCase = described ?? (profile.role ? service.details.useCases.find((item) => profile.role?.words.test(item.title)) : undefined);
  // Someone who cannot code, whatever their role: the service made for that, on its own description.
  if (!useCase && profile.code === 'no' && noCodeService(service)) {
    const what = service.description.charAt(0).toLowerCase() + service.description.slice(1).replace(/\.$/, '');
    return { item: service, score: 1, reasons: [{ es: what, en: 'it is made for people who do not code (in Spanish)' }] };
  }
  if (!useCase) return undefined;
  const noCodeFit = profile.code === 'no' && /sin programar|sin escribir c[oó]digo/i.test(`${service.title} ${service.description}`) ? 1 : 0;
  return {
    item: service,
    score: 2 + noCodeFit + (profile.role?.organisation ? 2 : 0) + (described ? 3 : 0),
    described: described !== undefined,
    reasons: [
      {
        es: `incluye un caso para «${useCase.title}»: ${useCase.description.charAt(0).toLowerCase()}${useCase.description.slice(1).replace(/\.$/, '')}`,
        en: `it has a use case for "${useCase.title}" (in Spanish)`,
      },
    ],
  };
}

const byScore = <T>(a: Scored<T>, b: Scored<T>) => b.score - a.score;

/** Coursework to get through: an exam, a subject, a thesis, a lab assignment. */
const academicWork =
  /\b(examen(es)?|asignaturas?|tfg|tfm|tesis|practicas? (de|del|sobre)|una practica|suspend\w*|aprobar|recuperacion|exams?|coursework|assignments?|thesis|dissertation|struggling)\b/;

/** A service for learners whose own description is about coursework (exams, subjects, theses). */
const forCoursework = (service: ServiceDetail) =>
  service.forLearners === true && /\b(asignaturas|examen(es)?|trabajos? de fin|tfg|tfm|doctorado)\b/.test(fold(service.description));

/** Words every course title may share: they name no course in particular. */
const sharedNameTerms = new Set(toTerms('curso inteligencia artificial ia empresa profesionales'));

/**
 * The course (and, when the role fits one, the service) for a stated profile, with the reasons.
 * `text`, the message: a service whose use case it describes leads ("soy autónomo y pierdo horas
 * con presupuestos y correos": IA sin programar, then the course).
 */
export function recommend(profile: Profile, lang: Lang, text = ''): Found | undefined {
  const course = courses.map((item) => scoreCourse(item, profile)).sort(byScore)[0];
  const said = new Set(toTerms(text));
  // A student with an exam, a subject or a thesis to get through: the tutoring made for coursework, before a course.
  const coursework = academicWork.test(fold(text));
  const service = serviceDetails
    .map((item) => scoreService(item, profile, said))
    .filter((item): item is Scored<ServiceDetail> => item !== undefined)
    .map((item) => (coursework && forCoursework(item.item) ? { ...item, score: item.score + 2 } : item))
    .sort(byScore)[0];
  if (!course || course.score <= -5) return undefined;
  if (profile.budget !== undefined && course.item.price !== undefined && course.item.price > profile.budget) return withinBudget(profile.budget, lang, profile);
  const because = (scored: Scored<unknown>) =>
    scored.reasons
      .map((reason) => reason[lang])
      .slice(0, 2)
      .join(lang === 'es' ? ' y ' : ' and ');
  // The deciding facts follow the reason: price, modality, the next edition that fits.
  const facts = ` (${courseFacts(course.item, profile, lang)})`;
  const courseLine =
    lang === 'es'
      ? `Te recomiendo ${course.item.title}${course.reasons.length ? `: ${because(course)}` : ''}${facts}.`
      : `I would recommend ${course.item.title}${course.reasons.length ? `: ${because(course)}` : ''}${facts}.`;
  const serviceUrl = service ? `/servicios/${service.item.slug}` : undefined;
  const serviceLine = service
    ? lang === 'es'
      ? `También te encaja ${service.item.title} (${service.item.price}): ${because(service)}.`
      : `${service.item.title} may also fit: ${because(service)}.`
    : '';
  const serviceFirst =
    service && !courseAskedFor.test(text) && (profile.role?.organisation || service.described || (coursework && forCoursework(service.item)));
  const lines = serviceFirst
    ? [
        serviceLine.replace(/^También te encaja /, 'Te recomiendo ').replace(/ may also fit:/, ' fits you:'),
        courseLine.replace(/^Te recomiendo /, 'Para formarte, ').replace(/^I would recommend /, 'For training, '),
      ]
    : [courseLine, serviceLine];
  const urls = [courseUrl(course.item), ...(serviceUrl ? [serviceUrl] : [])];
  const ordered = serviceFirst && serviceUrl ? [serviceUrl, courseUrl(course.item)] : urls;
  return {
    reply: `${lines.filter(Boolean).join(' ')} ${lang === 'es' ? 'Más información:' : 'More at'} ${ordered.join(lang === 'es' ? ' y ' : ' and ')}`,
    urls: ordered,
  };
}

/** "Tengo 300 euros": no course costs that little; the teaching options that do, from the services. */
function withinBudget(budget: number, lang: Lang, profile: Profile): Found | undefined {
  const cheapest = [...courses].filter((course) => course.price !== undefined).sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0];
  const options = serviceDetails.flatMap((service) =>
    (service.formationOptions ?? [])
      .filter((option) => Number(option.price.replace(/\./g, '').match(/\d+/)?.[0] ?? Infinity) <= budget)
      .map((option) => ({ service, option })),
  );
  // Someone who cannot code: the options made for that first.
  if (profile.code === 'no') options.sort((a, b) => Number(noCodeService(b.service)) - Number(noCodeService(a.service)));
  if (!cheapest) return undefined;
  const first = options[0];
  const listed = options.slice(0, 3).map(({ service, option }) => `${option.title} de ${service.title} (${option.price})`);
  return {
    reply:
      lang === 'es'
        ? `Con ${budget} € no llega ningún curso: el más asequible es ${cheapest.title} (${priceText(cheapest, 'es')}).${listed.length ? ` Dentro de ese presupuesto tienes ${listed.join(', ')}.` : ''} Más información: ${first ? `/servicios/${first.service.slug}` : courseUrl(cheapest)}`
        : `No course fits €${budget}: the most affordable is ${cheapest.title} (${priceText(cheapest, 'en')}).${listed.length ? ` Within that budget: ${listed.join(', ')} (in Spanish).` : ''} More at ${first ? `/servicios/${first.service.slug}` : courseUrl(cheapest)}`,
    urls: [...(first ? [`/servicios/${first.service.slug}`] : []), courseUrl(cheapest)],
  };
}

/** What a question asking for advice has been understood to say. */
export interface AdviceQuery {
  text: string;
  facets: readonly Facet[];
  profile: Profile;
  need: StatedNeed | undefined;
}

/** What advice reads from the engine: the search, the pages, and how a page answers the aspects asked. */
export interface AdviceSources {
  index: SearchIndex;
  page(url: string): KnowledgeDoc | undefined;
  describe(doc: KnowledgeDoc, facets: readonly Facet[], lang: Lang): string;
  /** The course FAQ that answers an aspect every course shares. */
  sharedAnswer(facets: readonly Facet[]): KnowledgeDoc | undefined;
}

/** "ya uso ChatGPT a diario": a tool the visitor already uses, which names no need. */
const usageCue = /\b(ya uso|uso|usando|utilizo|he probado|he usado|ya he probado|ya he usado|i use|i ve used|i ve tried|already use)( [a-z0-9]+){1,3}/g;
/** What the visitor says they already know or do: "algo de machine learning", "manejo Python", "he hecho un curso de NLP". */
const backgroundCue = new RegExp(
  `\\b(algo de|ya se|se|manejo|he hecho|he trabajado con|conozco|domino|nociones de|experiencia (en|con)|vengo de)( (?!(y|e|pero|and)\\b)[a-z0-9]+){1,3}|${usageCue.source}`,
  'g',
);

/** An organisation that wants to train its people: the in-company page, with its group discounts. */
/** Advice asked for a team of so many: "¿qué me recomendáis para un equipo de 10 comerciales?". */
const teamAdvised = /\bpara (un|el|mi|nuestro) equipo de (\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|varios|varias) [a-z]+/;

const trainingCue =
  /\b(formar a|formar al|formarnos|formarlos|formarlas|formarles|formemos|capacitarlos|capacitemos|train (\d+|all|my|our|the)|formacion (para|de|a) (mi |nuestro |nuestra |el |la |los )?(equipos?|plantilla|empleados|trabajadores|personal)|capacitar|la plantilla|nuestros empleados|mis empleados|train (my|our)|training for|taller (corto|ejecutivo|de medio dia|de una manana|sobre ia)|en una manana|medio dia)\b/;

/** "¿Qué me recomiendas?", or "quiero formarme" unless it asks an aspect of a course it names ("¿qué hay que saber antes de empezar ML?"). */
export function asksToBeAdvised(text: string, namedCourses: readonly KnowledgeDoc[], facets: readonly Facet[]): boolean {
  return asksForAdvice(text) || (learnCue.wish.test(text) && !(namedCourses.length > 0 && facets.length > 0));
}

/** A question word, at the start or anywhere ("y cuánto cuesta"): the message asks something. */
const questionCue =
  /^(que|cual|cuales|cuanto|cuanta|cuantos|cuantas|cuando|donde|quien|quienes|como|hay|teneis|tienen|ofreceis|podeis|puedo|se puede|what|which|when|where|who|how|is|are|do|does|can)\b|\b(cuanto|cuanta|cuando|donde|quien|quienes|what|which|when|where|who|how much|how long)\b/;

/** The visitor speaking of themselves in the first person: "soy…", "no sé programar", "vivo en…", "I am…". */
const selfCue =
  /\b(soy|estoy|trabajo (como|de|en)|me dedico|vivo en|programo|no se|se programar|necesito|prefiero|i am|i m|i work|i live|i can|i do not|i don t)\b/;
/** "Soy abogado y no sé programar": the visitor speaks of themselves. */
export function speaksOfSelf(simplified: string): boolean {
  return selfCue.test(simplified);
}

/** The learner's service whose hours take evenings ("Horario flexible, también por las tardes"). */
const eveningService = serviceDetails.find((service) => service.forLearners && service.features.some((feature) => /\btardes\b/i.test(feature)));
const eveningUrl = eveningService && `/servicios/${eveningService.slug}`;

/** "¿qué curso me encaja?": a course is what the visitor asks for, not any way to learn. */
const coursesAsked = /\b(curso|cursos|course|courses)\b/;

/**
 * "¿Qué curso me prepara mejor?", "which course fits?", "¿algún curso para los mandos intermedios?":
 * a course asked for in so many words, so a service the need points to is not the answer (it may come second).
 */
export const courseAskedFor =
  /\b((que|cual|which|what) (de (vuestros|los|sus) )?(cursos?|courses?)|(algun|un) curso (para|que|de)|(cursos?|courses?) (me|nos|les|le) (recomienda\w*|conviene\w*|encaja\w*|vale\w*|sirve\w*|prepara\w*)|(cursos?|courses?) (fits?|would you recommend|do you recommend|should))\b/;

/** Someone looking for a job here is asking about /careers, whatever their profile. */
const jobCue = /\b(empleo vacantes|busco (trabajo|empleo)|looking for (a )?job)\b/;

/**
 * "Soy ingeniero de software y me incorporo a un equipo de datos", "necesito el certificado sí o sí
 * y no sé programar": a visitor who only says who they are and asks nothing, in a chat about our
 * courses, wants to know what fits them. Words that only name an item ("curso de IA sin
 * programar", "machine learning avanzado") are no profile: the visitor must speak of themselves.
 */
export function describesOnlySelf(message: string, simplified: string, profile: Profile, named: readonly KnowledgeDoc[]): boolean {
  // "presupuesto máximo 900 euros, nivel cero y que tenga certificado": a list of what the course must meet is a profile too.
  const criteria = [
    profile.level,
    profile.code,
    profile.budget,
    profile.certificate,
    profile.month,
    profile.maxWeeks,
    profile.onlyOnline || profile.onSite,
  ].filter((value) => value !== undefined && value !== false).length;
  const listsCriteria = criteria >= 3 && (profile.level || profile.code) !== undefined;
  if (!(selfCue.test(simplified) || listsCriteria) || jobCue.test(simplified) || !(profile.code || profile.level || profile.role)) return false;
  // A course they name is what they want to learn; two or more, a comparison.
  if (named.filter((doc) => doc.kind === 'course' || doc.kind === 'service').length > 1) return false;
  return !message.includes('?') && !questionCue.test(simplified);
}

export class Advisor {
  constructor(private readonly sources: AdviceSources) {}

  /**
   * Advice from a stated profile: the in-company page for an organisation that wants to train its
   * people, else the course (and service) that fits, with the reason and the aspects asked.
   */
  advice(
    query: AdviceQuery,
    namedCourses: readonly KnowledgeDoc[],
    lang: Lang,
    asked = asksToBeAdvised(query.text, namedCourses, query.facets),
  ): Found | undefined {
    const { text, facets, profile } = query;
    // A profile does not make "soy principiante y quiero aprender a tocar la guitarra" about our courses.
    if (this.advisesOnSomethingElse(text) || isPersonalMatter(text)) return undefined;
    const teams = (profile.role?.organisation && trainingCue.test(text)) || teamAdvised.test(text) ? this.sources.page('/cursos/empresas') : undefined;
    if (teams) {
      const discount = facets.includes('discount') ? teams.facts.discount?.[lang] : undefined;
      return {
        reply: discount ? `${discount} ${teams.summary[lang]}` : `${teams.summary[lang]} ${messages.moreInfo[lang]} ${teams.url}`,
        urls: [teams.url, '/contacto'],
      };
    }
    // "manejo Python y algo de machine learning, … procesamos contratos": what the visitor already knows names no course asked about.
    const background = new Set(toTerms((text.match(backgroundCue) ?? []).join(' ')));
    const said = new Set(toTerms(text));
    const onlyKnown = (doc: KnowledgeDoc) => {
      const named = titleTerms(doc).filter((term) => said.has(term));
      return named.length > 0 && named.every((term) => background.has(term));
    };
    const askedCourses = namedCourses.filter((doc) => !onlyKnown(doc));
    if (askedCourses.length > 1) return undefined;
    if (!asked) return undefined;
    // "quiero crear imágenes con IA, ¿qué curso me recomiendas?": the subject is enough to advise on, without a profile.
    if (!hasProfile(profile) && !(askedCourses.length === 0 && courseForNeed(text))) return undefined;
    // "Soy CEO de una pyme y quiero un plan de IA": the need names a service, whoever says it.
    // (Someone who programs is advised on their profile, not sent to the service made for those who do not.)
    const needed = neededPage(query.need, askedCourses, profile, courseAskedFor.test(text));
    const service = needed ? this.sources.page(needed) : undefined;
    if (service) return { reply: `${messages.fitFor[lang]} ${this.sources.describe(service, facets, lang)}`, urls: [service.url] };
    // "quiero aprender NLP" names what to learn; "he hecho algo de machine learning" names what is known; "me interesa el lenguaje" the subject.
    // Only what comes after the wish is the subject: "con algo de machine learning; me interesa trabajar con textos" wants NLP.
    const wish = learnCue.subject.exec(text);
    const wanted = wish ? new Set(toTerms(text.slice(wish.index))) : undefined;
    const interest = wanted ? askedCourses.find((doc) => toTerms(doc.title).some((term) => wanted.has(term) && !sharedNameTerms.has(term)))?.url : undefined;
    const described = wish ? courseForNeed(text.slice(wish.index)) : undefined;
    // A course named without a wish ("quiero generar textos e imágenes" reads as IA generativa) counts when the need says the same.
    // What the visitor already uses or knows ('ya uso ChatGPT a diario') is no need.
    const describedNeed = courseForNeed(text.replace(usageCue, ' '))?.url;
    const subject = interest
      ? undefined
      : askedCourses.length > 0 && !described
        ? askedCourses.length === 1 && askedCourses[0]?.url === describedNeed
          ? describedNeed
          : undefined
        : (described?.url ?? describedNeed);
    const found = recommend(interest ? { ...profile, interest } : subject ? { ...profile, interest: subject, interestDescribed: true } : profile, lang, text);
    // "Estudiante con el TFM atascado": what the visitor needs, named by a service's or course's own title or keywords, beats the profile's default.
    // A long message tells a story first ("…se habla de automatizar cosas"): there the profile decides.
    const need = interest || text.split(' ').length >= LONG_MESSAGE_WORDS ? undefined : this.statedNeed(toTerms(withoutFacetCues(withoutAdviceCue(text))));
    // A course the search names still goes through the profile's constraints (code, modality, dates): only a service overrides.
    // Someone who asks for a course, or who codes, wants to learn to do it, not to have it done.
    const wantsCourse = learnCue.course.test(text) || profile.code === 'yes' || profile.role?.technical;
    // "Solo puedo por las tardes": the lessons whose hours are flexible, evenings too, come first, then the course that fits.
    const evening =
      profile.evenings && !profile.role?.organisation && !coursesAsked.test(text) && askedCourses.length === 0 && (!need || need.url === eveningUrl) && found
        ? this.eveningLessons(found, lang)
        : undefined;
    if (evening) return evening;
    // (Someone who wants to understand AI themselves is not sold a project: "trabajo en RR. HH. y quiero entender qué es la IA".)
    const learnerNeed = !learnCue.self.test(text) || serviceDetails.some((service) => service.forLearners && `/servicios/${service.slug}` === need?.url);
    if (need && need.kind === 'service' && !wantsCourse && learnerNeed && found && !found.urls.includes(need.url)) {
      return {
        reply: `${messages.fitFor[lang]} ${need.summary[lang]} ${messages.moreInfo[lang]} ${need.url}`,
        urls: [need.url, ...found.urls],
      };
    }
    // "Fines de semana": the sessions are recorded.
    return found && this.withAsked(found, profile.schedule ? [...facets, 'recordings'] : facets, lang);
  }

  /** The one-to-one lessons, whose hours suit a visitor free only in the evenings, before the course advised. */
  private eveningLessons(found: Found, lang: Lang): Found | undefined {
    const lessons = eveningUrl && this.sources.page(eveningUrl);
    const course = found.urls[0] ? this.sources.page(found.urls[0]) : undefined;
    if (!lessons || found.urls.includes(lessons.url) || course?.kind !== 'course') return undefined;
    return {
      reply: `${messages.fitFor[lang]} ${lessons.summary[lang]} ${messages.eveningHours[lang]} ${messages.moreInfo[lang]} ${lessons.url} ${messages.groupCourseInstead[lang]} ${course.title} (${course.url}).`,
      urls: [lessons.url, ...found.urls],
    };
  }

  /** "¿me recomiendas un restaurante?": advice about a thing the site never mentions. */
  advisesOnSomethingElse(text: string): boolean {
    const object =
      /\b(recomienda\w*|recomendais|aconseja\w*|sugier\w*|recommend|suggest)( me)? (un|una|unos|unas|algun|alguna|el|la|a|an|some|any)? ?(?:(?:buen|buena|buenos|buenas|mejor|good|nice|great|best) )?([a-zñ]+)/.exec(
        text,
      )?.[4];
    // "¿Qué empresa de mudanzas me recomiendas?": the thing named before the verb, by its last word.
    const before =
      /\b(?:que|cual|which|what) ([a-zñ]+)(?: de ([a-zñ]+))? (?:me |nos )?(?:recomienda\w*|recomendais|aconseja\w*|sugier\w*|would you recommend|do you recommend)/.exec(
        text,
      );
    // By what it is of ("mudanzas"); a course of an unknown topic is left to the not-offered answer.
    const of = before && !/^(curso|cursos|formacion|servicio|servicios|course|courses)$/.test(before[1] ?? '') && before[2] ? toTerm(before[2]) : null;
    if (of !== null && !this.sources.index.knows(of)) return true;
    const term = object ? toTerm(object) : null;
    // "recomiéndame una serie": a word the site knows ("series temporales"), but a private-life object.
    return term !== null && (!this.sources.index.knows(term) || hasPersonalSetting(object as string));
  }

  /** A course or service most of whose matched words are its own title or keywords: what the visitor says they need. */
  private statedNeed(terms: readonly string[]): KnowledgeDoc | undefined {
    const unique = new Set(terms);
    if (unique.size === 0) return undefined;
    return this.sources.index
      .find([...unique])
      .find((hit) => (hit.doc.kind === 'service' || hit.doc.kind === 'course') && hit.strongTerms >= 2 && hit.coverage >= 0.5)?.doc;
  }

  /** A recommendation that also answers the aspects asked of it ("¿cuánto cuesta y cuándo empieza?"). */
  private withAsked(found: Found, facets: readonly Facet[], lang: Lang): Found {
    const doc = found.urls[0] ? this.sources.page(found.urls[0]) : undefined;
    if (!doc || doc.kind !== 'course') return found;
    const extra = facets
      // The recommendation already states the price, the modality and the next edition.
      .filter((facet) => !['price', 'level', 'audience', 'requirements', 'dates', 'format'].includes(facet) && !sharedFacets.has(facet))
      // "…: dura 5 semanas" already said as the reason.
      .filter((facet) => !(facet === 'duration' && /\b(dura|takes) \d/.test(found.reply)))
      .flatMap((facet) => doc.facts[facet]?.[lang] ?? []);
    const shared = this.sources.sharedAnswer(facets);
    if (shared) extra.push(shared.summary[lang]);
    if (extra.length === 0) return found;
    const at = found.reply.search(/ (Más información:|More at) /);
    const reply = at < 0 ? `${found.reply} ${extra.join(' ')}` : `${found.reply.slice(0, at)} ${extra.join(' ')}${found.reply.slice(at)}`;
    return { ...found, reply };
  }
}
