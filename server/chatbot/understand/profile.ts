import type { Course } from '../../../site/content/courses.ts';
import { serviceDetails, type ServiceDetail } from '../../../site/content/services.ts';
import { fold } from '../text/fold.ts';
import type { Lang } from '../text/language.ts';
import { courseFormat } from '../../../site/domain/course-format.ts';
import { isoDate } from '../format.ts';
import { valueIn } from '../text/vocabulary.ts';
import { courses, courseUrl, levelRank, levelText, needsCode, priceText } from './course-data.ts';
import type { Found } from './found.ts';
import { learnPatterns } from '../text/spelling.ts';

/** What a visitor says about themselves: "soy profesor y no sé programar, presupuesto 1000 €". */
export interface Profile {
  level?: 'beginner' | 'intermediate' | 'advanced';
  code?: 'no' | 'yes';
  /** Words that describe the visitor's role, matched against who each course or service is for. */
  role?: { words: RegExp; organisation: boolean; technical: boolean };
  budget?: number;
  city?: string;
  online?: boolean;
  /** "solo puedo online", "only online": an edition that is not online does not fit. */
  onlyOnline?: boolean;
  /** "algo presencial", "híbrido con sesiones presenciales": an edition with on-site sessions. */
  onSite?: boolean;
  /** The month the visitor wants to start, 1-12. */
  month?: number;
  /** "necesito el certificado": a course without one does not fit. */
  certificate?: boolean;
  /** "fines de semana", "por las tardes": the visitor can only follow part of the week. */
  schedule?: boolean;
  /** The course the visitor names as what they want to learn. */
  interest?: string;
  /** The interest is the subject the visitor describes, not a course they named. */
  interestDescribed?: boolean;
}

const askCue =
  /\b((que|cual|cuales) (curso|cursos|formacion)$|(que|cual) (curso|formacion) (hago|elijo|escojo|me (va|viene|sirve))|(que|cual|cuales) (curso|cursos|formacion) (puedo|podria) (hacer|coger|elegir)|(que|cual|cuales) (curso|cursos|formacion|opcion|opciones)? ?(es|son|seria|serian) (para mi|adecuad\w*|mejor para mi)|que opcion(es)? tengo|que me (ofreceis|podeis ofrecer|podriais ofrecer)|me (iria|vendria) bien|que (curso|formacion) (me )?(iria|vendria)|recomienda\w*|recomendais|recomendarias|aconseja\w*|sugier\w*|que (curso|cursos|formacion|servicio) (me|hago|elijo|escojo|deberia|encaja|va)|cual (me|deberia|elijo|escojo|hago)|por donde (empiezo|empezar|comienzo)|que me (conviene|sirve|encaja)|que hago|que puedo hacer|que opciones (hay|tengo|teneis)|which (curso|course|one) should|what (curso|course) should|which (course|one)( fits| suits| is best| would you)?$|which course fits|what course fits|recommend|suggest|what should i)\b/;

const roles: { cue: RegExp; words: RegExp; organisation: boolean; technical?: boolean }[] = [
  { cue: /\b(profesor|profesora|docente|maestr[oa]|educador[a]?|teacher|ensen(o|ante))\b/, words: /docente|profesor|educa|aula/i, organisation: false },
  {
    cue: /\b(marketing|marketer|comunicacion|contenidos|community manager|redes sociales)\b/,
    words: /marketing|comunicaci|contenido|agencia/i,
    organisation: false,
  },
  { cue: /\b(estudiante|universidad|carrera|master|grado|tfm|tfg|student)\b/, words: /estudiante|grado|m[aá]ster|universit|acad[eé]mic/i, organisation: false },
  {
    cue: /\b(desarrollador|programador|developer|ingenier[oa]|data scientist|cientific[oa] de datos|analista)\b/,
    words: /desarroll|ingenier|cient[ií]fic|analista|t[eé]cnic/i,
    organisation: false,
    technical: true,
  },
  // The visitor speaks for an organisation ("mi empresa", "somos una pyme"), not just works in one.
  {
    cue: /\b(mi empresa|nuestra empresa|tengo una (empresa|pyme|tienda|negocio|clinica|despacho)|somos una|somos un|mi equipo|nuestro equipo|plantilla|empleados|trabajadores|pyme|gerente|director\w* de|directiv\w+|mi negocio|my company|our company|my team|our team)\b/,
    words: /empresa|equipo|responsable|innovaci|operaciones|mandos|directi/i,
    organisation: true,
  },
  { cue: /\b(agencia)\b/, words: /agencia|marketing/i, organisation: true },
  { cue: /\b(administracion|administrativ[oa]|operaciones|oficina|secretari[oa])\b/, words: /administraci|operaciones|administrativ/i, organisation: false },
  { cue: /\b(autonomo|freelance|emprendedor\w*|negocio)\b/, words: /aut[oó]nom|freelance|emprendedor|negocio/i, organisation: false },
];

const cities = ['madrid', 'barcelona', 'lisboa'];
const monthNames = [
  ...['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
];

/** Compiled once: readProfile runs at least twice per question. */
const cityPatterns = cities.map((city) => [city, new RegExp(`\\b${city}\\b`)] as const);
const monthPatterns = monthNames.map((name) => new RegExp(`\\b(en|in|de|para|desde) ${name}\\b`));

export function asksForAdvice(simplified: string): boolean {
  return askCue.test(simplified);
}

/** The message without the words that ask for advice ("¿cuál me recomiendan?" names no need). */
export function withoutAdviceCue(simplified: string): string {
  return simplified.replace(new RegExp(askCue.source, 'g'), ' ');
}

export function readProfile(simplified: string): Profile {
  const profile: Profile = {};
  if (
    /\b(no se programar|no se nada de programacion|no tengo conocimientos de programacion|sin conocimientos (tecnicos|de programacion)|sin programar|no programo|no tengo ni idea de programar|no soy (tecnic[oa]|programador\w*|informatic[oa])|cero codigo|nunca he programado|cant code|cannot code|can not code|don t code|dont code|no coding|non technical)\b/.test(
      simplified,
    )
  )
    profile.code = 'no';
  else if (
    /\b(se programar|programo|programador\w*|desarrollador\w*|developer|se python|domino python|manejo python|experiencia (con|en) python|python a diario|programo bien|perfil tecnico|data scientist|cientific[oa] de datos|ingenier[oa] de software|i code|can code)\b/.test(
      simplified,
    )
  )
    profile.code = 'yes';
  if (
    /\b(no tengo ni idea de (tecnologia|informatica|programar|programacion)|no soy de tecnologia|negad[oa] con (la tecnologia|los ordenadores))\b/.test(
      simplified,
    )
  )
    profile.code = 'no';
  if (
    /\b(principiantes?|desde cero|de cero|novat[oa]s?|nunca he|iniciacion|no tengo experiencia|sin experiencia|no se nada|no tengo ni idea|no tengo conocimientos|beginner|from scratch|new to|know nothing)\b/.test(
      simplified,
    )
  )
    profile.level = 'beginner';
  else if (/\b(avanzado|experto|senior|con experiencia|mucha experiencia|advanced|experienced)\b/.test(simplified)) profile.level = 'advanced';
  else if (
    /\b(intermedio|algo de experiencia|ya he usado|he hecho algo|he trabajado con|tengo nociones|tengo base|some experience|intermediate)\b/.test(simplified)
  )
    profile.level = 'intermediate';
  const role = roles.find((item) => item.cue.test(simplified));
  // "somos una agencia de marketing": the role's words, spoken for an organisation.
  const organisation = roles.some((item) => item.organisation && item.cue.test(simplified));
  if (role) profile.role = { words: role.words, organisation: role.organisation || organisation, technical: role.technical ?? false };
  const budget = /\b(\d{2,5}) ?(e|eur|euros)\b|\b(presupuesto|budget|maximo|hasta|menos de) (de )?(\d{2,5})\b/.exec(simplified);
  if (budget) profile.budget = Number(budget[1] ?? budget[5]);
  const thousands = /\b(mil|dos mil|tres mil) (e|eur|euros)\b/.exec(simplified)?.[1];
  if (!budget && thousands) profile.budget = { mil: 1000, 'dos mil': 2000, 'tres mil': 3000 }[thousands];
  profile.city = cityPatterns.find(([, pattern]) => pattern.test(simplified))?.[0];
  if (/\b(online|a distancia|remoto|desde casa)\b/.test(simplified)) profile.online = true;
  if (/\b(solo (puedo )?(estudiar |hacerlo |hacer )?online|solo a distancia|only online|online only|can only do (evenings and )?online)\b/.test(simplified))
    profile.onlyOnline = true;
  if (/\b(presencial\w*|hibrid[oa]|en persona|in person|on site|face to face)\b/.test(simplified) && !profile.onlyOnline) profile.onSite = true;
  const month = monthPatterns.findIndex((pattern) => pattern.test(simplified));
  if (month >= 0) profile.month = (month % 12) + 1;
  if (/\b(certificad[oa]|certificacion|titulo|certificate)\b/.test(simplified)) profile.certificate = true;
  if (/\b(fines de semana|fin de semana|por las tardes|tardes|por la noche|noches|weekends?|evenings?|after work)\b/.test(simplified)) profile.schedule = true;
  return profile;
}

export function hasProfile(profile: Profile): boolean {
  return Boolean(profile.level || profile.code || profile.role || profile.budget || profile.city || profile.online || profile.onSite || profile.month);
}

interface Scored<T> {
  item: T;
  score: number;
  reasons: Record<Lang, string>[];
}

function scoreCourse(course: Course, profile: Profile): Scored<Course> {
  const reasons: Record<Lang, string>[] = [];
  let score = 0;
  // With nothing said about the level, the way in is the course for beginners.
  const level = profile.level ?? (profile.code === 'yes' || profile.role?.technical ? undefined : 'beginner');
  if (level) {
    const wanted = { beginner: 0, intermediate: 1, advanced: 3 }[level];
    const distance = Math.abs(levelRank(course) - wanted);
    score += 3 - distance * 1.5;
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
    if (!profile.interestDescribed) reasons.unshift({ es: 'trata justo lo que quieres aprender', en: 'it covers what you want to learn' });
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

/** A service fits a role when one of its use cases is about that role (the visitor as the user, not the buyer of a teacher). */
function scoreService(service: ServiceDetail, profile: Profile): Scored<ServiceDetail> | undefined {
  const useCase = profile.role ? service.details.useCases.find((item) => profile.role?.words.test(item.title)) : undefined;
  if (!useCase) return undefined;
  const noCodeFit = profile.code === 'no' && /sin programar|sin escribir c[oó]digo/i.test(`${service.title} ${service.description}`) ? 1 : 0;
  return {
    item: service,
    score: 2 + noCodeFit + (profile.role?.organisation ? 2 : 0),
    reasons: [
      {
        es: `incluye un caso para «${useCase.title}»: ${useCase.description.charAt(0).toLowerCase()}${useCase.description.slice(1).replace(/\.$/, '')}`,
        en: `it has a use case for "${useCase.title}" (in Spanish)`,
      },
    ],
  };
}

const byScore = <T>(a: Scored<T>, b: Scored<T>) => b.score - a.score;

/** The course (and, when the role fits one, the service) for a stated profile, with the reasons. */
export function recommend(profile: Profile, lang: Lang): Found | undefined {
  const course = courses.map((item) => scoreCourse(item, profile)).sort(byScore)[0];
  const service = serviceDetails
    .map((item) => scoreService(item, profile))
    .filter((item): item is Scored<ServiceDetail> => item !== undefined)
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
  const serviceFirst = service && profile.role?.organisation;
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

const noCodeService = (service: ServiceDetail) => /sin programar|sin escribir c[oó]digo/i.test(`${service.title} ${service.description}`);

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

learnPatterns([askCue, ...roles.flatMap((role) => [role.cue, role.words])]);
