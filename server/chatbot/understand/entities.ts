import type { KnowledgeDoc } from '../sources/types.ts';
import { toTerms } from '../text/terms.ts';

/** Kinds of items a visitor names by name: "el de NLP", "la oficina de Lisboa". */
export type NamedKind = 'course' | 'service' | 'office';

/** Words every name of a kind shares; they name no item in particular. */
const generic = new Set(toTerms('curso servicio oficina ia inteligencia artificial empresa empresas profesionales formacion clases'));

interface NameEntry {
  doc: KnowledgeDoc;
  terms: ReadonlySet<string>;
}

/**
 * Which courses, services and offices a message names. Each item's name is the terms of its
 * title and URL slug; only terms that no other item of the same kind shares identify it, so
 * "machine learning" names the course among courses, while "empresa" (in two titles) names none.
 */
export class ItemNames {
  private readonly entries: Record<NamedKind, NameEntry[]>;

  constructor(docs: readonly KnowledgeDoc[]) {
    const entriesOf = (kind: NamedKind): NameEntry[] => {
      const ofKind = docs.filter((doc) => doc.kind === kind);
      const named = ofKind.map((doc) => ({ doc, terms: new Set(toTerms(`${doc.title} ${nameFromId(doc.id)}`).filter((term) => !generic.has(term))) }));
      const counts = new Map<string, number>();
      for (const entry of named) for (const term of entry.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      return named.map((entry) => ({ doc: entry.doc, terms: new Set([...entry.terms].filter((term) => counts.get(term) === 1)) }));
    };
    this.entries = { course: entriesOf('course'), service: entriesOf('service'), office: entriesOf('office') };
  }

  /** Items of this kind the terms name, in the order the message names them. */
  named(terms: readonly string[], kind: NamedKind): KnowledgeDoc[] {
    const found: { doc: KnowledgeDoc; at: number }[] = [];
    for (const entry of this.entries[kind]) {
      const at = terms.findIndex((term) => entry.terms.has(term));
      if (at >= 0) found.push({ doc: entry.doc, at });
    }
    return found.sort((a, b) => a.at - b.at).map((item) => item.doc);
  }

  /** Every course, service or office the message names. */
  any(terms: readonly string[]): KnowledgeDoc[] {
    return [...this.named(terms, 'course'), ...this.named(terms, 'service'), ...this.named(terms, 'office')];
  }
}

/** "course:nlp-transformers" -> "nlp transformers"; "office:lisboa" -> "lisboa". */
function nameFromId(id: string): string {
  return (id.split(':')[1] ?? '').replace(/-/g, ' ');
}
