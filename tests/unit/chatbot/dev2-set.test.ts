import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../site/routes.ts';
import { routePaths } from '../../../site/lib/routing/match.ts';
import { devCases } from '../../fixtures/chatbot-dev.ts';
import { devCases2 } from '../../fixtures/chatbot-dev2.ts';
import { evalCases, type EvalCase, type EvalTag } from '../../fixtures/chatbot-eval.ts';
import { resolveFact } from '../../fixtures/chatbot-eval-facts.ts';

/**
 * The shape of the second development set (issue 11): big and broad enough to tune against, every
 * fact reference resolvable from site/content, every expected page a real route of the site.
 */
let sitePaths: Set<string>;

beforeAll(async () => {
  sitePaths = new Set((await Promise.all(routes.map((route) => routePaths(route)))).flat());
});

const count = (tag: EvalTag) => devCases2.filter((testCase) => testCase.tags.includes(tag)).length;
const share = (test: (testCase: EvalCase) => boolean) => devCases2.filter(test).length / devCases2.length;
const label = (testCase: EvalCase) => `${testCase.question} [${(testCase.history ?? []).map((turn) => turn.content).join(' / ')}]`;

function expectedPages(testCase: EvalCase): string[] {
  const { expect: expectation } = testCase;
  if (expectation.kind === 'page') return [expectation.page, ...(expectation.alsoAccept ?? [])];
  if (expectation.kind === 'not-offered') return [...(expectation.page ? [expectation.page] : []), ...(expectation.alsoAccept ?? [])];
  return [];
}

describe('second development set of the assistant', () => {
  it('has at least 400 questions spread over every kind', () => {
    expect(devCases2.length).toBeGreaterThanOrEqual(400);
    expect(share((testCase) => testCase.tags.some((tag) => tag === 'typo' || tag === 'no-accents' || tag === 'short'))).toBeGreaterThanOrEqual(0.3);
    const englishShare = share((testCase) => testCase.lang === 'en');
    expect(englishShare).toBeGreaterThanOrEqual(0.08);
    expect(englishShare).toBeLessThanOrEqual(0.15);
    expect(count('injection')).toBeGreaterThanOrEqual(20);
    expect(devCases2.filter((testCase) => testCase.tags.includes('follow-up') && testCase.history?.length).length).toBeGreaterThanOrEqual(40);
    const minimum: Partial<Record<EvalTag, number>> = {
      typo: 15,
      long: 8,
      comparison: 10,
      superlative: 12,
      recommendation: 20,
      'multi-part': 12,
      'yes-no': 30,
      'not-offered': 25,
      company: 50,
      'small-talk': 20,
      human: 6,
      'off-topic': 25,
    };
    for (const [tag, least] of Object.entries(minimum)) expect(count(tag as EvalTag), tag).toBeGreaterThanOrEqual(least);
  });

  it('labels each case consistently with its kind', () => {
    for (const testCase of devCases2) {
      const { expect: expectation } = testCase;
      expect(testCase.lang, label(testCase)).toBe(testCase.tags.includes('english') ? 'en' : 'es');
      expect(testCase.tags.includes('yes-no'), label(testCase)).toBe(expectation.kind === 'page' && expectation.polarity !== undefined);
      expect(testCase.tags.includes('not-offered'), label(testCase)).toBe(expectation.kind === 'not-offered');
      if (testCase.tags.includes('small-talk')) expect(expectation.kind, label(testCase)).toBe('small-talk');
      if (testCase.tags.includes('human')) expect(expectation.kind, label(testCase)).toBe('human');
      if (testCase.tags.includes('off-topic')) expect(expectation.kind, label(testCase)).toBe('off-topic');
      if (testCase.tags.includes('injection')) expect(testCase.mustNotContain?.length, label(testCase)).toBeGreaterThan(0);
      if (testCase.tags.includes('follow-up')) expect(testCase.history?.at(-1)?.role, label(testCase)).toBe('assistant');
    }
  });

  it('resolves every fact reference from site/content', () => {
    const refs = devCases2.flatMap((testCase) =>
      testCase.expect.kind === 'page' ? (testCase.expect.facts ?? []).map((ref) => [ref, testCase.lang] as const) : [],
    );
    expect(refs.length).toBeGreaterThan(200);
    for (const [ref, lang] of refs) {
      const options = resolveFact(ref, lang);
      expect(options.length, ref).toBeGreaterThan(0);
      for (const option of options) expect(option.trim(), ref).not.toBe('');
    }
  });

  it('expects only pages the site really serves', () => {
    expect(sitePaths.has('/cursos/fundamentos-ia')).toBe(true);
    expect(sitePaths.has('/cursos/no-existe')).toBe(false);
    const unknown = devCases2.flatMap((testCase) =>
      expectedPages(testCase)
        .filter((url) => !sitePaths.has(url.replace(/[?#].*$/, '')))
        .map((url) => `${url} <- ${label(testCase)}`),
    );
    expect(unknown).toEqual([]);
  });

  it('asks each question once and copies none of the other sets', () => {
    const keys = devCases2.map(label);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const others = new Set([...evalCases, ...devCases].map((testCase) => testCase.question.trim().toLowerCase()));
    expect(devCases2.filter((testCase) => !testCase.history && others.has(testCase.question.trim().toLowerCase())).map(label)).toEqual([]);
  });
});
