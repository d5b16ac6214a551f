import type { Course } from '../../../site/content/courses.ts';
import { list } from '../format.ts';
import type { Lang } from '../text/language.ts';
import { learnPatterns } from '../text/spelling.ts';
import { valueIn } from '../text/vocabulary.ts';
import { courseLength, courses, courseUrl, levelRank, levelText, needsCode, priceText } from './course-data.ts';
import type { Found } from './found.ts';

/**
 * "¿Qué cursos tenéis para empezar?", "cursos de menos de 1000 €", "cursos sin programar con
 * certificado": the catalogue filtered by the facets asked (level, code, price, length, certificate,
 * modality), from the structured course data, instead of every course.
 */
interface Filter {
  test: (course: Course) => boolean;
  label: Record<Lang, string>;
}

const levelCues: [RegExp, (course: Course) => boolean, Record<Lang, string>][] = [
  [
    /\b(para (empezar|principiantes?|novatos?|iniciarse|iniciarme|no tecnicos)|principiantes?|desde cero|de iniciacion|basicos?|introductorios?|beginners?|for starters|to get started)\b/,
    (course) => levelRank(course) === 0,
    { es: 'para empezar', en: 'for beginners' },
  ],
  [
    // ("mandos intermedios" are middle managers.)
    /\b(de nivel intermedio|(?<!\b(mandos?|cargos?) )intermedios?|intermediate)\b/,
    (course) => course.level.startsWith('Intermedio'),
    { es: 'de nivel intermedio', en: 'at intermediate level' },
  ],
  [/\b(de nivel avanzado|avanzados|advanced)\b/, (course) => course.level.includes('Avanzado'), { es: 'de nivel avanzado', en: 'at advanced level' }],
];

const modalityCues: [RegExp, (course: Course) => boolean, Record<Lang, string>][] = [
  [/\b(online|a distancia|en remoto|desde casa)\b/, (course) => course.nextDates.some((date) => date.modality === 'Online'), { es: 'online', en: 'online' }],
  [
    /\b(presencial(es)?|en persona|in person|face to face)\b/,
    (course) => course.nextDates.some((date) => date.modality !== 'Online'),
    { es: 'con sesiones presenciales', en: 'with on-site sessions' },
  ],
];

function filtersIn(simplified: string): Filter[] {
  const filters: Filter[] = [];
  const level = levelCues.find(([cue]) => cue.test(simplified));
  if (level) filters.push({ test: level[1], label: level[2] });
  if (/\b(sin (saber )?programar|sin codigo|no (se|sepa|sabe) programar|without cod\w*|no coding)\b/.test(simplified))
    filters.push({ test: (course) => !needsCode(course), label: { es: 'sin programar', en: 'without coding' } });
  const price = /\b(menos de|por debajo de|hasta|maximo|no mas de|inferior a|under|below|less than|up to) (\d{3,5}) ?(e|eur|euros?)?\b/.exec(simplified);
  if (price && !/\bsemanas?|horas?|weeks?|hours?\b/.test(simplified.slice(price.index, price.index + price[0].length + 8))) {
    const max = Number(price[2]);
    filters.push({ test: (course) => course.price !== undefined && course.price <= max, label: { es: `de hasta ${max} €`, en: `up to €${max}` } });
  }
  const weeks = /\b(menos de|hasta|maximo|under|less than|up to) (\d{1,2}) (semanas|weeks)\b/.exec(simplified);
  if (weeks) {
    const max = Number(weeks[2]) * 1000 + 999;
    filters.push({ test: (course) => courseLength(course) <= max, label: { es: `de hasta ${weeks[2]} semanas`, en: `up to ${weeks[2]} weeks` } });
  }
  if (
    /\b(con certificad[oa]|con certificacion|que (de|den|da|dan|tenga|tengan|incluya|incluyan) (un )?certificad[oa]|with (a )?certificate)\b/.test(simplified)
  )
    filters.push({ test: (course) => course.certificate, label: { es: 'con certificado', en: 'with a certificate' } });
  const modality = modalityCues.find(([cue]) => cue.test(simplified));
  // The modality alone is what the editions answer ("¿qué hay online?"); here it narrows another facet.
  if (modality && filters.length > 0) filters.push({ test: modality[1], label: modality[2] });
  return filters;
}

/** A question about the catalogue, not one course: "¿qué cursos…?", "algún curso…", "curso para principiantes". */
const aboutCatalogue =
  /\b(cursos|formaciones|que (curso|formacion)|algun curso|algun[oa]s? formacion\w*|curso (para|de nivel|sin|con|de menos|por debajo|que)|teneis (algo|alguno)|hay (algo|alguno)|courses|any course|a course (for|under|without))\b/;

/** The courses that meet every facet asked, the one item first, or the catalogue when several do. */
export function filteredCourses(simplified: string, lang: Lang): Found | undefined {
  if (!aboutCatalogue.test(simplified)) return undefined;
  const filters = filtersIn(simplified);
  if (filters.length === 0) return undefined;
  const matching = courses.filter((course) => filters.every((filter) => filter.test(course)));
  const labels = list(
    filters.map((filter) => filter.label[lang]),
    lang,
  );
  const card = (course: Course) =>
    `${course.title} (${[priceText(course, lang), levelText(course, lang), valueIn(course.duration, lang), valueIn(course.format ?? 'Online / Presencial', lang)].join(', ')})`;
  if (matching.length === 0) {
    const closest = [...courses].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity))[0];
    return {
      reply:
        lang === 'es'
          ? `Ningún curso cumple eso (${labels}).${closest ? ` El más asequible es ${card(closest)}.` : ''} Tienes todo el catálogo en /cursos, o cuéntanos qué buscas en /contacto.`
          : `No course matches that (${labels}).${closest ? ` The most affordable is ${card(closest)}.` : ''} The whole catalogue is on /cursos, or tell us what you need on /contacto.`,
      urls: ['/cursos', '/contacto'],
    };
  }
  const urls = matching.map(courseUrl);
  const heading = `${labels.charAt(0).toUpperCase()}${labels.slice(1)}`;
  const intro =
    lang === 'es'
      ? matching.length === 1
        ? `${heading}, el curso que encaja es ${card(matching[0] as Course)}.`
        : `${heading}, tenemos ${matching.length} cursos: ${list(matching.map(card), 'es')}.`
      : matching.length === 1
        ? `${heading}, the course that fits is ${card(matching[0] as Course)}.`
        : `${heading}, we have ${matching.length} courses: ${list(matching.map(card), 'en')}.`;
  const link = matching.length === 1 ? urls[0] : '/cursos';
  return {
    reply: `${intro} ${lang === 'es' ? 'Más información:' : 'More at'} ${link}`,
    urls: matching.length === 1 ? urls : ['/cursos', ...urls],
  };
}

learnPatterns([aboutCatalogue, ...levelCues.map(([cue]) => cue), ...modalityCues.map(([cue]) => cue)]);
