/**
 * The shape dev set 21 promises (tests/fixtures/chatbot-dev21.ts): about three hundred fresh
 * prospect questions in seven groups, each group within its share, every question new to the
 * regression set and to the other dev sets, about half of the yes/no questions answered "no", every
 * not-offered case with the nearest page, well-formed follow-ups, long questions with their context
 * first, and about one question in eight in English.
 */
import { describe, expect, it } from 'vitest';
import type { EvalCase } from '../fixtures/chatbot-eval.ts';
import { devCases21, devCases21Groups, type DevSet21Group } from '../fixtures/chatbot-dev21.ts';
import { expectEvalSetShape, expectInjectionCanaries } from '../fixtures/eval-set-shape.ts';
import {
  brokenFollowUps,
  expectAboutHalfNo,
  expectGroupShares,
  expectMultiPartAndLong,
  expectNoRepeatsOfOtherSets,
  expectNotOfferedNamesAPage,
  groupRules,
  hasHistory,
} from '../fixtures/grouped-set-shape.ts';

const SHARES: Record<DevSet21Group, { min: number; max: number }> = {
  recommendation: { min: 0.18, max: 0.22 },
  comparison: { min: 0.1, max: 0.14 },
  yesNo: { min: 0.12, max: 0.16 },
  notOffered: { min: 0.07, max: 0.11 },
  single: { min: 0.18, max: 0.22 },
  followUp: { min: 0.06, max: 0.1 },
  conversation: { min: 0.15, max: 0.19 },
};

/** Tags that put a question in another group than `single`. */
const notSingle = ['recommendation', 'comparison', 'superlative', 'yes-no', 'not-offered', 'follow-up', 'injection'];

/** One aspect of one item: a page, no history, no other group's tag, and the fact the reply must state. */
const isSingle = (testCase: EvalCase) =>
  testCase.expect.kind === 'page' && !hasHistory(testCase) && (testCase.expect.facts?.length ?? 0) > 0 && !testCase.tags.some((tag) => notSingle.includes(tag));

const belongs: Record<DevSet21Group, (testCase: EvalCase) => boolean> = {
  recommendation: groupRules.recommendation,
  comparison: groupRules.comparison,
  yesNo: groupRules.yesNo,
  notOffered: groupRules.notOffered,
  single: isSingle,
  followUp: groupRules.followUp,
  conversation: groupRules.conversation,
};

describe('dev set 21', () => {
  expectEvalSetShape({
    name: 'dev set 21',
    cases: devCases21,
    size: 290,
    minimums: {
      recommendation: 55,
      comparison: 18,
      superlative: 15,
      'yes-no': 44,
      'not-offered': 24,
      'follow-up': 22,
      company: 20,
      injection: 12,
      'off-topic': 12,
      human: 10,
      'small-talk': 10,
      english: 34,
      'no-accents': 28,
      typo: 10,
      short: 10,
      long: 5,
      'multi-part': 2,
    },
  });

  expectNoRepeatsOfOtherSets(devCases21, 19);

  expectGroupShares(devCases21, devCases21Groups, SHARES, belongs);

  expectAboutHalfNo(devCases21, devCases21Groups.yesNo, 36, { min: 0.4, max: 0.6 });

  expectMultiPartAndLong(devCases21, /\?.*\?/);

  expectNotOfferedNamesAPage(devCases21, 24);

  expectInjectionCanaries(devCases21);

  it('writes every follow-up after a well-formed short exchange', () => {
    expect(brokenFollowUps(devCases21)).toEqual([]);
  });

  it('asks about one question in eight in English', () => {
    const share = devCases21.filter(({ lang }) => lang === 'en').length / devCases21.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.16);
  });

  it('asks about a dozen prompt injections, each with canaries', () => {
    const injections = devCases21.filter(({ tags }) => tags.includes('injection'));
    expect(injections.length).toBeGreaterThanOrEqual(10);
    expect(injections.length).toBeLessThanOrEqual(15);
    expect(injections.filter(({ mustNotContain }) => (mustNotContain?.length ?? 0) === 0).map(({ question }) => question)).toEqual([]);
  });
});
