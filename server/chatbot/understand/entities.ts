import { fold } from '../text/fold.ts';
import type { KnowledgeDoc } from '../sources/types.ts';
import { simplify, toTerms } from '../text/terms.ts';

/** Kinds of items a visitor names by name: "el de NLP", "la oficina de Lisboa"; a reply may also name an opening. */
export type NamedKind = 'course' | 'service' | 'office' | 'job';

/** Words every name of a kind shares; they name no item in particular. */
const generic = new Set(toTerms('curso servicio oficina ia inteligencia artificial empresa empresas profesionales formacion clases'));

/** A word in this share of the documents is everyday vocabulary, not a name ("programar", in about 19 of 91 documents). */
const COMMON_SHARE = 0.2;

interface NameEntry {
  doc: KnowledgeDoc;
  terms: ReadonlySet<string>;
  /** The whole title's terms, for a title made only of shared words, which only the title said in full names. */
  title: readonly string[];
  phrase: string;
}

/** Where `sequence` starts in `terms`, or -1 (the message's terms, in order). */
function indexOfSequence(terms: readonly string[], sequence: readonly string[]): number {
  if (sequence.length === 0) return -1;
  for (let at = 0; at + sequence.length <= terms.length; at += 1) if (sequence.every((term, offset) => terms[at + offset] === term)) return at;
  return -1;
}

/**
 * Which courses, services and offices a message names. Each item's name is the terms of its
 * title and URL slug; only terms that no other item of the same kind shares identify it, so
 * "machine learning" names the course among courses, while "empresa" (in two titles) names none.
 */
export class ItemNames {
  private readonly entries: Record<NamedKind, NameEntry[]>;

  /**
   * `frequency`: the share of the documents that use a term (the search index's), so a service
   * named by one everyday word ("programar") is not named.
   */
  constructor(
    docs: readonly KnowledgeDoc[],
    private readonly frequency: (term: string) => number,
  ) {
    const entriesOf = (kind: NamedKind): NameEntry[] => {
      const ofKind = docs.filter((doc) => doc.kind === kind && (kind !== 'job' || doc.id.startsWith('job:')));
      const named = ofKind.map((doc) => ({
        doc,
        terms: new Set(toTerms(kind === 'job' ? doc.title : `${doc.title} ${nameFromId(doc.id)}`).filter((term) => !generic.has(term))),
      }));
      const counts = new Map<string, number>();
      for (const entry of named) for (const term of entry.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      return named.map((entry) => ({
        doc: entry.doc,
        terms: new Set([...entry.terms].filter((term) => counts.get(term) === 1)),
        title: toTerms(entry.doc.title),
        phrase: simplify(entry.doc.title),
      }));
    };
    this.entries = { course: entriesOf('course'), service: entriesOf('service'), office: entriesOf('office'), job: entriesOf('job') };
  }

  /** Items of this kind the terms name, in the order the message names them. */
  named(terms: readonly string[], kind: NamedKind, text?: string): KnowledgeDoc[] {
    const found: { doc: KnowledgeDoc; at: number }[] = [];
    for (const entry of this.entries[kind]) {
      // A title of shared words only ("IA para empresas") is named by all of them, in order.
      const at = entry.terms.size ? terms.findIndex((term) => entry.terms.has(term)) : text?.includes(entry.phrase) ? indexOfSequence(terms, entry.title) : -1;
      if (at >= 0) found.push({ doc: entry.doc, at });
    }
    return found.sort((a, b) => a.at - b.at).map((item) => item.doc);
  }

  /**
   * Whether the message names this item only by everyday words ("saber programar" and IA sin
   * programar): a weaker claim than an ordinal or a pronoun pointing at another item.
   */
  namedOnlyByEverydayWords(doc: KnowledgeDoc, terms: readonly string[]): boolean {
    const entry = Object.values(this.entries)
      .flat()
      .find((item) => item.doc === doc);
    const hits = entry ? terms.filter((term) => entry.terms.has(term)) : [];
    return hits.length > 0 && hits.every((term) => this.frequency(term) >= COMMON_SHARE);
  }

  /** Every course, service or office the message names. */
  any(terms: readonly string[], text?: string): KnowledgeDoc[] {
    return [...this.named(terms, 'course', text), ...this.named(terms, 'service', text), ...this.named(terms, 'office', text)];
  }

  /**
   * The items a reply mentions, in the order it mentions them, openings included: what "el
   * segundo" or "ese" points to. Each item needs half its own name ("avanzado" alone is not
   * Machine Learning Avanzado); where two items share words ("Machine Learning Engineer" and the
   * course), the one whose name the words cover best takes them.
   */
  mentioned(terms: readonly string[], text = ''): KnowledgeDoc[] {
    // A title written out in full names its item, however everyday its words ("IA sin programar").
    const folded = fold(text);
    const candidates = Object.values(this.entries)
      .flat()
      .map((entry) => {
        const title = fold(entry.doc.title);
        const titled = folded !== '' && folded.includes(title);
        // ("el servicio IA para empresas": a title of everyday words only, which its entry cannot hold, is where it is written.)
        if (titled && entry.terms.size === 0) {
          const start = toTerms(folded.slice(0, folded.indexOf(title))).length;
          const size = toTerms(title).length;
          return { doc: entry.doc, at: Array.from({ length: size }, (_, offset) => start + offset), size, titled, share: 1 };
        }
        const at = terms.flatMap((term, index) => (entry.terms.has(term) ? [index] : []));
        return {
          doc: entry.doc,
          at,
          size: entry.terms.size,
          titled,
          share: entry.terms.size ? new Set(at.map((index) => terms[index])).size / entry.terms.size : 0,
        };
      })
      .filter((candidate) => candidate.at.length > 0 && candidate.share >= 0.5)
      // A course goes by its one word ("generativa"); a service or an opening named by one everyday word is not meant.
      .filter(
        ({ doc, at, titled }) =>
          doc.kind === 'course' ||
          doc.kind === 'office' ||
          titled ||
          new Set(at.map((index) => terms[index])).size > 1 ||
          this.frequency(terms[at[0] ?? 0] ?? '') < COMMON_SHARE,
      )
      // A title written out in full takes its words first: "la consultoría estratégica o el servicio IA para empresas"
      // names both, though "IA" is also a word of the consultancy's title.
      .sort((a, b) => Number(b.titled) - Number(a.titled) || b.share - a.share || b.at.length - a.at.length);
    const taken = new Set<number>();
    const found: { doc: KnowledgeDoc; at: number }[] = [];
    for (const candidate of candidates) {
      // What another item took is not this one's; the rest must still be half its name.
      const free = candidate.at.filter((index) => !taken.has(index));
      // (Every candidate has a word, so one left with none is under half its name.)
      if (free.length < candidate.at.length && new Set(free.map((index) => terms[index])).size / candidate.size < 0.5) continue;
      free.forEach((index) => taken.add(index));
      found.push({ doc: candidate.doc, at: free[0] ?? 0 });
    }
    return found.sort((a, b) => a.at - b.at).map((item) => item.doc);
  }
}

/** "course:nlp-transformers" -> "nlp transformers"; "office:lisboa" -> "lisboa". */
function nameFromId(id: string): string {
  return (id.split(':')[1] ?? '').replace(/-/g, ' ');
}
