import type MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { SearchIndex, type KindBoost } from '../../../server/chatbot/search-index.ts';
import { loadKnowledge } from '../../../server/chatbot/sources/index.ts';
import type { KnowledgeDoc } from '../../../server/chatbot/sources/types.ts';
import { simplify, toTerms } from '../../../server/chatbot/text/terms.ts';
import { evalCases } from '../../fixtures/chatbot-eval.ts';

/**
 * `SearchIndex.find` ranks with its own loop over MiniSearch's index (server/chatbot/search-index.ts),
 * worked out once per term. It must give what MiniSearch's own `search` gives on the same index:
 * the same documents, in the same order, with the same scores and the same terms matched. A new
 * MiniSearch whose internals moved would show here first.
 */
const docs = loadKnowledge();
const index = new SearchIndex(docs);
const byId = new Map(docs.map((doc) => [doc.id, doc]));
const miniSearch = (index as unknown as { search: MiniSearch<KnowledgeDoc> }).search;

/** MiniSearch's own search with the options `find` reads the query with (terms already simplified). */
function reference(terms: readonly string[], kindBoost: KindBoost) {
  const unique = [...new Set(terms)];
  return miniSearch
    .search(unique.join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boostDocument: (id) => kindBoost[byId.get(id as string)?.kind ?? 'page'] ?? 1,
    })
    .map((result) => ({ url: byId.get(result.id as string)?.url, score: result.score, matched: new Set(result.queryTerms).size / unique.length }));
}

const queries = [
  ...evalCases.map((testCase) => toTerms(simplify(testCase.question))),
  // Typos, prefixes and words the site never uses.
  ['machne', 'lerning'],
  ['transfor'],
  ['precio', 'excel', 'avanzado'],
].filter((terms) => terms.length > 0);

describe('the search ranking', () => {
  it.each([
    ['no kind favoured', {}],
    ['courses favoured', { course: 2 }],
  ] as const)('gives what MiniSearch gives, %s', (_name, kindBoost: KindBoost) => {
    expect(queries.length).toBeGreaterThan(200);
    for (const terms of queries) {
      const ours = index.find(terms, kindBoost).map((hit) => ({ url: hit.doc.url, score: hit.score, matched: hit.coverage }));
      expect(ours, terms.join(' ')).toEqual(reference(terms, kindBoost));
    }
  });

  it('finds the course a typo names', () => {
    expect(index.find(['machne', 'lerning'])[0]?.doc.url).toMatch(/machine-learning/);
  });
});
