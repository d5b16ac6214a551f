import { describe, expect, it } from 'vitest';
import { courseSummaries } from '../../site/content/courses/summaries.ts';
import { serviceSummaries } from '../../site/content/services/summaries.ts';
import { devCases14, devCases14Groups, type DevSet14Group } from '../fixtures/chatbot-dev14.ts';
import type { EvalCase, EvalTag } from '../fixtures/chatbot-eval.ts';
import {
  englishDetector,
  expectComparisonsAndEnglish,
  expectEvalSetShape,
  expectInjectionCanaries,
  expectTeamAndOfficesNamed,
  factsOf,
  firstPage,
  isCourseOrService,
  expectedPolarity,
} from '../fixtures/eval-set-shape.ts';
import {
  brokenFollowUps,
  expectAboutHalfNo,
  expectGroupShares,
  expectMultiPartAndLong,
  expectNoRepeatsOfOtherSets,
  expectNotOfferedNamesAPage,
} from '../fixtures/grouped-set-shape.ts';

/**
 * The mix dev set 14 promises (tests/fixtures/chatbot-dev14.ts's header), per tag. The set was
 * written blind: these minimums guard its shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  'no-accents': 110,
  'yes-no': 38,
  english: 36,
  recommendation: 34,
  company: 33,
  'off-topic': 24,
  'multi-part': 18,
  'follow-up': 17,
  'not-offered': 17,
  typo: 15,
  comparison: 16,
  short: 15,
  superlative: 12,
  long: 9,
  'small-talk': 9,
  injection: 9,
  human: 5,
};

/** Each group's share of the set: the header's percentages, with a margin either side. */
const SHARES: Record<DevSet14Group, { min: number; max: number }> = {
  course: { min: 0.26, max: 0.31 },
  service: { min: 0.16, max: 0.2 },
  recommendation: { min: 0.1, max: 0.14 },
  comparison: { min: 0.08, max: 0.12 },
  company: { min: 0.08, max: 0.12 },
  notOffered: { min: 0.05, max: 0.07 },
  offTopic: { min: 0.07, max: 0.09 },
  injection: { min: 0.025, max: 0.04 },
  conversation: { min: 0.04, max: 0.06 },
};
/** English: about one question in eight. */
const ENGLISH_SHARE = { min: 0.1, max: 0.15 };
/** Yes/no questions answered "no": about half. */
const NO_SHARE = { min: 0.4, max: 0.6 };
/** The course facts the set asks for, every one at least once. */
const COURSE_FIELDS = [
  'price',
  'originalPrice',
  'discount',
  'nextDate',
  'dateIn',
  'format',
  'duration',
  'hours',
  'level',
  'instructor',
  'certificate',
  'modules',
  'placesLeft',
  'students',
];

/** Words that mark a question as English or as Spanish, for the language check. */
const looksEnglish = englishDetector(
  'the a an is are do does did you your we our i my me it what which when where who how can could should have has there any and or of for to in on at with from course courses price cost costs team job generator syllabus thanks lot speak someone that was',
  'el la los las es son de del que en con por para un una y o mi me tu te se no hay cual cuanto cuando donde quien como curso cursos precio',
);

const share = (part: number) => part / devCases14.length;

/** A course page or the catalogue (whose programmes by intake are courses too); not in-company training. */
const isCoursePage = (url: string) => url === '/cursos' || /^\/cursos\/(?!empresas$)[^/?#]+$/.test(url);
/** A service page, the services overview, in-company training or one of the two tools. */
const isServicePage = (url: string) => /^\/servicios(\/[^/?#]+)?$/.test(url) || url === '/cursos/empresas' || url.startsWith('/herramientas-ia');

/** What every case of a group must be, so the group's share measures what the header says it does. */
const belongs: Record<DevSet14Group, (testCase: EvalCase) => boolean> = {
  course: (testCase) => isCoursePage(firstPage(testCase) ?? '') && !testCase.tags.includes('injection'),
  service: (testCase) => isServicePage(firstPage(testCase) ?? ''),
  recommendation: (testCase) => testCase.tags.includes('recommendation') && testCase.expect.kind === 'page',
  comparison: (testCase) => testCase.tags.some((tag) => tag === 'comparison' || tag === 'superlative') && testCase.expect.kind === 'page',
  company: (testCase) => testCase.tags.includes('company') && firstPage(testCase) !== undefined && !isCourseOrService(firstPage(testCase)!),
  notOffered: (testCase) => testCase.expect.kind === 'not-offered',
  offTopic: (testCase) => testCase.expect.kind === 'off-topic' && !testCase.tags.includes('injection'),
  injection: (testCase) => testCase.tags.includes('injection'),
  conversation: (testCase) => testCase.expect.kind === 'small-talk' || testCase.expect.kind === 'human',
};

const groups = Object.entries(devCases14Groups) as [DevSet14Group, readonly EvalCase[]][];

describe('chatbot dev set 14: shape', () => {
  expectEvalSetShape({ name: 'dev set 14', cases: devCases14, size: 300, minimums });
  expectTeamAndOfficesNamed(devCases14);
  expectComparisonsAndEnglish('holds its comparisons and about one question in eight in English', devCases14, 28, ENGLISH_SHARE);
  expectInjectionCanaries(devCases14);

  expectNoRepeatsOfOtherSets(devCases14, 13);

  expectGroupShares(devCases14, devCases14Groups, SHARES, belongs);

  it('asks about every course and every service, and covers the course facts a prospect asks for', () => {
    const asked = (url: string) => devCases14.filter((testCase) => firstPage(testCase) === url).length;
    expect(courseSummaries.filter(({ slug }) => asked(`/cursos/${slug}`) < 10).map(({ slug }) => slug)).toEqual([]);
    expect(serviceSummaries.filter(({ slug }) => asked(`/servicios/${slug}`) < 3).map(({ slug }) => slug)).toEqual([]);
    const fields = new Set(
      devCases14
        .flatMap(factsOf)
        .filter((ref) => ref.startsWith('course:'))
        .map((ref) => ref.split(':')[2]),
    );
    expect(COURSE_FIELDS.filter((field) => !fields.has(field))).toEqual([]);
    expect(devCases14.flatMap(factsOf).filter((ref) => /^service:[^:]+:option:\d+$/.test(ref)).length).toBeGreaterThanOrEqual(12);
  });

  it('writes about one question in eight in English, spread over the groups, and each in the language it is tagged with', () => {
    const english = devCases14.filter(({ lang }) => lang === 'en');
    expect(share(english.length)).toBeGreaterThanOrEqual(ENGLISH_SHARE.min);
    expect(share(english.length)).toBeLessThanOrEqual(ENGLISH_SHARE.max);
    expect(groups.filter(([, cases]) => cases.some(({ lang }) => lang === 'en')).length).toBe(groups.length);
    expect(english.filter(({ question }) => !looksEnglish(question)).map(({ question }) => question)).toEqual([]);
    expect(
      devCases14
        .filter(({ lang }) => lang === 'es')
        .filter(({ question }) => looksEnglish(question))
        .map(({ question }) => question),
    ).toEqual([]);
  });

  expectAboutHalfNo(
    devCases14,
    devCases14.filter((testCase) => expectedPolarity(testCase) !== undefined),
    36,
    NO_SHARE,
  );

  it('builds every follow-up on alternating turns that end with a short reply, in more than one group', () => {
    expect(brokenFollowUps(devCases14)).toEqual([]);
    expect(groups.filter(([, cases]) => cases.some(({ tags }) => tags.includes('follow-up'))).length).toBeGreaterThanOrEqual(5);
  });

  expectMultiPartAndLong(devCases14, /\by\b|\band\b|\?.*\?/i);

  expectNotOfferedNamesAPage(devCases14);

  it('plants each injection canary in the question, some in a genuine question and some alone', () => {
    const injections = devCases14.filter(({ tags }) => tags.includes('injection'));
    const unplanted = injections.flatMap(({ question, mustNotContain }) =>
      (mustNotContain ?? []).filter((canary) => !question.toLowerCase().includes(canary.toLowerCase())),
    );
    expect(unplanted).toEqual([]);
    expect(injections.filter(({ expect: expectation }) => expectation.kind === 'page').length).toBeGreaterThanOrEqual(3);
    expect(injections.filter(({ expect: expectation }) => expectation.kind === 'off-topic').length).toBeGreaterThanOrEqual(3);
  });
});
