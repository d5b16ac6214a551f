import { featuredCourses } from '../../../site/content/programmes.ts';
import { programmeDocs } from '../sources/programmes.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { euros, list } from '../format.ts';
import type { Lang } from '../text/language.ts';
import { simplify, toTerms } from '../text/terms.ts';
import { valueIn } from '../text/vocabulary.ts';
import type { Found } from './found.ts';
import { courses } from './course-data.ts';

/** The cue that a message is about a programme by intake rather than a catalogue course. */
const programmeCue = /\b(programas?|convocatorias?|itinerarios?|programmes?|programs?)\b/;
/** Asked to be learnt or taught: "curso de…", "aprender…", "a fondo", "especializado". */
const learnCue = /\b(cursos?|formacion|aprender|estudiar|especializ\w*|a fondo|courses?|learn|study|teneis algo de)\b/;

interface ProgrammeName {
  doc: KnowledgeDoc;
  /** The catalogue course it relates to, when there is one ("/cursos/machine-learning-avanzado"), and that course's price. */
  courseUrl: string | undefined;
  coursePrice: RegExp | undefined;
  /** Words of its title no catalogue course or service has ("deep", "redes"). */
  own: string[];
  /** Its price as a whole number in a message, when no catalogue course costs the same. */
  price: RegExp | undefined;
}

/**
 * The programmes by intake on /cursos, named and never searched: their titles would compete with
 * the catalogue's ("Machine Learning Avanzado" is both). A message names one by "programa" (or
 * "convocatoria", "itinerario") and a word of its own title, or by its own price when the catalogue
 * course of the same name costs something else ("el de machine learning de 899").
 */
export class ProgrammeNames {
  private readonly entries: ProgrammeName[];
  /** The catalogue courses' documents by URL: the other side of a programme weighed against its course. */
  private readonly courseDocs: ReadonlyMap<string, KnowledgeDoc>;

  /** `docs`: the knowledge base, whose course and service titles the programmes' own words must not share. */
  constructor(docs: readonly KnowledgeDoc[]) {
    this.courseDocs = new Map(docs.filter((doc) => doc.kind === 'course').map((doc) => [doc.url, doc]));
    const itemTitleTerms = new Set(docs.filter((doc) => doc.kind === 'course' || doc.kind === 'service').flatMap((doc) => toTerms(simplify(doc.title))));
    this.entries = programmeDocs().map((doc) => {
      const programme = featuredCourses.find((item) => doc.id === `programme:${item.id}`);
      const price = programme?.price ?? NaN;
      const related = courses.find((course) => course.slug === programme?.relatedCourse);
      return {
        doc,
        courseUrl: programme?.relatedCourse ? `/cursos/${programme.relatedCourse}` : undefined,
        coursePrice: related?.price ? new RegExp(`\\b${related.price}\\b`) : undefined,
        own: [...new Set(toTerms(simplify(doc.title)).filter((term) => term !== 'program' && !itemTitleTerms.has(term)))],
        price: courses.some((course) => course.price === price) ? undefined : new RegExp(`\\b${price}\\b`),
      };
    });
  }

  /** The programme a simplified message names, if any. */
  named(text: string): KnowledgeDoc | undefined {
    const asked = new Set(toTerms(text));
    // "¿tenéis curso de deep learning?", "quiero deep learning a fondo": a programme's own subject, asked to be learnt, is that programme
    // (Two of its own words, then: "redes sociales" is no neural network.)
    const saysProgramme = programmeCue.test(text);
    const toLearn = learnCue.test(text);
    return this.entries.find(({ own, price }) => {
      const said = own.filter((term) => asked.has(term)).length;
      return (saysProgramme && said > 0) || (toLearn && said >= 2) || price?.test(text) === true;
    })?.doc;
  }

  /**
   * "¿Qué programas por convocatoria hay?", "¿tenéis itinerarios?": the programmes asked for as a
   * kind, none named and no catalogue course beside them. Every one, as /cursos lists them.
   */
  listed(text: string, named: readonly KnowledgeDoc[], lang: Lang): Found | undefined {
    if (!programmesAsked.test(text) || !listCue.test(text) || syllabusCue.test(text)) return undefined;
    const asked = new Set(toTerms(text));
    // ("programas" shares its stem with "IA sin programar": an item counts only by another word of its title.)
    const namesItem = named.some(
      (doc) =>
        (doc.kind === 'course' || doc.kind === 'service') && toTerms(simplify(doc.title)).some((term) => asked.has(term) && !['program', 'ia'].includes(term)),
    );
    if (namesItem) return undefined;
    if (this.entries.some(({ own }) => own.some((term) => asked.has(term)))) return undefined;
    const items = featuredCourses.map((item) =>
      lang === 'es'
        ? `${item.title} (${item.level}, ${item.duration}, ${euros(item.price, 'es')})`
        : `${item.title} (${valueIn(item.level, 'en')}, ${valueIn(item.duration, 'en')}, ${euros(item.price, 'en')})`,
    );
    return {
      reply:
        lang === 'es'
          ? `Además del catálogo, en /cursos hay programas por convocatoria: ${list(items, 'es')}.`
          : `Besides the catalogue, /cursos lists programmes by intake: ${list(items, 'en')}.`,
      urls: ['/cursos'],
    };
  }

  /**
   * "¿En qué se diferencia el programa Machine Learning Avanzado del curso del catálogo?", "programa
   * Fundamentos de IA para Empresas o curso Fundamentos…": a programme weighed against the catalogue
   * course it relates to, which the message names. Both, the programme first: its page explains how
   * the two relate.
   */
  weighedWithCourse(text: string, named: readonly KnowledgeDoc[]): [KnowledgeDoc, KnowledgeDoc] | undefined {
    // "el de machine learning de 899 y el de 1490": each by its own price.
    const byPrices = this.entries.find(({ price, coursePrice }) => price?.test(text) && coursePrice?.test(text));
    const course = byPrices?.courseUrl ? this.courseDocs.get(byPrices.courseUrl) : undefined;
    if (byPrices && course) return [byPrices.doc, course];
    // "el programa del curso" is its syllabus.
    if (!programmeCue.test(text) || !courseCue.test(text) || !weighCue.test(text) || syllabusCue.test(text)) return undefined;
    for (const course of named.filter((doc) => doc.kind === 'course')) {
      const entry = this.entries.find(({ courseUrl }) => courseUrl === course.url);
      if (entry) return [entry.doc, course];
    }
    return undefined;
  }
}

/** The programmes as a kind: "programas por convocatoria", "itinerarios", "programmes" (not "nadie programa", "el itinerario de transformación" of in-company training). */
const programmesAsked =
  /\b(programas? (por|de) convocatoria|programas (que )?(hay|teneis|tienen|ofreceis)|itinerarios(?! de transformacion)|programmes?|programs (do you|you))\b/;
/** Asked which there are: "¿qué programas hay?", "¿tenéis itinerarios?", "which programmes do you run?". */
const listCue = /\b(que|cuales|hay|teneis|tienen|ofreceis|lista|listado|which|what|any)\b/;
const syllabusCue = /\bprogramas? (del|de los|de este|de ese) cursos?\b/;
/** The catalogue course beside a programme: "el curso", "del catálogo". */
const courseCue = /\b(cursos?|catalogo|courses?|catalogue)\b/;
/** Two things weighed: "diferencia", "¿… o …?", "el mismo temario", "¿cuál…?". */
const weighCue =
  /\b(diferencias?|diferencian?|diferencia\w*|distint\w*|mismo|misma|igual|iguales|frente|versus|vs|mejor|conviene|o (el|la|curso|programa)|difference|differ|same|better|or the)\b/;
