import { featuredCourses } from '../../../site/content/programmes.ts';
import { programmeDocs } from '../sources/programmes.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { simplify, toTerms } from '../text/terms.ts';
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

const syllabusCue = /\bprogramas? (del|de los|de este|de ese) cursos?\b/;
/** The catalogue course beside a programme: "el curso", "del catálogo". */
const courseCue = /\b(cursos?|catalogo|courses?|catalogue)\b/;
/** Two things weighed: "diferencia", "¿… o …?", "el mismo temario", "¿cuál…?". */
const weighCue =
  /\b(diferencias?|diferencian?|diferencia\w*|distint\w*|mismo|misma|igual|iguales|frente|versus|vs|mejor|conviene|o (el|la|curso|programa)|difference|differ|same|better|or the)\b/;
