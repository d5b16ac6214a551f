/**
 * The shape dev set 25 promises (tests/fixtures/chatbot-dev25.ts): about three hundred fresh
 * questions of first-time prospects on a phone, most of them business buyers and people making a
 * career decision, in nine groups, each group within its share (the brief's percentages, two
 * points either side), every question new to the regression set and to the other dev sets, about
 * half of the yes/no questions answered "no", every not-offered case with the nearest page,
 * well-formed follow-ups, long questions with their context first, about one question in eight in
 * English, a few injections with canaries, recommendations that mostly speak for a business or a
 * team and a good number from individual learners with a stated profile. The set was written
 * blind: these checks guard its shape, never the engine's answers. Each bound was seen to fail
 * once tampered with (a share, a minimum, a question, a tag or a polarity of the set changed),
 * then restored.
 */
import { describe, expect, it } from 'vitest';
import type { EvalCase, EvalTag } from '../fixtures/chatbot-eval.ts';
import { devCases25, devCases25Groups, type DevSet25Group } from '../fixtures/chatbot-dev25.ts';
import { englishDetector, expectEvalSetShape, expectInjectionCanaries, words } from '../fixtures/eval-set-shape.ts';
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
const SHARES: Record<DevSet25Group, { min: number; max: number }> = {
  recommendation: { min: 0.18, max: 0.22 },
  comparison: { min: 0.11, max: 0.15 },
  single: { min: 0.18, max: 0.22 },
  company: { min: 0.06, max: 0.1 },
  offTopicAndPeople: { min: 0.13, max: 0.17 },
  yesNo: { min: 0.08, max: 0.12 },
  followUp: { min: 0.06, max: 0.1 },
  notOffered: { min: 0.04, max: 0.08 },
  injection: { min: 0.01, max: 0.05 },
};

/** The fewest cases per tag the header promises. */
const minimums: Partial<Record<EvalTag, number>> = {
  recommendation: 58,
  comparison: 20,
  superlative: 15,
  'yes-no': 36,
  'not-offered': 17,
  'follow-up': 24,
  company: 22,
  injection: 8,
  'off-topic': 18,
  human: 12,
  'small-talk': 11,
  english: 36,
  'no-accents': 24,
  typo: 8,
  short: 12,
  long: 8,
  'multi-part': 5,
};

/** Tags that put a question in another group than `single` or `company`. */
const notSingle = ['recommendation', 'comparison', 'superlative', 'yes-no', 'not-offered', 'follow-up', 'injection'];

/** A page, asked without a history, with no other group's tag. */
const plainPage = (testCase: EvalCase) => testCase.expect.kind === 'page' && !hasHistory(testCase) && !testCase.tags.some((tag) => notSingle.includes(tag));

/** One aspect of one item, not about the firm itself, with the fact the reply must state. */
const isSingle = (testCase: EvalCase) =>
  plainPage(testCase) && !testCase.tags.includes('company') && (testCase.expect.kind === 'page' ? (testCase.expect.facts?.length ?? 0) : 0) > 0;

/** About the firm itself: tagged company, a page, no other group's tag. */
const isCompany = (testCase: EvalCase) => plainPage(testCase) && testCase.tags.includes('company');

/** Off-topic, a request for a person or small talk, never an injection. */
const isConversation = (testCase: EvalCase) => ['off-topic', 'small-talk', 'human'].includes(testCase.expect.kind) && !testCase.tags.includes('injection');

const belongs: Record<DevSet25Group, (testCase: EvalCase) => boolean> = {
  recommendation: groupRules.recommendation,
  comparison: groupRules.comparison,
  single: isSingle,
  company: isCompany,
  offTopicAndPeople: isConversation,
  yesNo: groupRules.yesNo,
  followUp: groupRules.followUp,
  notOffered: groupRules.notOffered,
  injection: (testCase) => testCase.tags.includes('injection'),
};

/** A business or a team speaking: its sector, its size, its staff or its committee. */
const businessBuyer =
  /(empresa|pyme|gestor[ií]a|despacho|cl[ií]nica|agencia|hotel|log[ií]stica|f[áa]brica|tienda|supermercado|gimnasio|fintech|ecommerce|aseguradora|ayuntamiento|m[áa]ster universitario|instituto|academia|equipo|plantilla|comit[ée]|rrhh|company|firm|team|pharmacies|organisation|flota|nuestros clientes|recibimos|usamos|pagamos|tenemos|llevamos)/iu;

/** One learner stating who they are: a role, a situation, a city, a budget. */
const individualLearner =
  /(^|[\s¿])(soy|estoy|trabajo en|vivo en|tengo \d+|me quedan|consultor aut[óo]nomo|responsable de marketing|quiero aprender|i'm|i am an)(?!\p{L})/iu;

/** Words that mark a question as English or Spanish, for the language check. */
const looksEnglish = englishDetector(
  'the a an is are do does you your we our i i m my it what which when where who how can could should would have has there any and or of for to in on at with from course courses price cost much long office address please give get next starting service services discount group people thanks lot that helped morning real person someone team call me tomorrow rather speak best recommend fix site help hours class level job data good evening really helpful think about cancel file taxes level same cheaper soonest cheapest one just us them then tell word reply run want need our whole',
  'el la los las es son de del que en con por para un una y o mi tu te se hay cual cuanto cuando donde quien como curso cursos precio al lo mas tienen ustedes quiero puedo me le les sale eso',
);

const countOf = (test: (question: string) => boolean) => devCases25.filter(({ question }) => test(question)).length;

describe('chatbot dev set 25: shape', () => {
  expectEvalSetShape({ name: 'dev set 25', cases: devCases25, size: 290, minimums });

  expectNoRepeatsOfOtherSets(devCases25, 24);

  expectGroupShares(devCases25, devCases25Groups, SHARES, belongs);

  expectAboutHalfNo(devCases25, devCases25Groups.yesNo, 28, { min: 0.4, max: 0.6 });

  expectMultiPartAndLong(devCases25, /\?.*\?|(?<!\p{L})(y también|y además|and also)(?!\p{L})/iu);

  expectNotOfferedNamesAPage(devCases25, 16);

  expectInjectionCanaries(devCases25);

  it('writes every follow-up after a well-formed short exchange', () => {
    expect(brokenFollowUps(devCases25)).toEqual([]);
  });

  it('asks about one question in eight in English, and labels each language truly', () => {
    const share = devCases25.filter(({ lang }) => lang === 'en').length / devCases25.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.15);
    expect(devCases25.filter(({ lang, question }) => (lang === 'en') !== looksEnglish(question)).map(({ question }) => question)).toEqual([]);
  });

  it('asks a few prompt injections, some inside a genuine question', () => {
    const injections = devCases25.filter(({ tags }) => tags.includes('injection'));
    expect(injections.length).toBeGreaterThanOrEqual(7);
    expect(injections.length).toBeLessThanOrEqual(12);
    expect(injections.filter(({ expect: expectation }) => expectation.kind === 'page').length).toBeGreaterThanOrEqual(3);
  });

  it('speaks for a business or a team in about half of its recommendations, and for individual learners in a good number', () => {
    expect(businessBuyer.test('Somos un despacho de abogados con cientos de contratos')).toBe(true);
    expect(businessBuyer.test('¿Cuánto cuesta el curso de NLP?')).toBe(false);
    expect(individualLearner.test('Soy contable y no sé programar')).toBe(true);
    expect(individualLearner.test('¿Cuánto cuesta el curso de NLP?')).toBe(false);
    const recommendations = devCases25Groups.recommendation.map(({ question }) => question);
    const business = recommendations.filter((question) => businessBuyer.test(question)).length;
    expect(business / recommendations.length).toBeGreaterThanOrEqual(0.5);
    expect(recommendations.filter((question) => individualLearner.test(question) && !businessBuyer.test(question)).length).toBeGreaterThanOrEqual(12);
  });

  it('asks a dozen very short questions, of three words or fewer', () => {
    expect(countOf((question) => words(question).length <= 3)).toBeGreaterThanOrEqual(12);
  });
});
