import { englishValue, valueIn } from '../text/vocabulary.ts';
import type { Course, CourseModality } from '../../../site/content/courses.ts';
import { courseFormat } from '../../../site/domain/course-format.ts';
import type { Facet } from '../facets.ts';
import { isoDate, list } from '../format.ts';
import { fold } from '../text/fold.ts';
import type { Lang } from '../text/language.ts';
import { courseByUrl, courseCard, courseLength, courses, courseUrl, levelRank, levelText, priceText } from './course-data.ts';
import { offices } from '../../../site/content/offices.ts';
import { serviceDetails, type ServiceDetail } from '../../../site/content/services.ts';
import type { Found } from './found.ts';
import { foreignPlace } from './negatives.ts';
import { officeCityIn } from './office-cities.ts';
import { cues } from '../text/literals.ts';
import { learnPatterns } from '../text/spelling.ts';
import { remembered } from '../text/remember.ts';

export type Superlative =
  'cheapest' | 'priciest' | 'shortest' | 'longest' | 'hardest' | 'easiest' | 'soonest' | 'popular' | 'bestRated' | 'fewestPlaces' | 'biggestDiscount';

/** How visitors ask for the extreme of the catalogue, on simplified text. */
const superlativeCues: [Superlative, RegExp][] = [
  [
    'cheapest',
    /\b(mas (barat[oa]s?|baratit[oa]s?|baratito|baratita|economic[oa]s?|economiquit[oa]s?|asequibles?)|menos (cuesta|caro)|(cuesta|cuestan|sale|salen|vale|valen) menos|precio (de partida |inicial )?mas bajo|cheapest|cheaper|least expensive|less expensive|costs? less|lowest price)\b/,
  ],
  [
    'priciest',
    /\b(mas (car[oa]s?|costos[oa])|(cuesta|vale) mas|que mas (cuesta|vale)|precio (de partida |inicial )?mas alto|most expensive|more expensive|pricier|priciest|costs? more|highest price)\b/,
  ],
  [
    'shortest',
    // ("recomiéndame un curso corto": the shortest course asked for as a kind.)
    /\b(mas (corto|cortito|corta|cortita|breve)|(un|algun) curso (corto|cortito|breve)|(una|alguna) formacion (corta|cortita|breve)|short (curso|course)|(el|la|cual es el|cual es la) mas rapid[oa]|menos (dura|tiempo|horas|semanas)|dura menos|(acaba|termina|se acaba|finaliza|se termina) antes|shortest|shorter|quickest|quicker|(ends?|finish(es)?) (first|sooner|earlier))\b/,
  ],
  ['longest', /\b(mas (largo|completo|extenso|intensivo)|dura mas|mas (horas|semanas)|longest|longer|(most|more) (hours|weeks|horas|semanas))\b/],
  [
    'hardest',
    /\b(mas (avanzado|dificil|tecnico|complejo|exigente|nivel)|(exige|pide|requiere) mas (nivel|conocimientos|base)|(nivel|exigencia) mas alt[oa]|mayor nivel|(most|more) (advanced|avanzado)|hardest|harder|highest level)\b/,
  ],
  ['easiest', /\b(mas (facil|sencillo|basico|accesible)|nivel mas bajo|menor nivel|menos nivel|easiest|easier|more basic|most basic|lowest level)\b/],
  [
    'popular',
    /\b(mas (vendido|popular|demandado|solicitado|exitoso)|mas (alumnos|estudiantes|matriculados|inscritos|apuntados|gente)|most popular|best selling|bestseller|most (students|people|enrolments|learners|alumnos|estudiantes))\b/,
  ],
  [
    'bestRated',
    /\b((mejor|mas) (valorad[oa]|puntuad[oa]|opinion(es)?)|mejores (valoraciones|opiniones|resenas|notas)|mas (estrellas|nota)|(highest|best|top) (rated|reviewed)|best reviews)\b/,
  ],
  ['fewestPlaces', /\b(quedan menos (plazas|sitios)|menos plazas|(fewest|fewer) (places|seats|spots)|(most|almost) (full|lleno))\b/],
  [
    'biggestDiscount',
    // (The biggest discount "por grupo" is the group discount table's, not a course's.)
    /\b((mayor|mas) (descuento|rebaja)(?! (por|de|para) (grupos?|equipos?))|(descuento|rebaja) mas (grande|alt[oa]|gord[oa])|mas rebajado|mejor oferta|(biggest|largest|best) (discount|descuento)|most (discounted|rebajado)|(discounted|rebajado) the most|mas (porcentaje|%) de (descuento|rebaja))\b/,
  ],
  [
    'soonest',
    /\b((empieza|arranca|comienza|inicia|sale) (antes|primero|mas pronto)|proximo (curso|en empezar)|primero en (empezar|arrancar)|(convocatoria|edicion|fecha|inicio|arranque) mas (proxim[oa]|cercan[oa]|pronto|temprano)|starts? (first|primera|soonest|next)|soonest|earliest|first to start)\b/,
  ],
];

const order: Record<Superlative, (a: Course, b: Course) => number> = {
  cheapest: (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity),
  priciest: (a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity),
  shortest: (a, b) => courseLength(a) - courseLength(b),
  longest: (a, b) => courseLength(b) - courseLength(a),
  hardest: (a, b) => levelRank(b) - levelRank(a),
  easiest: (a, b) => levelRank(a) - levelRank(b),
  soonest: (a, b) => (a.nextDates[0]?.date ?? '9999').localeCompare(b.nextDates[0]?.date ?? '9999'),
  popular: (a, b) => (b.studentsCount ?? 0) - (a.studentsCount ?? 0),
  bestRated: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  fewestPlaces: (a, b) => (a.placesLeft ?? Infinity) - (b.placesLeft ?? Infinity),
  biggestDiscount: (a, b) => discountOf(b) - discountOf(a),
};

function discountOf(course: Course): number {
  return course.price !== undefined && course.originalPrice !== undefined ? 1 - course.price / course.originalPrice : 0;
}

const superlativeWords: Record<Superlative, Record<Lang, string>> = {
  cheapest: { es: 'más barato', en: 'cheapest' },
  priciest: { es: 'más caro', en: 'most expensive' },
  shortest: { es: 'más corto', en: 'shortest' },
  longest: { es: 'más largo', en: 'longest' },
  hardest: { es: 'más avanzado', en: 'most advanced' },
  easiest: { es: 'más sencillo para empezar', en: 'easiest to start with' },
  soonest: { es: 'que empieza antes', en: 'that starts first' },
  popular: { es: 'con más alumnos', en: 'with the most students' },
  bestRated: { es: 'mejor valorado', en: 'best rated' },
  fewestPlaces: { es: 'con menos plazas libres', en: 'with the fewest places left' },
  biggestDiscount: { es: 'con mayor descuento', en: 'with the biggest discount' },
};

/** The extremes an option of a service can be: its price or its length. */
export const isOptionExtreme = (kind: Superlative): kind is 'cheapest' | 'priciest' | 'shortest' | 'longest' =>
  kind === 'cheapest' || kind === 'priciest' || kind === 'shortest' || kind === 'longest';

/** The message without the words that ask for an extreme: "¿qué sale más barato, X o Y?" → "¿qué sale, X o Y?". */
export function withoutSuperlative(simplified: string): string {
  return superlativeCues.reduce((text, [, pattern]) => text.replace(new RegExp(pattern.source, 'g'), ' '), simplified).replace(/\b(que|cual) sale\b/g, ' ');
}

/** "the cheapest course", but "the course that starts first", "the course with the biggest discount". */
function englishNoun(noun: string, word: string): string {
  return /^(that|with)\b/.test(word) ? `${noun} ${word}` : `${word} ${noun}`;
}

/** Several people, then "más barato": a group price ("si nos apuntamos varios compañeros, ¿nos sale más barato?"). */
export const groupThenCheaper = /\b(varios|varias|unos cuantos|unas cuantas|mas de uno|mas de una|en grupo)\b(.*)\bmas barat[oa]\b/;

export const detectSuperlative: (simplified: string) => Superlative | undefined = remembered(superlativeIn);

function superlativeIn(simplified: string): Superlative | undefined {
  // "¿cuánto cuesta más o menos?" asks for a rough price, not the priciest; "¿sale más barato por cabeza si vamos ocho?",
  // "si nos apuntamos varios, ¿sale más barato?" for a group price.
  const text = simplified
    .replace(
      /\bmas o menos\b|\bmas barat[oa] (por (cabeza|persona|alumno|plaza|participante)|en grupo|si (vamos|somos|apuntamos|inscribimos|nos apuntamos))\b/g,
      ' ',
    )
    .replace(groupThenCheaper, '$1$2');
  return superlativeCues.find(([, pattern]) => cues.test(pattern, text))?.[0];
}

/** The figure a superlative is about, for the winner and the runner-up. */
function figure(kind: Superlative, course: Course, lang: Lang): string {
  if (kind === 'cheapest' || kind === 'priciest') return priceText(course, lang);
  if (kind === 'shortest' || kind === 'longest')
    return `${valueIn(course.duration, lang)}${course.hours ? `, ${course.hours} ${lang === 'es' ? 'horas' : 'hours'}` : ''}`;
  if (kind === 'popular') return `${(course.studentsCount ?? 0).toLocaleString(lang === 'es' ? 'es-ES' : 'en-GB')} ${lang === 'es' ? 'alumnos' : 'students'}`;
  if (kind === 'biggestDiscount') {
    const share = Math.round(discountOf(course) * 100);
    if (share === 0) return `${lang === 'es' ? 'sin descuento' : 'no discount'}, ${priceText(course, lang)}`;
    return `${share} %${lang === 'es' ? ' de descuento' : ' off'}, ${priceText(course, lang)}`;
  }
  if (kind === 'soonest') return course.nextDates[0]?.date ? isoDate(course.nextDates[0].date, lang) : '';
  if (kind === 'bestRated')
    return lang === 'es'
      ? `${course.rating.toLocaleString('es-ES')} sobre 5, ${course.reviewCount} valoraciones`
      : `${course.rating} out of 5, ${course.reviewCount} reviews`;
  if (kind === 'fewestPlaces') return lang === 'es' ? `quedan ${course.placesLeft} plazas` : `${course.placesLeft} places left`;
  return levelText(course, lang);
}

/** "¿Cuál es el curso más barato?": the extreme course from the catalogue, and the next one. */
/** "¿Qué servicio es el más caro?": services by their starting price, as each page states it. */
export function serviceSuperlative(kind: Superlative, lang: Lang, amongUrls?: readonly string[]): Found | undefined {
  if (kind !== 'cheapest' && kind !== 'priciest') return undefined;
  const amount = (service: ServiceDetail) => Number(/\d[\d.]*/.exec(service.price)?.[0]?.replace(/\./g, '') ?? NaN);
  const among = amongUrls ? serviceDetails.filter((service) => amongUrls.includes(`/servicios/${service.slug}`)) : serviceDetails;
  const priced = among.filter((service) => Number.isFinite(amount(service)));
  const sorted = [...priced].sort((a, b) => (kind === 'cheapest' ? amount(a) - amount(b) : amount(b) - amount(a)));
  const [first, second] = sorted;
  if (!first) return undefined;
  const url = (service: ServiceDetail) => `/servicios/${service.slug}`;
  const word = superlativeWords[kind][lang];
  // Two services weighed against each other: one sentence that names both.
  const pair = sorted.length === 2 && second;
  const reply = pair
    ? lang === 'es'
      ? `De los dos, ${/^(con|que) /.test(word) ? `el ${word.replace(/^con /, 'que tiene ')}` : `el ${word}`} es ${first.title} (${first.price}), frente a ${second.title} (${second.price}). Más información: ${url(first)}`
      : `Of the two, the ${englishNoun('one', word)} is ${first.title} (${valueIn(first.price, lang)}), compared with ${second.title} (${valueIn(second.price, lang)}). More at ${url(first)}`
    : lang === 'es'
      ? `El servicio ${word} es ${first.title} (${first.price}).${second ? ` Le sigue ${second.title} (${second.price}).` : ''} Más información: ${url(first)}`
      : `The ${englishNoun('service', word)} is ${first.title} (${first.price}).${second ? ` Next comes ${second.title} (${second.price}).` : ''} More at ${url(first)}`;
  return { reply, urls: [url(first), ...(second ? [url(second)] : [])] };
}

/** `weighed`: two courses the visitor weighed against each other ("¿cuál de los dos…?"), not a part of the catalogue that happens to hold two. */
export function answerSuperlative(kind: Superlative, lang: Lang, among: readonly Course[] = courses, weighed = among.length === 2): Found | undefined {
  // Only the courses that state places left can be weighed by them.
  const sorted = [...among].filter((course) => kind !== 'fewestPlaces' || course.placesLeft !== undefined).sort(order[kind]);
  const [first, second] = sorted;
  if (!first) return undefined;
  const word = superlativeWords[kind][lang];
  const runnerUp = second
    ? lang === 'es'
      ? ` Le sigue ${second.title} (${figure(kind, second, lang)}).`
      : ` Next comes ${second.title} (${figure(kind, second, lang)}).`
    : '';
  // Two courses weighed against each other: one sentence that names both.
  const pair = weighed && second;
  const reply = pair
    ? lang === 'es'
      ? `De los dos, ${/^(con|que) /.test(word) ? `el ${word.replace(/^con /, 'que tiene ')}` : `el ${word}`} es ${first.title} (${figure(kind, first, lang)}), frente a ${second.title} (${figure(kind, second, lang)}). Más información: ${courseUrl(first)}`
      : `Of the two, the ${englishNoun('one', word)} is ${first.title} (${figure(kind, first, lang)}), compared with ${second.title} (${figure(kind, second, lang)}). More at ${courseUrl(first)}`
    : lang === 'es'
      ? `El curso ${word} es ${first.title} (${figure(kind, first, lang)}).${runnerUp} Más información: ${courseUrl(first)}`
      : `The ${englishNoun('course', word)} is ${first.title} (${figure(kind, first, lang)}).${runnerUp} More at ${courseUrl(first)}`;
  return { reply, urls: [courseUrl(first), ...(second ? [courseUrl(second)] : []), '/cursos'] };
}

const comparedFacets: Facet[] = ['price', 'duration', 'level', 'dates', 'format', 'certificate', 'discount'];

/** One line per course with what was asked, or its card; then what tells them apart. */
export function compareCourses(urls: readonly string[], facets: readonly Facet[], lang: Lang): Found | undefined {
  const picked = urls
    .map(courseByUrl)
    .filter((course): course is Course => course !== undefined)
    .slice(0, 3);
  if (picked.length < 2) return undefined;
  const asked = facets.filter((facet) => comparedFacets.includes(facet));
  const line = (course: Course) =>
    asked.length ? `${course.title}: ${asked.map((facet) => facetValue(course, facet, lang)).join(', ')}` : courseCard(course, lang);
  const cheaper = [...picked].sort(order.cheapest)[0];
  const easier = [...picked].sort(order.easiest)[0];
  const discounted = [...picked].sort(order.biggestDiscount)[0];
  const verdict =
    asked.includes('discount') && discounted && discountOf(discounted) > 0
      ? lang === 'es'
        ? `El de mayor descuento es ${discounted.title}.`
        : `The bigger discount is on ${discounted.title}.`
      : asked.includes('price') && cheaper
        ? lang === 'es'
          ? `El más barato es ${cheaper.title}.`
          : `The cheaper one is ${cheaper.title}.`
        : easier && levelRank(easier) < Math.max(...picked.map(levelRank))
          ? lang === 'es'
            ? `Para empezar encaja mejor ${easier.title}; el resto pide más base (requisitos en cada página).`
            : `${easier.title} is the better start; the others need more background (requirements on each page).`
          : '';
  const reply = `${picked.map(line).join('. ')}. ${verdict} ${lang === 'es' ? 'Detalle:' : 'Details:'} ${list(picked.map(courseUrl), lang)}`;
  return { reply: reply.replace(/\s+/g, ' ').trim(), urls: picked.map(courseUrl) };
}

function facetValue(course: Course, facet: Facet, lang: Lang): string {
  switch (facet) {
    case 'price':
      return priceText(course, lang);
    case 'duration':
      return figure('longest', course, lang);
    case 'discount':
      return figure('biggestDiscount', course, lang);
    case 'level':
      return levelText(course, lang);
    case 'dates':
      return course.nextDates[0]
        ? `${lang === 'es' ? 'empieza el' : 'starts'} ${isoDate(course.nextDates[0].date, lang)}`
        : lang === 'es'
          ? 'sin fechas publicadas'
          : 'no dates yet';
    case 'certificate':
      return course.certificate ? (lang === 'es' ? 'con certificado' : 'with certificate') : lang === 'es' ? 'sin certificado' : 'no certificate';
    default:
      return valueIn(courseFormat(course), lang);
  }
}

const modalityCues: [CourseModality, RegExp][] = [
  ['Presencial', /\b(presencial|presenciales|en persona|in person|face to face)\b/],
  ['Híbrido', /\b(hibrido|hibridos|hybrid)\b/],
  ['Online', /\b(online|a distancia|remoto|virtual|en directo)\b/],
];

/** The cities where in-person editions are held, from the courses' dates (worked out once, not per question). */
const cities = [...new Set(courses.flatMap((course) => course.nextDates.flatMap((date) => (date.city ? [date.city] : []))))];

/** The office in `city` (folded) when no edition is held there: "¿hay algún curso en Lisboa?". */
function officeWithoutEditions(city: string | undefined): string | undefined {
  return city === undefined ? undefined : offices.find((office) => fold(office.city) === city && !cities.includes(office.city))?.city;
}

/**
 * "¿Hay curso presencial en Barcelona?", "cursos online": the next editions that match the
 * modality or city asked, across the catalogue.
 */
const monthNames: Record<Lang, string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
};

export function editionsWhere(simplified: string, lang: Lang): Found | undefined {
  const modality = modalityCues.find(([, pattern]) => cues.test(pattern, simplified))?.[0];
  const city = cities.find((name) => new RegExp(`\\b${fold(name)}\\b`).test(simplified));
  // "¿Qué cursos empiezan en enero?": the editions of that month.
  const monthIndex = monthNames.es.findIndex((name, index) => new RegExp(`\\b(${name}|${monthNames.en[index]})\\b`).test(simplified));
  const month = monthIndex >= 0 ? monthIndex + 1 : undefined;
  // "¿Hay algún curso presencial en Málaga?", "vivo en Sevilla, ¿puedo hacer algún curso?": no edition there, and where there are.
  // ("¿Hay algún curso en Lisboa?": a city with an office of ours but no edition is no edition either.)
  const officeOnly = /(?<!\b(ningun|ninguna|sin|ni|no) )\b(cursos?|clases?|ediciones?|formacion|formaciones|courses?|classes|editions?)\b/.test(simplified)
    ? officeWithoutEditions(officeCityIn(simplified))
    : undefined;
  const elsewhere = !city && modality !== 'Online' ? (foreignPlace(simplified) ?? officeOnly) : undefined;
  if (!modality && !city && !month && !elsewhere) return undefined;
  if (elsewhere) {
    return {
      reply:
        lang === 'es'
          ? `No hay ediciones en ${elsewhere}: las presenciales son en ${list(cities, 'es')}, y las online se siguen desde cualquier sitio. Tienes todas las fechas en /cursos.`
          : `There are no editions in ${elsewhere}: in-person editions are in ${list(cities, 'en')}, and online ones can be followed from anywhere. All dates are on /cursos.`,
      urls: ['/cursos', '/contacto'],
      notOffered: 'edition',
    };
  }
  const matches = courses.flatMap((course) =>
    course.nextDates
      .filter(
        (date) =>
          (!modality || date.modality === modality || (modality === 'Presencial' && date.modality === 'Híbrido' && Boolean(date.city))) &&
          (!city || date.city === city) &&
          (!month || Number(date.date.slice(5, 7)) === month),
      )
      .slice(0, 1)
      .map((date) => ({ course, date })),
  );
  const plural: Record<CourseModality, string> = { Online: 'online', Presencial: 'presenciales', Híbrido: 'híbridas' };
  const where = [
    modality ? (lang === 'es' ? plural[modality] : englishValue(modality)) : '',
    city ? `${lang === 'es' ? 'en' : 'in'} ${city}` : '',
    month ? `${lang === 'es' ? 'en' : 'in'} ${monthNames[lang][month - 1]}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (matches.length === 0) {
    return {
      reply:
        lang === 'es'
          ? `Ahora no hay ediciones ${where} publicadas. Las próximas presenciales son en ${list(cities, 'es')}; tienes todas las fechas en /cursos o te avisamos desde /contacto.`
          : `There are no ${where} editions published right now. In-person editions are in ${list(cities, 'en')}; all dates are on /cursos, or ask us on /contacto.`,
      urls: ['/cursos', '/contacto'],
      notOffered: 'edition',
    };
  }
  const items = matches.map(
    ({ course, date }) =>
      `${course.title} (${isoDate(date.date, lang)}, ${valueIn(date.modality, lang)}${date.city ? ` ${lang === 'es' ? 'en' : 'in'} ${date.city}` : ''})`,
  );
  return {
    reply:
      lang === 'es'
        ? `Próximas ediciones ${where}: ${list(items, 'es')}. Más información: ${matches.length > 1 ? '/cursos' : courseUrl(matches[0]?.course as Course)}`
        : `Next ${where} editions: ${list(items, 'en')}. More at ${matches.length > 1 ? '/cursos' : courseUrl(matches[0]?.course as Course)}`,
    // Several courses: the catalogue first; one course: its own page.
    urls:
      new Set(matches.map(({ course }) => course.slug)).size > 1
        ? ['/cursos', ...matches.map(({ course }) => courseUrl(course))]
        : [courseUrl(matches[0]?.course as Course), '/cursos'],
  };
}

learnPatterns([...superlativeCues.map(([, pattern]) => pattern), ...modalityCues.map(([, pattern]) => pattern)]);
// Asked of every message, behind the shared literal filter.
cues.add(...superlativeCues.map(([, pattern]) => pattern), ...modalityCues.map(([, pattern]) => pattern));
