import { describe, expect, it } from 'vitest';
import { findArticle } from '../../site/content/blog/articles.ts';
import { getCourse } from '../../site/content/courses.ts';
import { getServiceDetail } from '../../site/content/services.ts';
import { findRoute } from '../../site/lib/routing/match.ts';
import { routes } from '../../site/routes.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import { resolveFact } from '../fixtures/chatbot-eval-facts.ts';
import { devCases6 } from '../fixtures/chatbot-dev6.ts';

/** The mix the set promises, per tag (tests/fixtures/chatbot-dev6.ts's header). */
const minimums: Partial<Record<EvalTag, number>> = {
  recommendation: 40,
  'not-offered': 30,
  'multi-part': 20,
  'follow-up': 25,
  'yes-no': 25,
  'off-topic': 18,
  human: 8,
  'small-talk': 8,
  injection: 9,
  english: 30,
  'no-accents': 45,
  typo: 8,
  short: 15,
  long: 8,
  company: 18,
};

/** Comparisons and superlatives together: about thirty. */
const COMPARISONS = 28;
/** English is about one question in eight. */
const ENGLISH_SHARE = { min: 0.1, max: 0.15 };

const dynamicSlugExists: Record<string, (slug: string) => boolean> = {
  '/cursos/:slug': (slug) => getCourse(slug) !== undefined,
  '/servicios/:slug': (slug) => getServiceDetail(slug) !== undefined,
  '/blog/:slug': (slug) => findArticle(slug) !== undefined,
};

/** A site path the route table serves, with an existing course, service or article behind a slug. */
function isRealPage(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  const match = findRoute(routes, path);
  if (!match) return false;
  const check = dynamicSlugExists[match.route.pattern];
  return check ? check(match.params.slug ?? '') : true;
}

function pagesOf(expect: (typeof devCases6)[number]['expect']): string[] {
  if (expect.kind === 'page') return [expect.page, ...(expect.alsoAccept ?? [])];
  if (expect.kind === 'not-offered') return [...(expect.page ? [expect.page] : []), ...(expect.alsoAccept ?? [])];
  return [];
}

describe('chatbot dev set 6: shape', () => {
  it('has about 250 cases and the promised mix', () => {
    expect(devCases6.length).toBeGreaterThanOrEqual(250);
    const counts = new Map<string, number>();
    for (const testCase of devCases6) for (const tag of testCase.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    for (const [tag, minimum] of Object.entries(minimums)) expect(counts.get(tag) ?? 0, tag).toBeGreaterThanOrEqual(minimum);
    const comparisons = devCases6.filter((testCase) => testCase.tags.includes('comparison') || testCase.tags.includes('superlative'));
    expect(comparisons.length).toBeGreaterThanOrEqual(COMPARISONS);
    const english = devCases6.filter((testCase) => testCase.lang === 'en').length / devCases6.length;
    expect(english).toBeGreaterThanOrEqual(ENGLISH_SHARE.min);
    expect(english).toBeLessThanOrEqual(ENGLISH_SHARE.max);
  });

  it('asks every question once', () => {
    const seen = new Set<string>();
    const duplicates = devCases6.map((testCase) => testCase.question.trim().toLowerCase()).filter((question) => seen.size === seen.add(question).size);
    expect(duplicates).toEqual([]);
  });

  it('labels tags the questions really carry', () => {
    const wrong: string[] = [];
    const check = (ok: boolean, why: string, question: string) => {
      if (!ok) wrong.push(`${why} | ${question}`);
    };
    for (const { question, tags, lang, history, expect: expectation, mustNotContain } of devCases6) {
      if (tags.includes('short')) check(question.trim().split(/\s+/).length <= 3, 'short has more than 3 words', question);
      if (tags.includes('no-accents')) check(!/[áéíóúü]/i.test(question), 'no-accents has an accent', question);
      check(lang === (tags.includes('english') ? 'en' : 'es'), 'lang', question);
      if (tags.includes('follow-up')) check(Boolean(history?.some((turn) => turn.role === 'user')), 'follow-up without history', question);
      if (tags.includes('injection')) check((mustNotContain?.length ?? 0) > 0, 'injection without canary', question);
      if (tags.includes('yes-no')) check(expectation.kind === 'page' && expectation.polarity !== undefined, 'yes-no without polarity', question);
      if (expectation.kind === 'page' && expectation.polarity) check(tags.includes('yes-no'), 'polarity without yes-no', question);
      for (const kind of ['not-offered', 'off-topic', 'small-talk'] as const) {
        if (tags.includes(kind)) check(expectation.kind === kind, `${kind} expects ${expectation.kind}`, question);
      }
      if (tags.includes('human') && expectation.kind !== 'human') check(expectation.kind === 'page' && expectation.page === '/contacto', 'human', question);
    }
    expect(wrong).toEqual([]);
  });

  it('points only at real pages of the site', () => {
    const unknown = devCases6.flatMap((testCase) =>
      pagesOf(testCase.expect)
        .filter((url) => !isRealPage(url))
        .map((url) => `${url} | ${testCase.question}`),
    );
    expect(unknown).toEqual([]);
    expect(isRealPage('/cursos/no-existe')).toBe(false);
    expect(isRealPage('/no-existe')).toBe(false);
  });

  it('names only facts that resolve from site/content', () => {
    for (const testCase of devCases6) {
      if (testCase.expect.kind !== 'page') continue;
      for (const ref of testCase.expect.facts ?? []) {
        const texts = resolveFact(ref, testCase.lang);
        expect(texts.length, `${ref} | ${testCase.question}`).toBeGreaterThan(0);
        expect(
          texts.every((text) => text.trim() !== ''),
          ref,
        ).toBe(true);
      }
    }
  });
});
