import MiniSearch from 'minisearch';
import type { DocKind, KnowledgeDoc } from './sources/types.ts';
import { toTerm, tokenize } from './text/terms.ts';

export interface Hit {
  doc: KnowledgeDoc;
  score: number;
  /** Share of the query's terms this document matched (0..1). */
  coverage: number;
  /** Query terms this document matched in its title or keywords, not only in its body. */
  strongTerms: number;
}

export type KindBoost = Partial<Record<DocKind, number>>;

/** Full-text index over the knowledge documents (BM25 with prefix and typo tolerance). */
export class SearchIndex {
  private readonly search: MiniSearch<KnowledgeDoc>;
  private readonly docs: Map<string, KnowledgeDoc>;
  private readonly vocabulary = new Set<string>();

  constructor(docs: readonly KnowledgeDoc[]) {
    this.docs = new Map(docs.map((doc) => [doc.id, doc]));
    this.search = new MiniSearch<KnowledgeDoc>({
      fields: ['title', 'keywords', 'text'],
      tokenize,
      processTerm: toTerm,
      searchOptions: {
        boost: { title: 3, keywords: 2 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        maxFuzzy: 2,
      },
    });
    this.search.addAll(docs);
    for (const doc of docs) for (const token of tokenize(`${doc.title} ${doc.keywords} ${doc.text}`)) this.vocabulary.add(toTerm(token) ?? '');
  }

  /** Whether any document has this index term (a query word the site never uses says the question is elsewhere). */
  knows(term: string): boolean {
    return this.vocabulary.has(term);
  }

  /** Hits for the query terms, best first; `kindBoost` favours the kinds the question names. */
  find(terms: readonly string[], kindBoost: KindBoost = {}): Hit[] {
    const unique = [...new Set(terms)];
    if (unique.length === 0) return [];
    const results = this.search.search(unique.join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boostDocument: (id) => kindBoost[this.docs.get(id as string)?.kind ?? 'page'] ?? 1,
    });
    return results.map((result) => ({
      doc: this.docs.get(result.id as string) as KnowledgeDoc,
      score: result.score,
      coverage: new Set(result.queryTerms).size / unique.length,
      strongTerms: Object.values(result.match as Record<string, string[]>).filter((fields) => fields.includes('title') || fields.includes('keywords')).length,
    }));
  }
}
