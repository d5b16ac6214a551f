import { getCourse } from '../../../site/content/courses.ts';
import { featuredCourses, type FeaturedCourse } from '../../../site/content/programmes.ts';
import { euros, list } from '../format.ts';
import { valueIn } from '../text/vocabulary.ts';
import type { KnowledgeDoc } from './types.ts';

/**
 * The programmes by intake on /cursos (site/content/programmes.ts): not catalogue courses, each
 * with its own price, length and level. "¿Cuánto cuesta el programa de Deep Learning?", "el de
 * machine learning de 899 ¿lleva mentoría?" are about them; the catalogue course that shares a
 * title keeps its own document.
 */
/** "Clases en directo" → "clases en directo"; an acronym keeps its capitals ("GPUs de alta capacidad"). */
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

function programmeDoc(programme: FeaturedCourse): KnowledgeDoc {
  const { title, price, duration, level, features, explanation } = programme;
  // The catalogue course it is weighed against ("el de 899 y el de 1490"): its own price and length.
  const related = programme.relatedCourse ? getCourse(programme.relatedCourse) : undefined;
  const what = (lang: 'es' | 'en') =>
    lang === 'es'
      ? `${title} es un programa por convocatoria de nivel ${level}: ${duration} por ${euros(price, lang)}, con ${list(features.map(lowerFirst), 'es')}.`
      : `${title} is a programme by intake (${valueIn(level, lang)} level): ${valueIn(duration, lang)} for ${euros(price, lang)}; details in Spanish on /cursos.`;
  return {
    id: `programme:${programme.id}`,
    kind: 'page',
    title: `Programa ${title}`,
    url: '/cursos',
    keywords: `programa programas convocatoria itinerario ${title} ${level} ${price} ${features.join(' ')}`,
    text: `${programme.description} ${explanation}`,
    summary: {
      es: `${what('es')} ${explanation}${related ? ` ${related.title}, en el catálogo, cuesta ${euros(related.price ?? 0, 'es')} y dura ${related.duration}.` : ''}`,
      en: what('en'),
    },
    facts: {
      price: { es: `El programa ${title} cuesta ${euros(price, 'es')}.`, en: `The ${title} programme costs ${euros(price, 'en')}.` },
      duration: { es: `El programa ${title} dura ${duration}.`, en: `The ${title} programme takes ${valueIn(duration, 'en')}.` },
      level: { es: `El programa ${title} es de nivel ${level}.`, en: `The ${title} programme is ${valueIn(level, 'en')} level.` },
    },
  };
}

export function programmeDocs(): KnowledgeDoc[] {
  return featuredCourses.map(programmeDoc);
}
