import { describe, expect, it } from 'vitest';
import { courseSummaries } from '../../site/content/courses/summaries.ts';
import { devCases15, devCases15Groups, type DevSet15Group } from '../fixtures/chatbot-dev15.ts';
import type { EvalCase, EvalTag } from '../fixtures/chatbot-eval.ts';
import {
  englishDetector,
  expectComparisonsAndEnglish,
  expectEvalSetShape,
  expectTeamAndOfficesNamed,
  factsOf,
  firstPage,
  isCourseOrService,
} from '../fixtures/eval-set-shape.ts';
import {
  brokenFollowUps,
  expectAboutHalfNo,
  expectGroupShares,
  expectMultiPartAndLong,
  expectNoRepeatsOfOtherSets,
  expectNotOfferedNamesAPage,
  groupRules,
} from '../fixtures/grouped-set-shape.ts';

/**
 * The mix dev set 15 promises (tests/fixtures/chatbot-dev15.ts's header), per tag. The set was
 * written blind: these minimums guard its shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  'no-accents': 130,
  recommendation: 75,
  'yes-no': 45,
  company: 40,
  english: 30,
  'not-offered': 25,
  comparison: 20,
  'follow-up': 20,
  superlative: 18,
  'off-topic': 10,
  typo: 10,
  short: 6,
  long: 5,
  'multi-part': 5,
  'small-talk': 4,
  human: 4,
};

/** Each group's share of the set: the header's percentages, with a margin either side. */
const SHARES: Record<DevSet15Group, { min: number; max: number }> = {
  recommendation: { min: 0.28, max: 0.32 },
  comparison: { min: 0.14, max: 0.17 },
  yesNo: { min: 0.14, max: 0.17 },
  notOffered: { min: 0.09, max: 0.11 },
  company: { min: 0.14, max: 0.17 },
  followUp: { min: 0.07, max: 0.09 },
  conversation: { min: 0.06, max: 0.08 },
};
/** English: about one question in eight. */
const ENGLISH_SHARE = { min: 0.1, max: 0.15 };
/** Yes/no questions answered "no": about half. */
const NO_SHARE = { min: 0.4, max: 0.6 };

/** Words that mark a question as English or as Spanish, for the language check. */
const looksEnglish = englishDetector(
  'the a an is are do does did you your we our i my me it what which when where who how can could should have has there any and or of for to in on at with from course courses price cost team job thanks that was one this',
  'el la los las es son de del que en con por para un una y o mi me tu te se no hay cual cuanto cuando donde quien como curso cursos precio',
);

const share = (part: number) => part / devCases15.length;

/** What every case of a group must be, so the group's share measures what the header says it does. */
const belongs: Record<DevSet15Group, (testCase: EvalCase) => boolean> = {
  recommendation: groupRules.recommendation,
  comparison: groupRules.comparison,
  yesNo: groupRules.yesNo,
  notOffered: groupRules.notOffered,
  company: (testCase) => testCase.tags.includes('company') && firstPage(testCase) !== undefined && !isCourseOrService(firstPage(testCase)!),
  followUp: groupRules.followUp,
  conversation: (testCase) => ['off-topic', 'small-talk', 'human'].includes(testCase.expect.kind),
};

const groups = Object.entries(devCases15Groups) as [DevSet15Group, readonly EvalCase[]][];

describe('chatbot dev set 15: shape', () => {
  expectEvalSetShape({ name: 'dev set 15', cases: devCases15, size: 255, minimums });
  expectTeamAndOfficesNamed(devCases15);
  expectComparisonsAndEnglish('holds its comparisons and about one question in eight in English', devCases15, 38, ENGLISH_SHARE);

  expectNoRepeatsOfOtherSets(devCases15, 14);

  expectGroupShares(devCases15, devCases15Groups, SHARES, belongs);

  it('recommends and compares across the whole catalogue, with the deciding facts', () => {
    const pagesOf = (group: DevSet15Group) => new Set(devCases15Groups[group].map(firstPage));
    const recommended = pagesOf('recommendation');
    expect(courseSummaries.filter(({ slug }) => !recommended.has(`/cursos/${slug}`)).map(({ slug }) => slug)).toEqual([]);
    expect([...recommended].filter((url) => url?.startsWith('/servicios/')).length).toBeGreaterThanOrEqual(10);
    expect(devCases15Groups.recommendation.filter((testCase) => factsOf(testCase).length > 0).length).toBeGreaterThanOrEqual(20);
    expect(devCases15Groups.comparison.filter((testCase) => factsOf(testCase).length > 0).length).toBeGreaterThanOrEqual(28);
    expect(devCases15.flatMap(factsOf).filter((ref) => /^service:[^:]+:option:\d+$/.test(ref)).length).toBeGreaterThanOrEqual(15);
  });

  it('writes about one question in eight in English, spread over the groups, and each in the language it is tagged with', () => {
    const english = devCases15.filter(({ lang }) => lang === 'en');
    expect(share(english.length)).toBeGreaterThanOrEqual(ENGLISH_SHARE.min);
    expect(share(english.length)).toBeLessThanOrEqual(ENGLISH_SHARE.max);
    expect(groups.filter(([, cases]) => cases.some(({ lang }) => lang === 'en')).length).toBe(groups.length);
    expect(english.filter(({ question }) => !looksEnglish(question)).map(({ question }) => question)).toEqual([]);
    expect(
      devCases15
        .filter(({ lang }) => lang === 'es')
        .filter(({ question }) => looksEnglish(question))
        .map(({ question }) => question),
    ).toEqual([]);
  });

  expectAboutHalfNo(devCases15, devCases15Groups.yesNo, 38, NO_SHARE);

  it('builds every follow-up on alternating turns that end with a short reply', () => {
    expect(brokenFollowUps(devCases15)).toEqual([]);
  });

  expectMultiPartAndLong(devCases15, /\by\b|\band\b|\?.*\?|,/i);

  expectNotOfferedNamesAPage(devCases15);
});
