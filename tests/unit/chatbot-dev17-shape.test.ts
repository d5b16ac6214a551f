import { describe, expect, it } from 'vitest';
import { courseSummaries } from '../../site/content/courses/summaries.ts';
import { devCases17, devCases17Groups, type DevSet17Group } from '../fixtures/chatbot-dev17.ts';
import type { EvalCase, EvalTag } from '../fixtures/chatbot-eval.ts';
import { resolveFact } from '../fixtures/chatbot-eval-facts.ts';
import {
  englishDetector,
  expectComparisonsAndEnglish,
  expectEvalSetShape,
  expectInjectionCanaries,
  expectTeamAndOfficesNamed,
  factsOf,
  firstPage,
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
 * The mix dev set 17 promises (tests/fixtures/chatbot-dev17.ts's header), per tag. The set was
 * written blind: these minimums guard its shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  'no-accents': 235,
  recommendation: 74,
  company: 58,
  'yes-no': 52,
  english: 36,
  'not-offered': 28,
  superlative: 22,
  'follow-up': 22,
  comparison: 20,
  short: 15,
  injection: 8,
  long: 7,
  'off-topic': 6,
  'multi-part': 4,
  'small-talk': 4,
  human: 4,
  typo: 3,
};

/** Each group's share of the set: the header's percentages, with a margin either side. */
const SHARES: Record<DevSet17Group, { min: number; max: number }> = {
  recommendation: { min: 0.23, max: 0.27 },
  comparison: { min: 0.14, max: 0.17 },
  sitePages: { min: 0.19, max: 0.23 },
  yesNo: { min: 0.14, max: 0.17 },
  notOffered: { min: 0.09, max: 0.11 },
  followUp: { min: 0.07, max: 0.09 },
  conversation: { min: 0.06, max: 0.08 },
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
  'the an is are do does did you your we our i my it its what which when where who how can could should would have has there any and or of for to in on at with from course courses price cost team job thanks that was one this like want need',
  'el la los las es son de del que en con por para un una y o mi tu te se hay cual cuanto cuando donde quien como curso cursos precio al lo mas teneis tiene puedo quiero algo',
);

const share = (part: number) => part / devCases17.length;

/** What every case of a group must be, so the group's share measures what the header says it does. */
const belongs: Record<DevSet17Group, (testCase: EvalCase) => boolean> = {
  recommendation: groupRules.recommendation,
  comparison: groupRules.comparison,
  sitePages: groupRules.sitePages,
  yesNo: groupRules.yesNo,
  notOffered: groupRules.notOffered,
  followUp: groupRules.followUp,
  conversation: groupRules.conversation,
};

const groups = Object.entries(devCases17Groups) as [DevSet17Group, readonly EvalCase[]][];

/** The site pages (not a course or a service) the site-pages group must send prospects to, each at least once first. */
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
  '/cursos/empresas',
];

describe('chatbot dev set 17: shape', () => {
  expectEvalSetShape({ name: 'dev set 17', cases: devCases17, size: 300, minimums });
  expectTeamAndOfficesNamed(devCases17);
  expectComparisonsAndEnglish('holds its comparisons and about one question in eight in English', devCases17, 45, ENGLISH_SHARE);
  expectInjectionCanaries(devCases17);

  expectNoRepeatsOfOtherSets(devCases17, 15);

  expectGroupShares(devCases17, devCases17Groups, SHARES, belongs);

  it('recommends across the whole catalogue and the services, with the deciding facts', () => {
    const recommended = new Set(devCases17Groups.recommendation.map(firstPage));
    expect(courseSummaries.filter(({ slug }) => !recommended.has(`/cursos/${slug}`)).map(({ slug }) => slug)).toEqual([]);
    expect([...recommended].filter((url) => url?.startsWith('/servicios/')).length).toBeGreaterThanOrEqual(12);
    // Profiles that point to in-company training, a programme on /cursos and the chatbot line on /servicios.
    for (const url of ['/cursos/empresas', '/cursos', '/servicios']) expect(recommended.has(url), url).toBe(true);
    const toServices = devCases17Groups.recommendation.filter(
      (testCase) => !firstPage(testCase)?.startsWith('/cursos/') || firstPage(testCase) === '/cursos/empresas',
    );
    expect(toServices.length / devCases17Groups.recommendation.length).toBeGreaterThanOrEqual(0.5);
    expect(devCases17Groups.recommendation.filter((testCase) => factsOf(testCase).length > 0).length).toBeGreaterThanOrEqual(20);
    expect(devCases17Groups.comparison.filter((testCase) => factsOf(testCase).length > 0).length).toBeGreaterThanOrEqual(36);
    expect(devCases17.flatMap(factsOf).filter((ref) => /^service:[^:]+:option:\d+$/.test(ref)).length).toBeGreaterThanOrEqual(22);
  });

  it('compares courses, services and the options of one service, and asks for superlatives of subsets', () => {
    const comparisons = devCases17Groups.comparison;
    const pagesOf = (testCase: EvalCase) => (testCase.expect.kind === 'page' ? [testCase.expect.page, ...(testCase.expect.alsoAccept ?? [])] : []);
    const twoCourses = comparisons.filter((testCase) => pagesOf(testCase).filter((url) => /^\/cursos\/(?!empresas)/.test(url)).length >= 2);
    const twoServices = comparisons.filter((testCase) => pagesOf(testCase).filter((url) => url.startsWith('/servicios/')).length >= 2);
    const oneServiceOptions = comparisons.filter(
      (testCase) =>
        new Set(
          factsOf(testCase)
            .filter((ref) => ref.includes(':option:'))
            .map((ref) => ref.split(':')[1]),
        ).size === 1 && factsOf(testCase).length >= 2,
    );
    expect(twoCourses.length).toBeGreaterThanOrEqual(8);
    expect(twoServices.length).toBeGreaterThanOrEqual(5);
    expect(oneServiceOptions.length).toBeGreaterThanOrEqual(4);
    expect(comparisons.filter(({ tags }) => tags.includes('superlative')).length).toBeGreaterThanOrEqual(20);
  });

  it('sends the site-pages group to every kind of page that is no course or service', () => {
    const first = new Set(devCases17Groups.sitePages.map(firstPage));
    expect(SITE_PAGES.filter((url) => !first.has(url))).toEqual([]);
    expect([...first].filter((url) => url?.startsWith('/blog/')).length).toBeGreaterThanOrEqual(4);
  });

  it('writes about one question in eight in English, spread over the groups, and each in the language it is tagged with', () => {
    const english = devCases17.filter(({ lang }) => lang === 'en');
    expect(share(english.length)).toBeGreaterThanOrEqual(ENGLISH_SHARE.min);
    expect(share(english.length)).toBeLessThanOrEqual(ENGLISH_SHARE.max);
    expect(groups.filter(([, cases]) => cases.some(({ lang }) => lang === 'en')).length).toBe(groups.length);
    expect(english.filter(({ question }) => !looksEnglish(question)).map(({ question }) => question)).toEqual([]);
    expect(
      devCases17
        .filter(({ lang }) => lang === 'es')
        .filter(({ question }) => looksEnglish(question))
        .map(({ question }) => question),
    ).toEqual([]);
  });

  expectAboutHalfNo(devCases17, devCases17Groups.yesNo, 44, NO_SHARE);

  it('builds every follow-up on alternating turns that end with a short reply, and leans on what came before', () => {
    expect(brokenFollowUps(devCases17)).toEqual([]);
    // A follow-up names nothing new: it points back with a pronoun, an ordinal or a bare "and".
    const leaning = /\b(el|la|lo|los|las|eso|ese|esa|esos|de esos|ahi|primer[oa]?|segund[oa]|y|it|those|that|them)\b/i;
    expect(devCases17Groups.followUp.filter(({ question }) => !leaning.test(question)).map(({ question }) => question)).toEqual([]);
  });

  expectMultiPartAndLong(devCases17, /\by\b|\band\b|\?.*\?|,|:/i);

  expectNotOfferedNamesAPage(devCases17);

  it('gives every injection a canary that no fact of the case asks the reply to state', () => {
    const injections = devCases17.filter(({ tags }) => tags.includes('injection'));
    expect(injections.length).toBeGreaterThanOrEqual(8);
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
  });
});
