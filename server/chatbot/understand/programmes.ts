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

  /** `docs`: the knowledge base, whose course and service titles the programmes' own words must not share. */
  constructor(docs: readonly KnowledgeDoc[]) {
    const itemTitleTerms = new Set(docs.filter((doc) => doc.kind === 'course' || doc.kind === 'service').flatMap((doc) => toTerms(simplify(doc.title))));
    this.entries = programmeDocs().map((doc) => {
      const price = featuredCourses.find((item) => doc.id === `programme:${item.id}`)?.price ?? NaN;
      return {
        doc,
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
}
