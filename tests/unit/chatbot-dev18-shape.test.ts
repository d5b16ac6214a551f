import { describe, expect, it } from 'vitest';
import { courseSummaries } from '../../site/content/courses/summaries.ts';
import { serviceSummaries } from '../../site/content/services/summaries.ts';
import { devCases18, devCases18Groups, type DevSet18Group } from '../fixtures/chatbot-dev18.ts';
import type { EvalCase, EvalTag } from '../fixtures/chatbot-eval.ts';
import { resolveFact } from '../fixtures/chatbot-eval-facts.ts';
import {
  englishDetector,
  expectComparisonsAndEnglish,
  expectEvalSetShape,
  expectInjectionCanaries,
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
  hasHistory,
} from '../fixtures/grouped-set-shape.ts';

/**
 * The mix dev set 18 promises (tests/fixtures/chatbot-dev18.ts's header), per tag. The set was
 * written blind: these minimums guard its shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  'no-accents': 270,
  recommendation: 38,
  english: 38,
  'yes-no': 36,
  short: 26,
  company: 22,
  'not-offered': 22,
  typo: 22,
  'follow-up': 24,
  comparison: 14,
  superlative: 12,
  long: 10,
  'multi-part': 9,
  injection: 5,
  'off-topic': 3,
  'small-talk': 3,
  human: 3,
};

/** Each group's share of the set: the header's percentages, with a margin either side. */
const SHARES: Record<DevSet18Group, { min: number; max: number }> = {
  single: { min: 0.41, max: 0.47 },
  recommendation: { min: 0.11, max: 0.135 },
  comparison: { min: 0.07, max: 0.095 },
  yesNo: { min: 0.09, max: 0.115 },
  notOffered: { min: 0.06, max: 0.08 },
  followUp: { min: 0.07, max: 0.09 },
  sitePages: { min: 0.055, max: 0.075 },
  conversation: { min: 0.035, max: 0.05 },
};
/** English: about one question in eight. */
const ENGLISH_SHARE = { min: 0.1, max: 0.15 };
/** Yes/no questions answered "no": about half. */
const NO_SHARE = { min: 0.4, max: 0.6 };

/**
 * Words that mark a question as English or as Spanish, for the language check. Neither list holds
 * a word both languages write alike ("a", "me", "no" in English), so a Spanish question with an
 * "a" does not look English.
 */
const looksEnglish = englishDetector(
  'the an is are do does did you your we our i my it its what which when where who how can could should would have has there any and or of for to in on at with from course courses price cost team job thanks that was one this like want need much many long starting',
  'el la los las es son de del que en con por para un una y o mi tu te se hay cual cuanto cuando donde quien como curso cursos precio al lo mas teneis tiene puedo quiero algo sale cuesta vale',
);

/** The tags that make a case belong to another group than the single-aspect one. */
const OTHER_KINDS: EvalTag[] = ['recommendation', 'comparison', 'superlative', 'yes-no', 'company', 'follow-up', 'injection', 'not-offered'];
/** Offerings with a page that is no course or service page: the programmes, in-company training, the lines of business. */
const OFFER_PAGES = ['/cursos', '/cursos/empresas', '/servicios'];

/** What every case of a group must be, so the group's share measures what the header says it does. */
const belongs: Record<DevSet18Group, (testCase: EvalCase) => boolean> = {
  single: (testCase) => {
    const first = firstPage(testCase);
    return (
      first !== undefined &&
      (isCourseOrService(first) || OFFER_PAGES.includes(first)) &&
      !hasHistory(testCase) &&
      !testCase.tags.some((tag) => OTHER_KINDS.includes(tag)) &&
      testCase.expect.kind === 'page' &&
      testCase.expect.polarity === undefined
    );
  },
  recommendation: groupRules.recommendation,
  comparison: groupRules.comparison,
  yesNo: groupRules.yesNo,
  notOffered: groupRules.notOffered,
  followUp: groupRules.followUp,
  sitePages: groupRules.sitePages,
  conversation: groupRules.conversation,
};

const share = (part: number) => part / devCases18.length;
const groups = Object.entries(devCases18Groups) as [DevSet18Group, readonly EvalCase[]][];

/** The site pages (no course or service) the site-pages group must send prospects to, each at least once first. */
const SITE_PAGES = [
  '/nosotros',
  '/contacto',
  '/careers',
  '/casos-exito',
  '/privacidad',
  '/terminos',
  '/cookies',
  '/recursos',
  '/tour-ia',
  '/integracion',
  '/herramientas-ia?tab=pricing',
  '/herramientas-ia?tab=syllabus',
];

const courseUrls = courseSummaries.map(({ slug }) => `/cursos/${slug}`);
const serviceUrls = serviceSummaries.map(({ slug }) => `/servicios/${slug}`);

describe('chatbot dev set 18: shape', () => {
  expectEvalSetShape({ name: 'dev set 18', cases: devCases18, size: 325, minimums });
  expectComparisonsAndEnglish('holds its comparisons and about one question in eight in English', devCases18, 27, ENGLISH_SHARE);
  expectInjectionCanaries(devCases18);

  expectNoRepeatsOfOtherSets(devCases18, 17);

  expectGroupShares(devCases18, devCases18Groups, SHARES, belongs);

  it('asks about every course and at least 11 service pages, in the set and in the single-aspect group', () => {
    const firstInSet = new Set(devCases18.map(firstPage));
    expect(courseUrls.filter((url) => !firstInSet.has(url))).toEqual([]);
    expect(serviceUrls.filter((url) => firstInSet.has(url)).length).toBeGreaterThanOrEqual(11);
    const single = devCases18Groups.single;
    const firstInSingle = new Set(single.map(firstPage));
    expect(courseUrls.filter((url) => !firstInSingle.has(url))).toEqual([]);
    expect(serviceUrls.filter((url) => firstInSingle.has(url)).length).toBeGreaterThanOrEqual(11);
    // Mostly a course or a service page; the programmes, in-company training and the lines of business each asked too.
    expect(single.filter((testCase) => isCourseOrService(firstPage(testCase)!)).length / single.length).toBeGreaterThanOrEqual(0.85);
    for (const url of OFFER_PAGES) expect(firstInSingle.has(url), url).toBe(true);
  });

  it('asks each course about many aspects, and each service about its price or an option', () => {
    for (const url of courseUrls) {
      const slug = url.split('/').pop()!;
      const cases = devCases18Groups.single.filter((testCase) => firstPage(testCase) === url);
      expect(cases.length, url).toBeGreaterThanOrEqual(10);
      const aspects = new Set(
        cases
          .flatMap(factsOf)
          .filter((ref) => ref.startsWith(`course:${slug}:`))
          .map((ref) => ref.split(':')[2]),
      );
      expect(aspects.size, url).toBeGreaterThanOrEqual(6);
    }
    const priced = new Set(
      devCases18
        .flatMap(factsOf)
        .filter((ref) => /^service:[^:]+:(price|option:\d+)$/.test(ref))
        .map((ref) => ref.split(':')[1]),
    );
    expect(serviceSummaries.filter(({ slug }) => !priced.has(slug)).map(({ slug }) => slug)).toEqual([]);
    expect(devCases18.flatMap(factsOf).filter((ref) => /^service:[^:]+:option:\d+$/.test(ref)).length).toBeGreaterThanOrEqual(20);
    // The facts only a course page states: original price, discount, places left, a city's edition.
    const facts = new Set(devCases18.flatMap(factsOf).map((ref) => ref.split(':')[2]));
    for (const field of ['originalPrice', 'discount', 'placesLeft', 'dateIn', 'requirement', 'instructor', 'students'])
      expect(facts.has(field), field).toBe(true);
  });

  it('recommends from profiles to courses, services, in-company training and the programmes', () => {
    const recommended = new Set(devCases18Groups.recommendation.map(firstPage));
    expect(courseUrls.filter((url) => !recommended.has(url))).toEqual([]);
    expect(serviceUrls.filter((url) => recommended.has(url)).length).toBeGreaterThanOrEqual(10);
    for (const url of ['/cursos/empresas', '/cursos', '/servicios']) expect(recommended.has(url), url).toBe(true);
    expect(devCases18Groups.recommendation.filter((testCase) => factsOf(testCase).length > 0).length).toBeGreaterThanOrEqual(12);
  });

  it('compares two courses, two services and two options of one service, and asks for superlatives', () => {
    const comparisons = devCases18Groups.comparison;
    const pagesOf = (testCase: EvalCase) => (testCase.expect.kind === 'page' ? [testCase.expect.page, ...(testCase.expect.alsoAccept ?? [])] : []);
    const twoCourses = comparisons.filter((testCase) => pagesOf(testCase).filter((url) => /^\/cursos\/(?!empresas)/.test(url)).length >= 2);
    const twoServices = comparisons.filter((testCase) => pagesOf(testCase).filter((url) => url.startsWith('/servicios/')).length >= 2);
    const oneServiceOptions = comparisons.filter(
      (testCase) =>
        factsOf(testCase).filter((ref) => ref.includes(':option:')).length >= 2 &&
        new Set(
          factsOf(testCase)
            .filter((ref) => ref.includes(':option:'))
            .map((ref) => ref.split(':')[1]),
        ).size === 1,
    );
    expect(twoCourses.length).toBeGreaterThanOrEqual(5);
    expect(twoServices.length).toBeGreaterThanOrEqual(4);
    expect(oneServiceOptions.length).toBeGreaterThanOrEqual(4);
    expect(comparisons.filter(({ tags }) => tags.includes('superlative')).length).toBeGreaterThanOrEqual(12);
    expect(comparisons.filter((testCase) => factsOf(testCase).length === 0).length).toBeLessThanOrEqual(2);
  });

  it('sends the site-pages group to every kind of page that is no course or service', () => {
    const first = new Set(devCases18Groups.sitePages.map(firstPage));
    expect(SITE_PAGES.filter((url) => !first.has(url))).toEqual([]);
    expect([...first].filter((url) => url?.startsWith('/blog/')).length).toBeGreaterThanOrEqual(3);
    const facts = devCases18Groups.sitePages.flatMap(factsOf);
    for (const kind of ['team:', 'office:', 'company:', 'article:', 'job:', 'pricing:'])
      expect(
        facts.some((ref) => ref.startsWith(kind)),
        kind,
      ).toBe(true);
  });

  it('writes about one question in eight in English, spread over the groups, and each in the language it is tagged with', () => {
    const english = devCases18.filter(({ lang }) => lang === 'en');
    expect(share(english.length)).toBeGreaterThanOrEqual(ENGLISH_SHARE.min);
    expect(share(english.length)).toBeLessThanOrEqual(ENGLISH_SHARE.max);
    expect(groups.filter(([, cases]) => cases.some(({ lang }) => lang === 'en')).map(([group]) => group)).toEqual(groups.map(([group]) => group));
    expect(english.filter(({ question }) => !looksEnglish(question)).map(({ question }) => question)).toEqual([]);
    expect(
      devCases18
        .filter(({ lang }) => lang === 'es')
        .filter(({ question }) => looksEnglish(question))
        .map(({ question }) => question),
    ).toEqual([]);
    expect(looksEnglish('How much is the course?')).toBe(true);
    expect(looksEnglish('¿Cuánto cuesta el curso?')).toBe(false);
  });

  it('writes the way people type on a phone: short, unaccented, with typos, and some long rambling messages', () => {
    const count = (tag: EvalTag) => devCases18.filter(({ tags }) => tags.includes(tag)).length;
    expect(share(count('short'))).toBeGreaterThanOrEqual(0.08);
    expect(share(count('typo'))).toBeGreaterThanOrEqual(0.06);
    expect(count('no-accents') / devCases18.filter(({ lang }) => lang === 'es').length).toBeGreaterThanOrEqual(0.8);
    expect(share(count('long'))).toBeGreaterThanOrEqual(0.03);
  });

  expectAboutHalfNo(devCases18, devCases18Groups.yesNo, 30, NO_SHARE);

  it('builds every follow-up on alternating turns that end with a short reply, and leans on what came before', () => {
    expect(devCases18.filter(({ tags }) => tags.includes('follow-up')).length).toBeGreaterThanOrEqual(24);
    expect(brokenFollowUps(devCases18)).toEqual([]);
    // A follow-up names nothing new: it points back with a pronoun, an ordinal or a bare "and".
    const leaning = /\b(el|la|lo|los|las|eso|ese|esa|esos|esas|ahi|primer[oa]?|segund[oa]|ultim[oa]|y|it|that|those|them|there|and)\b/i;
    expect(devCases18Groups.followUp.filter(({ question }) => !leaning.test(question)).map(({ question }) => question)).toEqual([]);
    // Only the follow-ups carry a history.
    expect(devCases18.filter((testCase) => hasHistory(testCase) && !testCase.tags.includes('follow-up')).map(({ question }) => question)).toEqual([]);
  });

  expectMultiPartAndLong(devCases18, /\by\b|\band\b|\?.*\?|,|:/i);

  expectNotOfferedNamesAPage(devCases18, 21);

  it('gives every injection a canary that no fact of the case asks the reply to state', () => {
    const injections = devCases18.filter(({ tags }) => tags.includes('injection'));
    expect(injections.length).toBeGreaterThanOrEqual(5);
    for (const testCase of injections) {
      expect(testCase.mustNotContain?.length ?? 0, testCase.question).toBeGreaterThan(0);
      const required = factsOf(testCase).flatMap((ref) => resolveFact(ref, testCase.lang).map((text) => text.toLowerCase()));
      for (const canary of testCase.mustNotContain ?? []) {
        expect(
          required.filter((text) => text.includes(canary.toLowerCase())),
          `${canary} | ${testCase.question}`,
        ).toEqual([]);
      }
    }
    // Each kind of attack: a false price, the prompt, a foreign link, another persona.
    const canaries = injections.flatMap(({ mustNotContain = [] }) => mustNotContain);
    expect(canaries.some((canary) => /\.(xyz|net|com)/.test(canary))).toBe(true);
    expect(injections.some(({ expect: expectation }) => expectation.kind === 'page' && (expectation.facts ?? []).some((ref) => ref.endsWith(':price')))).toBe(
      true,
    );
    expect(injections.some(({ expect: expectation }) => expectation.kind === 'off-topic')).toBe(true);
    expect(injections.some(({ lang }) => lang === 'en')).toBe(true);
  });
});
