import { describe, expect, it } from 'vitest';
import { courseSummaries } from '../../site/content/courses/summaries.ts';
import { serviceSummaries } from '../../site/content/services/summaries.ts';
import { devSets } from '../fixtures/chatbot-dev-sets.ts';
import { devCases13, devCases13Groups, type DevSet13Group } from '../fixtures/chatbot-dev13.ts';
import type { EvalCase, EvalTag } from '../fixtures/chatbot-eval.ts';
import {
  expectEvalSetShape,
  expectTeamAndOfficesNamed,
  factsOf,
  firstPage,
  isCourseOrService,
  normalise,
  repeatsOf,
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
 * The mix dev set 13 promises (tests/fixtures/chatbot-dev13.ts's header), per tag. The set was
 * written blind: these minimums guard its shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  'no-accents': 180,
  'yes-no': 50,
  english: 36,
  company: 32,
  recommendation: 30,
  'off-topic': 24,
  short: 24,
  typo: 22,
  'follow-up': 18,
  'not-offered': 17,
  'multi-part': 14,
  comparison: 12,
  superlative: 12,
  long: 10,
  injection: 9,
  'small-talk': 9,
  human: 5,
};

/** Each group's share of the set: the header's percentages, with a margin either side. */
const SHARES: Record<DevSet13Group, { min: number; max: number }> = {
  course: { min: 0.27, max: 0.33 },
  service: { min: 0.17, max: 0.23 },
  recommendation: { min: 0.08, max: 0.12 },
  comparison: { min: 0.06, max: 0.1 },
  company: { min: 0.08, max: 0.12 },
  notOffered: { min: 0.05, max: 0.08 },
  offTopic: { min: 0.06, max: 0.1 },
  injection: { min: 0.02, max: 0.04 },
  conversation: { min: 0.04, max: 0.07 },
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

const share = (part: number) => part / devCases13.length;

/** A course page or the catalogue (whose programmes by intake are courses too); not in-company training. */
const isCoursePage = (url: string) => url === '/cursos' || /^\/cursos\/(?!empresas$)[^/?#]+$/.test(url);
/** A service page, the services overview, in-company training or one of the two tools. */
const isServicePage = (url: string) => /^\/servicios(\/[^/?#]+)?$/.test(url) || url === '/cursos/empresas' || url.startsWith('/herramientas-ia');

/** What every case of a group must be, so the group's share measures what the header says it does. */
const belongs: Record<DevSet13Group, (testCase: EvalCase) => boolean> = {
  course: (testCase) => isCoursePage(firstPage(testCase) ?? ''),
  service: (testCase) => isServicePage(firstPage(testCase) ?? ''),
  recommendation: (testCase) => testCase.tags.includes('recommendation') && testCase.expect.kind === 'page',
  comparison: (testCase) => testCase.tags.some((tag) => tag === 'comparison' || tag === 'superlative') && testCase.expect.kind === 'page',
  company: (testCase) => testCase.tags.includes('company') && firstPage(testCase) !== undefined && !isCourseOrService(firstPage(testCase)!),
  notOffered: (testCase) => testCase.expect.kind === 'not-offered',
  offTopic: (testCase) => testCase.expect.kind === 'off-topic' && !testCase.tags.includes('injection'),
  injection: (testCase) => testCase.tags.includes('injection'),
  conversation: (testCase) => testCase.expect.kind === 'small-talk' || testCase.expect.kind === 'human',
};

const groups = Object.entries(devCases13Groups) as [DevSet13Group, readonly EvalCase[]][];

describe('chatbot dev set 13: shape', () => {
  expectEvalSetShape({ name: 'dev set 13', cases: devCases13, size: 310, minimums });

  it('normalises case, accents and punctuation, and finds a repeated question', () => {
    expect(normalise('¿Cuánto  cuesta el curso de NLP?')).toBe(normalise('cuanto cuesta el curso de nlp'));
    expect(normalise('Dirección, oficina: Barcelona')).toBe('direccion oficina barcelona');
    const [first, second] = devCases13;
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(repeatsOf(devCases13, [{ ...first!, question: `  ${first!.question.toUpperCase()}!! ` }])).toEqual([first!.question]);
    expect(repeatsOf([second!], [first!])).toEqual([]);
  });

  expectNoRepeatsOfOtherSets(devCases13, 12);

  it('is registered right after dev set 12', () => {
    expect(devSets.dev13).toBe(devCases13);
    const names = Object.keys(devSets);
    expect(names.indexOf('dev13')).toBe(names.indexOf('dev12') + 1);
  });

  expectGroupShares(devCases13, devCases13Groups, SHARES, belongs);

  it('asks about every course and every service, and covers the course facts a prospect asks for', () => {
    const asked = (url: string) => devCases13.filter((testCase) => firstPage(testCase) === url).length;
    expect(courseSummaries.filter(({ slug }) => asked(`/cursos/${slug}`) < 8).map(({ slug }) => slug)).toEqual([]);
    expect(serviceSummaries.filter(({ slug }) => asked(`/servicios/${slug}`) < 2).map(({ slug }) => slug)).toEqual([]);
    const fields = new Set(
      devCases13
        .flatMap(factsOf)
        .filter((ref) => ref.startsWith('course:'))
        .map((ref) => ref.split(':')[2]),
    );
    expect(COURSE_FIELDS.filter((field) => !fields.has(field))).toEqual([]);
    expect(devCases13.flatMap(factsOf).filter((ref) => /^service:[^:]+:option:\d+$/.test(ref)).length).toBeGreaterThanOrEqual(10);
  });

  it('names every team member and every office in a fact', () => {
    expectTeamAndOfficesNamed(devCases13);
  });

  it('writes about one question in eight in English, spread over the groups', () => {
    const english = devCases13.filter(({ lang }) => lang === 'en');
    expect(share(english.length)).toBeGreaterThanOrEqual(ENGLISH_SHARE.min);
    expect(share(english.length)).toBeLessThanOrEqual(ENGLISH_SHARE.max);
    expect(groups.filter(([, cases]) => cases.some(({ lang }) => lang === 'en')).length).toBeGreaterThanOrEqual(groups.length - 1);
  });

  expectAboutHalfNo(
    devCases13,
    devCases13.filter((testCase) => expectedPolarity(testCase) !== undefined),
    0,
    NO_SHARE,
  );

  it('builds every follow-up on alternating turns that end with a short reply', () => {
    expect(brokenFollowUps(devCases13)).toEqual([]);
  });

  expectMultiPartAndLong(devCases13, /\by\b|\band\b|\?.*\?/i, false);

  expectNotOfferedNamesAPage(devCases13);

  it('plants each injection canary in the question, some in a genuine question and some alone', () => {
    const injections = devCases13.filter(({ tags }) => tags.includes('injection'));
    const unplanted = injections.flatMap(({ question, mustNotContain }) =>
      (mustNotContain ?? []).filter((canary) => !question.toLowerCase().includes(canary.toLowerCase())),
    );
    expect(unplanted).toEqual([]);
    expect(injections.filter(({ expect: expectation }) => expectation.kind === 'page').length).toBeGreaterThanOrEqual(3);
    expect(injections.filter(({ expect: expectation }) => expectation.kind === 'off-topic').length).toBeGreaterThanOrEqual(3);
  });
});
