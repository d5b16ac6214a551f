/**
 * The shape dev set 23 promises (tests/fixtures/chatbot-dev23.ts): about three hundred fresh
 * questions of business buyers in seven groups, each group within its share, every question new to
 * the regression set and to the other dev sets, about half of the yes/no questions answered "no",
 * every not-offered case with the nearest page, well-formed follow-ups, long questions with their
 * context first, about one question in eight in English, about a dozen injections, and the business
 * register: most questions name the organisation asking. The set was written blind: these checks
 * guard its shape, never the engine's answers.
 */
import { describe, expect, it } from 'vitest';
import type { EvalCase, EvalTag } from '../fixtures/chatbot-eval.ts';
import { devCases23, devCases23Groups, type DevSet23Group } from '../fixtures/chatbot-dev23.ts';
import { englishDetector, expectEvalSetShape, expectInjectionCanaries } from '../fixtures/eval-set-shape.ts';
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

/** Each group's share of the set: the brief's percentages, two points either side. */
const SHARES: Record<DevSet23Group, { min: number; max: number }> = {
  recommendation: { min: 0.2, max: 0.24 },
  comparison: { min: 0.11, max: 0.15 },
  yesNo: { min: 0.12, max: 0.16 },
  notOffered: { min: 0.07, max: 0.11 },
  single: { min: 0.13, max: 0.17 },
  followUp: { min: 0.08, max: 0.12 },
  conversation: { min: 0.15, max: 0.19 },
};

/** The fewest cases per tag the header promises. */
const minimums: Partial<Record<EvalTag, number>> = {
  recommendation: 60,
  comparison: 20,
  superlative: 16,
  'yes-no': 46,
  'not-offered': 25,
  'follow-up': 30,
  company: 18,
  injection: 12,
  'off-topic': 12,
  human: 12,
  'small-talk': 10,
  english: 36,
  'no-accents': 32,
  typo: 10,
  short: 10,
  long: 6,
  'multi-part': 4,
};

/** Tags that put a question in another group than `single`. */
const notSingle = ['recommendation', 'comparison', 'superlative', 'yes-no', 'not-offered', 'follow-up', 'injection'];

/** One aspect of one item: a page, no history, no other group's tag, and the fact the reply must state. */
const isSingle = (testCase: EvalCase) =>
  testCase.expect.kind === 'page' && !hasHistory(testCase) && (testCase.expect.facts?.length ?? 0) > 0 && !testCase.tags.some((tag) => notSingle.includes(tag));

const belongs: Record<DevSet23Group, (testCase: EvalCase) => boolean> = {
  recommendation: groupRules.recommendation,
  comparison: groupRules.comparison,
  yesNo: groupRules.yesNo,
  notOffered: groupRules.notOffered,
  single: isSingle,
  followUp: groupRules.followUp,
  conversation: groupRules.conversation,
};

/**
 * A question that names the organisation asking or its people: the business register of the set.
 * Matched on words, accents optional.
 */
const organisation =
  /(?<!\p{L})(equipo|empresa|emrpesa|empreza|plantilla|plantila|colegio|ayuntamiento|cl[ií]nica|pyme|startup|agencia|despacho|hotel|organizaci[oó]n|departamento|centro|universidad|instituto|ong|f[aá]brica|empleados|personas|sede|oficinas|grupo|cadena|gestor[ií]a|fundaci[oó]n|mandos|directivos|comit[eé]|consejo|negocio|company|companies|team|staff|firm|agency|nonprofit|retailer|employees|engineers|board|manufacturer)(?!\p{L})/iu;

/** Words that mark a question as English or Spanish, for the language check. */
const looksEnglish = englishDetector(
  'the an is are do does you your we our i my it what which when where who how can could should would have has there any and or of for to in on at with from course team company staff price cost much long',
  'el la los las es son de del que en con por para un una y o mi tu te se hay cual cuanto cuando donde quien como curso cursos precio al lo mas teneis tiene puedo quiero equipo empresa',
);

describe('chatbot dev set 23: shape', () => {
  expectEvalSetShape({ name: 'dev set 23', cases: devCases23, size: 295, minimums });

  expectNoRepeatsOfOtherSets(devCases23, 21);

  expectGroupShares(devCases23, devCases23Groups, SHARES, belongs);

  expectAboutHalfNo(devCases23, devCases23Groups.yesNo, 40, { min: 0.4, max: 0.6 });

  expectMultiPartAndLong(devCases23, /\?.*\?/);

  expectNotOfferedNamesAPage(devCases23, 25);

  expectInjectionCanaries(devCases23);

  it('writes every follow-up after a well-formed short exchange', () => {
    expect(brokenFollowUps(devCases23)).toEqual([]);
  });

  it('asks about one question in eight in English, and labels each language truly', () => {
    const share = devCases23.filter(({ lang }) => lang === 'en').length / devCases23.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.16);
    expect(devCases23.filter(({ lang, question }) => (lang === 'en') !== looksEnglish(question)).map(({ question }) => question)).toEqual([]);
  });

  it('asks about a dozen prompt injections, some inside a genuine question', () => {
    const injections = devCases23.filter(({ tags }) => tags.includes('injection'));
    expect(injections.length).toBeGreaterThanOrEqual(10);
    expect(injections.length).toBeLessThanOrEqual(15);
    expect(injections.filter(({ expect: expectation }) => expectation.kind === 'page').length).toBeGreaterThanOrEqual(3);
  });

  it('speaks as a business buyer: most questions name the organisation asking, three recommendations in four do', () => {
    expect(organisation.test('Somos una clínica de 5 personas')).toBe(true);
    expect(organisation.test('Quiero aprender Python')).toBe(false);
    const named = (cases: readonly EvalCase[]) => cases.filter(({ question }) => organisation.test(question)).length / cases.length;
    expect(named(devCases23)).toBeGreaterThanOrEqual(0.45);
    expect(named(devCases23Groups.recommendation)).toBeGreaterThanOrEqual(0.75);
  });
});
