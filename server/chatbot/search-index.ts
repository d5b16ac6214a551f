import MiniSearch, { type SearchOptions } from 'minisearch';
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
  /** Index term → where it is, each place with its BM25 score worked out once (the index never changes after the build). */
  private readonly postingsOf = new Map<string, Postings>();
  /** Query term → the index terms it reaches (itself, longer words it begins, typos of it), each with its weight. */
  private readonly reachOf = new Map<string, Reach[]>();
  /** Scratch of `rank`, one slot per document, reused by every search (a stamp tells a slot of this search from an old one). */
  private termScore = new Float64Array(0);
  private termStamp = new Int32Array(0);
  private searchStamp = new Int32Array(0);
  private boostOf = new Float64Array(0);
  private rankedAt: (Ranked | undefined)[] = [];
  private stamp = 0;

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

  /**
   * `search(terms.join(' '))` with the constructor's options and this document boost, as
   * MiniSearch 7 works it out (same sums in the same order, so the same scores to the last bit,
   * and the same order of ties), without its per-search allocations: the terms each query term
   * reaches and their BM25 scores depend only on the index and are worked out once, bounded.
   * The query terms must be distinct and non-empty.
   */
  rank(terms: readonly string[], docBoost: (shortId: number) => number): Ranked[] {
    const size = this._documentIds.size + 1;
    if (this.termScore.length < size) {
      this.termScore = new Float64Array(size * 2);
      this.termStamp = new Int32Array(size * 2);
      this.searchStamp = new Int32Array(size * 2);
      this.boostOf = new Float64Array(size * 2);
      this.rankedAt = new Array<Ranked | undefined>(size * 2);
    }
    const { termScore, termStamp, searchStamp, boostOf, rankedAt } = this;
    if (this.stamp > 0x3fffffff) {
      this.stamp = 0;
      termStamp.fill(0);
      searchStamp.fill(0);
    }
    // Slots of this search: a document's boost, then its entry among the results (both once its stamp is this search's).
    const search = (this.stamp += 1);
    const ranked: Ranked[] = [];
    for (const term of terms) {
      const termDocs: number[] = [];
      const stamp = (this.stamp += 1);
      for (const { term: reached, weight, postings } of this.reach(term)) {
        for (const { doc, fieldBoost, raw, strong } of postings) {
          if (searchStamp[doc] !== search) {
            searchStamp[doc] = search;
            boostOf[doc] = docBoost(doc);
            rankedAt[doc] = undefined;
          }
          const boost = boostOf[doc]!;
          if (!boost) continue;
          const weighted = weight * fieldBoost * boost * raw;
          let found = rankedAt[doc];
          if (termStamp[doc] !== stamp) {
            termStamp[doc] = stamp;
            termScore[doc] = weighted;
            termDocs.push(doc);
            if (!found) {
              found = { shortId: doc, score: 0, queryTerms: [], strong: [] };
              rankedAt[doc] = found;
            }
          } else termScore[doc] = termScore[doc]! + weighted;
          if (strong && !found!.strong.includes(reached)) found!.strong.push(reached);
        }
      }
      for (const doc of termDocs) {
        const found = rankedAt[doc]!;
        // A document's first term sets its score, the next ones add theirs (MiniSearch's OR), in the order documents first matched.
        if (found.queryTerms.length === 0) {
          found.score = termScore[doc]!;
          ranked.push(found);
        } else found.score = found.score + termScore[doc]!;
        found.queryTerms.push(term);
      }
    }
    for (const found of ranked) found.score = found.score * (found.queryTerms.length || 1);
    return ranked.sort((a, b) => b.score - a.score);
  }

  /** The id a document was indexed under. */
  idOf(shortId: number): string {
    return this._documentIds.get(shortId) as string;
  }

  /** What `executeQuerySpec` of MiniSearch 7 goes through for one query term: the exact term, then its prefix matches, then its typos. */
  private reach(term: string): Reach[] {
    let found = this.reachOf.get(term);
    if (found) return found;
    const options = this._options.searchOptions as Required<Pick<SearchOptions, 'prefix' | 'fuzzy' | 'maxFuzzy'>> & {
      weights: { fuzzy: number; prefix: number };
    };
    const { fuzzy: fuzzyWeight, prefix: prefixWeight } = options.weights;
    found = [];
    if (this._index.has(term)) found.push({ term, weight: 1, postings: this.postings(term) });
    const fuzzy = typeof options.fuzzy === 'function' ? options.fuzzy(term, 0, [term]) : options.fuzzy || false;
    const prefix = typeof options.prefix === 'function' ? options.prefix(term, 0, [term]) : options.prefix === true;
    const prefixMatches = prefix ? this._index.atPrefix(term) : undefined;
    let fuzzyMatches: Map<string, unknown> | undefined;
    if (fuzzy) {
      const maxDistance =
        fuzzy === true
          ? Math.min(options.maxFuzzy, Math.round(term.length * 0.2))
          : fuzzy < 1
            ? Math.min(options.maxFuzzy, Math.round(term.length * fuzzy))
            : fuzzy;
      if (maxDistance) fuzzyMatches = this._index.fuzzyGet(term, maxDistance);
    }
    if (prefixMatches)
      for (const [reached] of prefixMatches) {
        const distance = reached.length - term.length;
        if (!distance) continue;
        fuzzyMatches?.delete(reached);
        const weight = (prefixWeight * reached.length) / (reached.length + 0.3 * distance);
        found.push({ term: reached, weight, postings: this.postings(reached) });
      }
    if (fuzzyMatches)
      for (const [reached, [, distance]] of fuzzyMatches as Map<string, [unknown, number]>) {
        if (!distance) continue;
        const weight = (fuzzyWeight * reached.length) / (reached.length + distance);
        found.push({ term: reached, weight, postings: this.postings(reached) });
      }
    if (this.reachOf.size >= REACH_KEPT) this.reachOf.clear();
    this.reachOf.set(term, found);
    return found;
  }

  /** An index term's places in field order (title, keywords, text), each with `termResults`' BM25 score of MiniSearch 7. */
  private postings(term: string): Postings {
    let found = this.postingsOf.get(term);
    if (found) return found;
    found = [];
    const data = this._index.get(term);
    const { boost, bm25 } = this._options.searchOptions as { boost: Record<string, number>; bm25: { k: number; b: number; d: number } };
    const inNames = new Set<number>();
    for (const field of this._options.fields) {
      const fieldId = this._fieldIds[field]!;
      const frequencies = data?.get(fieldId);
      if (!frequencies) continue;
      const fieldBoost = (Object.prototype.hasOwnProperty.call(boost, field) ? boost[field] : undefined) || 1;
      const matchingFields = frequencies.size;
      const avgFieldLength = this._avgFieldLength[fieldId]!;
      for (const [doc, termFreq] of frequencies) {
        const fieldLength = this._fieldLength.get(doc)![fieldId]!;
        const raw = bm25Score(termFreq, matchingFields, this._documentCount, fieldLength, avgFieldLength, bm25);
        if (field === 'title' || field === 'keywords') inNames.add(doc);
        found.push({ doc, fieldBoost, raw, strong: false });
      }
    }
    for (const posting of found) posting.strong = inNames.has(posting.doc);
    this.postingsOf.set(term, found);
    return found;
  }
}

/** A document of a search's results: its score, the query terms it matched, and the index terms it has in its title or keywords. */
interface Ranked {
  shortId: number;
  score: number;
  queryTerms: string[];
  strong: string[];
}

interface Posting {
  doc: number;
  fieldBoost: number;
  raw: number;
  /** Whether the document has the term in its title or keywords. */
  strong: boolean;
}
type Postings = Posting[];

interface Reach {
  term: string;
  weight: number;
  postings: Postings;
}

/** Query terms whose reach is kept (the site's words and the typos visitors make); cleared when full. */
const REACH_KEPT = 20_000;

/** MiniSearch 7's `calcBM25Score`, the same expression. */
function bm25Score(
  termFreq: number,
  matchingCount: number,
  totalCount: number,
  fieldLength: number,
  avgFieldLength: number,
  params: { k: number; b: number; d: number },
) {
  const { k, b, d } = params;
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
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
    const boost = (id: string) => kindBoost[this.docs.get(id)?.kind ?? 'page'] ?? 1;
    // A term MiniSearch would split or drop (never one of ours) takes its own way.
    if (unique.some((term) => term === '' || term.includes(' '))) {
      const results = this.search.search(unique.join(' '), {
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        boostDocument: (id) => boost(id as string),
      });
      return results.map((result) => ({
        doc: this.docs.get(result.id as string) as KnowledgeDoc,
        score: result.score,
        coverage: new Set(result.queryTerms).size / unique.length,
        strongTerms: Object.values(result.match as Record<string, string[]>).filter((fields) => fields.includes('title') || fields.includes('keywords')).length,
        missed: unique.filter((term) => !result.queryTerms.includes(term)),
      }));
    }
    return this.search
      .rank(unique, (shortId) => boost(this.search.idOf(shortId)))
      .map((result) => ({
        doc: this.docs.get(this.search.idOf(result.shortId)) as KnowledgeDoc,
        score: result.score,
        coverage: result.queryTerms.length / unique.length,
        strongTerms: result.strong.length,
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
