import { company } from '../../../site/content/company.ts';
import { coreFaculty, courseTestimonials, courses, type Course } from '../../../site/content/courses.ts';
import { DEFAULT_HOURS, DEFAULT_MODULES } from '../../../site/domain/course-defaults.ts';
import { courseFormat } from '../../../site/domain/course-format.ts';
import { discountPercent } from '../../../site/domain/discount.ts';
import type { Facet } from '../facets.ts';
import { euros, isoDate, list } from '../format.ts';
import { courseFaqAnswer, courseFaqShownAt } from './faqs.ts';
import type { KnowledgeDoc, Localized } from './types.ts';
import { englishValue, valueIn } from '../text/vocabulary.ts';

/** An English value with the page's own Spanish label, so the visitor finds it there: "live online («Online en directo» on the page)". */
const withPageLabel = (value: string): string => `${englishValue(value)} («${value}» on the page)`;

// Defaults and the discount come from the course page's own rules, so the assistant and the page agree.

function priceFact(course: Course): Localized {
  const { title, price, originalPrice } = course;
  if (price === undefined) {
    return {
      es: `El precio de ${title} se consulta: escríbenos desde /contacto y te lo enviamos.`,
      en: `The price of ${title} is available on request: write to us from /contacto.`,
    };
  }
  const discount = discountPercent(price, originalPrice);
  if (originalPrice !== undefined && discount !== undefined) {
    return {
      es: `${title} cuesta ${euros(price, 'es')} (antes ${euros(originalPrice, 'es')}, un ${discount} % de descuento).`,
      en: `${title} costs ${euros(price, 'en')} (was ${euros(originalPrice, 'en')}, ${discount}% off).`,
    };
  }
  return { es: `${title} cuesta ${euros(price, 'es')}.`, en: `${title} costs ${euros(price, 'en')}.` };
}

function datesFact(course: Course): Localized {
  const next = course.nextDates.slice(0, 3);
  if (next.length === 0) {
    return {
      es: `Aún no hay fechas publicadas para ${course.title}; te avisamos si nos escribes desde /contacto.`,
      en: `There are no dates published yet for ${course.title}; write to us from /contacto and we will let you know.`,
    };
  }
  const edition = (lang: 'es' | 'en') =>
    next.map((date) => `${isoDate(date.date, lang)} (${valueIn(date.modality, lang)}${date.city ? `, ${date.city}` : ''})`);
  return {
    es: `Próximas ediciones de ${course.title}: ${list(edition('es'), 'es')}.`,
    en: `Next editions of ${course.title}: ${list(edition('en'), 'en')}.`,
  };
}

export const englishLevel: Record<string, string> = {
  Principiante: 'beginner',
  Intermedio: 'intermediate',
  'Intermedio-Avanzado': 'intermediate to advanced',
  Avanzado: 'advanced',
};

/** Requirements quoted as the page writes them: every one, never cut or re-cased. */
function quoted(items: readonly string[]): string {
  return items.map((item) => `«${item}»`).join('; ');
}

function levelFact(course: Course): Localized {
  const { requirements } = course;
  return {
    es: `${course.title} es de nivel ${course.level}.${requirements.length ? ` Requisitos: ${quoted(requirements)}.` : ''}`,
    en: `${course.title} is ${englishLevel[course.level] ?? englishValue(course.level)} level («${course.level}» on the page).${requirements.length ? ` Requirements (in Spanish): ${quoted(requirements)}.` : ''}`,
  };
}

function requirementsFact(course: Course): Localized {
  if (course.requirements.length === 0) {
    return { es: `${course.title} no pide requisitos previos.`, en: `${course.title} has no prerequisites.` };
  }
  return {
    es: `Para ${course.title} (nivel ${course.level}) se pide: ${quoted(course.requirements)}.`,
    en: `${course.title} (${englishLevel[course.level] ?? course.level} level) asks for (in Spanish): ${quoted(course.requirements)}.`,
  };
}

function audienceFact(course: Course): Localized {
  return {
    es: `${course.title} está pensado para: ${list(
      course.targetAudience.map((item) => item.charAt(0).toLowerCase() + item.slice(1)),
      'es',
    )}.`,
    en: `${course.title} is meant for (in Spanish): ${course.targetAudience.join('; ')}.`,
  };
}

function originalPriceFact(course: Course): Localized {
  const { title, price, originalPrice } = course;
  const discount = discountPercent(price, originalPrice);
  if (price === undefined || originalPrice === undefined || discount === undefined) {
    return {
      es: `${title} no tiene un precio anterior publicado: ${price === undefined ? 'su precio se consulta en /contacto' : `cuesta ${euros(price, 'es')}`}.`,
      en: `${title} has no earlier price published: ${price === undefined ? 'its price is available on request' : `it costs ${euros(price, 'en')}`}.`,
    };
  }
  return {
    es: `${title} costaba ${euros(originalPrice, 'es')}; ahora cuesta ${euros(price, 'es')} (un ${discount} % menos).`,
    en: `${title} used to cost ${euros(originalPrice, 'en')}; it now costs ${euros(price, 'en')} (${discount}% off).`,
  };
}

function discountFact(course: Course): Localized {
  const discount = discountPercent(course.price, course.originalPrice);
  if (discount === undefined || course.price === undefined || course.originalPrice === undefined) {
    return {
      es: `${course.title} no tiene descuento ahora mismo${course.price === undefined ? '' : ` (cuesta ${euros(course.price, 'es')})`}; para grupos de empresa hay descuentos en /cursos/empresas.`,
      en: `${course.title} has no discount right now${course.price === undefined ? '' : ` (it costs ${euros(course.price, 'en')})`}; company groups get discounts, see /cursos/empresas.`,
    };
  }
  return {
    es: `Sí: ${course.title} tiene un ${discount} % de descuento, cuesta ${euros(course.price, 'es')} en lugar de ${euros(course.originalPrice, 'es')}.`,
    en: `Yes: ${course.title} is ${discount}% off, ${euros(course.price, 'en')} instead of ${euros(course.originalPrice, 'en')}.`,
  };
}

/** Facts every course shares, answered by the course FAQ (same text as the course pages). */
function faqFact(course: Course, question: RegExp): Localized | undefined {
  const answer = courseFaqAnswer(question);
  if (!answer) return undefined;
  return {
    es: `${course.title}: ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`,
    en: `${course.title}, from the course FAQ (in Spanish): ${answer}`,
  };
}

function durationFact(course: Course): Localized {
  const hours = course.hours ?? DEFAULT_HOURS;
  const modules = course.modules ?? DEFAULT_MODULES;
  return {
    es: `${course.title} dura ${course.duration}: ${hours} horas en ${modules} módulos.`,
    en: `${course.title} lasts ${withPageLabel(course.duration)}: ${hours} hours in ${modules} modules.`,
  };
}

function reviewsFact(course: Course): Localized {
  const students = course.studentsCount === undefined ? '' : `${course.studentsCount} `;
  return {
    es: `${course.title} tiene una valoración de ${String(course.rating).replace('.', ',')} sobre 5 en ${course.reviewCount} opiniones${students ? `; lo han hecho ${students}alumnos` : ''}.`,
    en: `${course.title} is rated ${course.rating} out of 5 in ${course.reviewCount} reviews${students ? `; ${students}students have taken it` : ''}.`,
  };
}

function formatFact(course: Course): Localized {
  const format = courseFormat(course);
  // Each way the course is given, with the first date it starts that way: "¿cuándo es la primera presencial?" is answered too.
  const firstOfEach = new Map<string, Course['nextDates'][number]>();
  for (const date of course.nextDates)
    if (!firstOfEach.has(`${date.modality}|${date.city ?? ''}`)) firstOfEach.set(`${date.modality}|${date.city ?? ''}`, date);
  const byModality = [...firstOfEach.values()];
  const modalities = (lang: 'es' | 'en') =>
    byModality.map((date) =>
      lang === 'es'
        ? `${date.modality.toLowerCase()}${date.city ? ` en ${date.city}` : ''} el ${isoDate(date.date, lang)}`
        : `${valueIn(date.modality, lang)}${date.city ? ` in ${date.city}` : ''} on ${isoDate(date.date, lang)}`,
    );
  const next = { es: byModality.length > 1 ? 'Próximas ediciones' : 'Próxima edición', en: byModality.length > 1 ? 'Next editions' : 'Next edition' };
  return {
    es: `Modalidad de ${course.title}: ${format}.${byModality.length ? ` ${next.es}: ${list(modalities('es'), 'es')}.` : ''}`,
    en: `${course.title} format: ${withPageLabel(format)}.${byModality.length ? ` ${next.en}: ${list(modalities('en'), 'en')}.` : ''}`,
  };
}

function certificateFact(course: Course): Localized {
  if (!course.certificate) {
    return { es: `${course.title} no incluye certificación.`, en: `${course.title} does not include a certificate.` };
  }
  const name = course.certificates?.[0] ?? `Certificado oficial de ${company.brand}`;
  return {
    es: `Sí, ${course.title} incluye certificado: ${name}.`,
    en: `Yes, ${course.title} includes a certificate: ${name}.`,
  };
}

function syllabusFact(course: Course): Localized {
  const modules = (course.syllabus ?? []).map((module, index) => `${index + 1}. ${module.title}`);
  if (modules.length === 0) {
    const count = course.modules ?? DEFAULT_MODULES;
    return {
      es: `El programa de ${course.title} tiene ${count} módulos; el detalle de cada uno está en su página.`,
      en: `The ${course.title} syllabus has ${count} modules; each one is detailed on its page.`,
    };
  }
  return {
    es: `Programa de ${course.title}: ${modules.join('; ')}.`,
    en: `${course.title} syllabus: ${modules.join('; ')}.`,
  };
}

function instructorsFact(course: Course): Localized {
  // A course page that names no teachers shows the core faculty.
  const people = (course.instructors ?? (course.instructor ? [course.instructor] : coreFaculty)).map((person) => `${person.name} (${person.role})`);
  if (people.length === 0) {
    return { es: `El equipo docente de ${course.title} aparece en su página.`, en: `The teachers of ${course.title} are listed on its page.` };
  }
  return { es: `Imparten ${course.title}: ${list(people, 'es')}.`, en: `${course.title} is taught by ${list(people, 'en')}.` };
}

function placesFact(course: Course): Localized {
  if (course.placesLeft === undefined) {
    return {
      es: `Las plazas libres de ${course.title} te las confirmamos por WhatsApp o desde /contacto.`,
      en: `We can confirm the free places for ${course.title} on WhatsApp or from /contacto.`,
    };
  }
  return {
    es: `Quedan ${course.placesLeft} plazas en la próxima edición de ${course.title}.`,
    en: `There are ${course.placesLeft} places left in the next edition of ${course.title}.`,
  };
}

function summary(course: Course): Localized {
  const facts = (lang: 'es' | 'en') =>
    [
      lang === 'es' ? course.level : `${englishLevel[course.level] ?? englishValue(course.level)} level`,
      valueIn(course.duration, lang),
      valueIn(courseFormat(course), lang),
      course.price === undefined ? '' : euros(course.price, lang),
    ]
      .filter(Boolean)
      .join(', ');
  return {
    es: `${course.title}: ${course.description} (${facts('es')}).`,
    en: `${course.title}: ${course.description} (${facts('en')}).`,
  };
}

function optionalFacts(facts: Partial<Record<Facet, Localized | undefined>>): Partial<Record<Facet, Localized>> {
  return Object.fromEntries(Object.entries(facts).filter(([, fact]) => fact !== undefined)) as Partial<Record<Facet, Localized>>;
}

/**
 * "¿Tenéis opiniones de alumnos?": the reviews every course page shows under its tabs, two of them
 * quoted. Only its title and keywords are searched, so the quotes' own words ("marketing", "sin saber
 * programar") never pull other questions here.
 */
function testimonialsDoc(): KnowledgeDoc {
  const quoted = courseTestimonials.slice(0, 2).map((item) => `«${item.quote}» (${item.author}, ${item.role})`);
  return {
    id: 'courses:testimonials',
    kind: 'page',
    // (Named by its own words only: "alumnos" or "dicen" would pull "¿el profesor entrega certificados al alumnado?" or the horoscope here.)
    title: 'Opiniones y testimonios',
    url: courseFaqShownAt,
    keywords: 'opiniones testimonios resenas valoraciones reviews testimonials',
    text: 'Opiniones de antiguos alumnos de nuestros cursos.',
    summary: {
      es: `Cada curso muestra opiniones de sus alumnos; por ejemplo, ${list(quoted, 'es')}.`,
      en: `Every course page shows reviews from its students (in Spanish), such as ${list(quoted, 'en')}.`,
    },
    facts: {},
  };
}

export function courseDocs(): KnowledgeDoc[] {
  return [...courses.map(courseDoc), testimonialsDoc()];
}

function courseDoc(course: Course): KnowledgeDoc {
  return {
    id: `course:${course.slug}`,
    kind: 'course',
    title: course.title,
    url: `/cursos/${course.slug}`,
    keywords: ['curso', course.slug.replace(/-/g, ' '), ...course.tags, course.level].join(' '),
    text: [
      course.description,
      course.longDescription ?? '',
      ...course.skills,
      ...course.requirements,
      ...course.targetAudience,
      // Where the next editions happen, so "¿hay curso presencial en Barcelona?" finds the course.
      ...course.nextDates.map((date) => `${date.modality} ${date.city ?? ''}`),
      ...(course.syllabus ?? []).flatMap((module) => [module.title, module.description, ...module.topics]),
    ].join(' '),
    summary: summary(course),
    facts: {
      price: priceFact(course),
      dates: datesFact(course),
      originalPrice: originalPriceFact(course),
      discount: discountFact(course),
      level: levelFact(course),
      requirements: requirementsFact(course),
      audience: audienceFact(course),
      duration: durationFact(course),
      format: formatFact(course),
      certificate: certificateFact(course),
      syllabus: syllabusFact(course),
      instructors: instructorsFact(course),
      places: placesFact(course),
      reviews: reviewsFact(course),
      enrol: {
        es: `Te inscribes en ${course.title} desde su página, /cursos/${course.slug}#reserva: en el formulario de inscripción eliges la fecha de inicio y la modalidad.`,
        en: `You enrol in ${course.title} from its page, /cursos/${course.slug}#reserva, choosing the start date and format in the enrolment form (in Spanish).`,
      },
      ...optionalFacts({
        instalments: faqFact(course, /plazos/i),
        funding: faqFact(course, /bonificar|fundae/i),
        missedClasses: faqFact(course, /no puedo asistir/i),
        recordings: faqFact(course, /grabad/i),
      }),
    },
  };
}
