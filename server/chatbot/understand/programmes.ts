import { featuredCourses } from '../../../site/content/programmes.ts';
import { programmeDocs } from '../sources/programmes.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { simplify, toTerms } from '../text/terms.ts';
import { courses } from './course-data.ts';

/** The cue that a message is about a programme by intake rather than a catalogue course. */
const programmeCue = /\b(programas?|convocatorias?|itinerarios?|programmes?|programs?)\b/;

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
        own: toTerms(simplify(doc.title)).filter((term) => term !== 'program' && !itemTitleTerms.has(term)),
        price: courses.some((course) => course.price === price) ? undefined : new RegExp(`\\b${price}\\b`),
      };
    });
  }

  /** The programme a simplified message names, if any. */
  named(text: string): KnowledgeDoc | undefined {
    const asked = new Set(toTerms(text));
    const saysProgramme = programmeCue.test(text);
    return this.entries.find(({ own, price }) => (saysProgramme && own.some((term) => asked.has(term))) || price?.test(text) === true)?.doc;
  }
}
