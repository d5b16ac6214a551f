import MiniSearch from 'minisearch';
import type { DocKind, KnowledgeDoc } from './sources/types.ts';
import { remembered } from './text/remember.ts';
import { learnVocabulary, toTerm, tokenize } from './text/terms.ts';

export interface Hit {
  doc: KnowledgeDoc;
  score: number;
  /** Share of the query's terms this document matched (0..1). */
  coverage: number;
  /** Query terms this document matched in its title or keywords, not only in its body. */
  strongTerms: number;
  /** Query terms this document did not match. */
  missed: string[];
}

export type KindBoost = Partial<Record<DocKind, number>>;

/**
 * MiniSearch whose typo-tolerant lookups of the site's own words are worked out once: the
 * neighbours of an index term within an edit distance depend only on the index, which never
 * changes after the build, and walking the whole term tree for them was the costliest part of a
 * search. Bounded by the content's vocabulary; a word the index does not have is looked up afresh.
 */
class SiteSearch extends MiniSearch<KnowledgeDoc> {
  rememberNeighbours(): void {
    const index = this._index;
    const fuzzyGet = index.fuzzyGet.bind(index);
    const neighbours = new Map<string, ReturnType<typeof fuzzyGet>>();
    index.fuzzyGet = (term, maxDistance) => {
      if (!index.has(term)) return fuzzyGet(term, maxDistance);
      const key = `${maxDistance} ${term}`;
      let found = neighbours.get(key);
      if (!found) neighbours.set(key, (found = fuzzyGet(term, maxDistance)));
      // The search deletes prefix matches from what it gets: a copy, in the same order.
      return new Map(found);
    };
  }
}

/** Full-text index over the knowledge documents (BM25 with prefix and typo tolerance). */
export class SearchIndex {
  private readonly search: SiteSearch;
  private readonly docs: Map<string, KnowledgeDoc>;
  private readonly vocabulary = new Set<string>();
  /** Index term → how many documents use it, and the terms of titles and keywords (the site's names for things). */
  private readonly frequencies = new Map<string, number>();
  private readonly nameTerms = new Set<string>();

  constructor(docs: readonly KnowledgeDoc[]) {
    this.docs = new Map(docs.map((doc) => [doc.id, doc]));
    learnVocabulary(docs.map((doc) => ({ names: `${doc.title} ${doc.keywords}`, body: doc.text })));
    // Each field is simplified once (typo check, aliases) and its tokens reused by the index,
    // the vocabulary and the names: simplifying the content dominated the build.
    const fields = docs.map((doc) => ({ title: tokenize(doc.title), keywords: tokenize(doc.keywords), text: tokenize(doc.text) }));
    const tokensOf = new Map<string, string[]>();
    docs.forEach((doc, at) => {
      const { title, keywords, text } = fields[at]!;
      tokensOf.set(doc.title, title).set(doc.keywords, keywords).set(doc.text, text);
    });
    this.search = new SiteSearch({
      fields: ['title', 'keywords', 'text'],
      tokenize: (text) => tokensOf.get(text) ?? tokenize(text),
      processTerm: toTerm,
      searchOptions: {
        boost: { title: 3, keywords: 2 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
        maxFuzzy: 2,
      },
    });
    this.search.addAll(docs);
    this.search.rememberNeighbours();
    for (const { title, keywords, text } of fields) {
      const names = [...title, ...keywords].flatMap((token) => toTerm(token) ?? []);
      for (const term of new Set([...names, ...text.flatMap((token) => toTerm(token) ?? [])])) {
        this.vocabulary.add(term);
        this.frequencies.set(term, (this.frequencies.get(term) ?? 0) + 1);
      }
      for (const term of names) this.nameTerms.add(term);
    }
  }

  /** Share (0..1) of the documents that use the term: near 0 a specific word, high a word every page shares. */
  frequency(term: string): number {
    return (this.frequencies.get(term) ?? 0) / Math.max(1, this.docs.size);
  }

  /** Whether the term is part of some page's title or keywords: something the site names. */
  names(term: string): boolean {
    return this.nameTerms.has(term);
  }

  /** Whether any document has this index term (a query word the site never uses says the question is elsewhere). */
  knows(term: string): boolean {
    return this.vocabulary.has(term);
  }

  /** Whether the term, or one a typo or two away, is a word of the site ("machne" is "machin"; "excel" is not). */
  knowsLoosely(term: string): boolean {
    return this.vocabulary.has(term) || this.nearVocabulary(term);
  }

  /** An unknown term's scan of the whole vocabulary, worked out once per term: the vocabulary never changes after the build. */
  private readonly nearVocabulary = remembered((term: string): boolean => {
    const allowed = term.length >= 8 ? 2 : term.length >= 6 ? 1 : 0;
    if (allowed === 0) return false;
    for (let length = term.length - allowed; length <= term.length + allowed; length += 1)
      for (const word of this.vocabularyOfLength().get(length) ?? []) if (withinDistance(word, term, allowed)) return true;
    return false;
  }, 1000);

  /** The vocabulary by word length (a word more letters longer or shorter than the typos allowed is never near). */
  private byLength?: Map<number, string[]>;
  private vocabularyOfLength(): Map<number, string[]> {
    if (!this.byLength) {
      this.byLength = new Map();
      for (const word of this.vocabulary) {
        const sameLength = this.byLength.get(word.length) ?? [];
        if (!sameLength.length) this.byLength.set(word.length, sameLength);
        sameLength.push(word);
      }
    }
    return this.byLength;
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
      missed: unique.filter((term) => !result.queryTerms.includes(term)),
    }));
  }
}

/** Two rows of the edit-distance table, reused (one word is scored at a time). */
let rows = [new Int32Array(32), new Int32Array(32)] as const;

/** Whether the Levenshtein distance of two words is at most `limit` (given up once every way there is over it). */
function withinDistance(a: string, b: string, limit: number): boolean {
  if (rows[0].length <= b.length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const letter = a.charCodeAt(i - 1);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1));
      current[j] = cost;
      if (cost < best) best = cost;
    }
    // A row's least cost never falls in the rows after it.
    if (best > limit) return false;
    [previous, current] = [current, previous];
  }
  return previous[b.length]! <= limit;
}
