/**
 * The shape dev set 24 promises (tests/fixtures/chatbot-dev24.ts): about three hundred fresh
 * questions of first-time visitors on a phone in eight groups, each group within its share, every
 * question new to the regression set and to the other dev sets, about half of the yes/no questions
 * answered "no", every not-offered case with the nearest page, well-formed follow-ups, long
 * questions with their context first, about one question in eight in English, about ten injections
 * with canaries, and the registers the set stresses: dictated questions (no punctuation, long
 * run-on sentences, speech-to-text slips), Latin American Spanish, and visitors who do not know
 * the jargon. The set was written blind: these checks guard its shape, never the engine's answers.
 * Each bound was seen to fail once tampered with (a share, a minimum, a question or a tag of the
 * set changed), then restored.
 */
import { describe, expect, it } from 'vitest';
import type { EvalCase, EvalTag } from '../fixtures/chatbot-eval.ts';
import { devCases24, devCases24Groups, type DevSet24Group } from '../fixtures/chatbot-dev24.ts';
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
const SHARES: Record<DevSet24Group, { min: number; max: number }> = {
  single: { min: 0.22, max: 0.26 },
  offTopicAndPeople: { min: 0.14, max: 0.18 },
  recommendation: { min: 0.12, max: 0.16 },
  yesNo: { min: 0.1, max: 0.14 },
  followUp: { min: 0.08, max: 0.12 },
  comparison: { min: 0.07, max: 0.11 },
  notOffered: { min: 0.06, max: 0.1 },
  injection: { min: 0.02, max: 0.05 },
};

/** The fewest cases per tag the header promises. */
const minimums: Partial<Record<EvalTag, number>> = {
  recommendation: 40,
  comparison: 14,
  superlative: 12,
  'yes-no': 40,
  'not-offered': 24,
  'follow-up': 30,
  company: 18,
  injection: 10,
  'off-topic': 18,
  human: 14,
  'small-talk': 14,
  english: 32,
  'no-accents': 12,
  typo: 8,
  short: 10,
  long: 6,
  'multi-part': 4,
};

/** Tags that put a question in another group than `single`. */
const notSingle = ['recommendation', 'comparison', 'superlative', 'yes-no', 'not-offered', 'follow-up', 'injection'];

/** One aspect of one item: a page, no history, no other group's tag, and the fact the reply must state. */
const isSingle = (testCase: EvalCase) =>
  testCase.expect.kind === 'page' && !hasHistory(testCase) && (testCase.expect.facts?.length ?? 0) > 0 && !testCase.tags.some((tag) => notSingle.includes(tag));

/** Off-topic, a request for a person or small talk, never an injection. */
const isConversation = (testCase: EvalCase) => ['off-topic', 'small-talk', 'human'].includes(testCase.expect.kind) && !testCase.tags.includes('injection');

const belongs: Record<DevSet24Group, (testCase: EvalCase) => boolean> = {
  single: isSingle,
  offTopicAndPeople: isConversation,
  recommendation: groupRules.recommendation,
  yesNo: groupRules.yesNo,
  followUp: groupRules.followUp,
  comparison: groupRules.comparison,
  notOffered: groupRules.notOffered,
  injection: (testCase) => testCase.tags.includes('injection'),
};

/**
 * A dictated question as speech-to-text gives it: letters, digits and spaces only (no question
 * mark, no comma, no full stop), and at least nine words.
 */
const dictated = (question: string) => /^[\p{L}\p{N}\s']+$/u.test(question) && question.trim().split(/\s+/).length >= 9;

/** The slips and fillers of speech: fillers, numbers spelled out, "arroba", "punto", homophones ("haber", "ay", "echo"). */
const speech =
  /(?<!\p{L})(eh|pues|o sea|bueno|mire|ah bueno|arroba|punto es|punto com|haber|ay|echo|diez|doce|quince|veinte|treinta|cuarenta|ochenta|cien|ochocientos|mil)(?!\p{L})/iu;

/** Latin American forms: ustedes, voseo, and the words of the region ("plata", "celular", "cupos", "dictan"…). */
const latinAmerican =
  /(?<!\p{L})(ustedes|vos|che|decile|ignorá|decí|respondé|pasame|servís|andás|sos|computadoras?|celular|plata|costo|capacitaci[oó]n|capacitar|cupos|lugares|inscrib\w*|dictan?|tomar un curso|pueden|podr[ií]an|alcanza|chile|mendoza|consultorio|nene|cortito|dale|estudio contable|platicar|ahorita|laburo|reprobando|maestría|planillas|tableros|tiendita|contador|postularme|prenda|laptop|buen día|chau|buena onda|allá|ya mismo|me comunican|ejecutivo|arranca|llámenme|disculpen|m[eé]xico|bogot[aá]|lima|monterrey|argentina|colombia|boca)(?!\p{L})/iu;

/** A visitor who does not know the jargon: parents, older or retired people, owners of a small shop. */
const layVisitor =
  /(mi hij[oa]|mi nene|my son|jubilad|tengo \d+ años|no sé nada|nunca he programado|tiendita|panader[ií]a|ferreter[ií]a|no me llevo bien|no entiendo|de computadoras|no me entiendo|sin programar nada|desde cero|principiante total)/iu;

/** Words that mark a question as English or Spanish, for the language check. */
const looksEnglish = englishDetector(
  'the a an is are do does you your we our i i m my it what which when where who how can could should would have has there any and or of for to in on at with from course courses price cost much long office address please give get next starting service services discount group people thanks lot that helped morning real person someone team call me tomorrow rather speak best recommend fix site help hours class level job data',
  'el la los las es son de del que en con por para un una y o mi tu te se hay cual cuanto cuando donde quien como curso cursos precio al lo mas tienen ustedes quiero puedo me le les sale eso',
);

const countOf = (test: (question: string) => boolean) => devCases24.filter(({ question }) => test(question)).length;

describe('chatbot dev set 24: shape', () => {
  expectEvalSetShape({ name: 'dev set 24', cases: devCases24, size: 290, minimums });

  expectNoRepeatsOfOtherSets(devCases24, 22);

  expectGroupShares(devCases24, devCases24Groups, SHARES, belongs);

  expectAboutHalfNo(devCases24, devCases24Groups.yesNo, 36, { min: 0.4, max: 0.6 });

  expectMultiPartAndLong(devCases24, /\?.*\?|(?<!\p{L})(y también|y además|and also)(?!\p{L})/iu);

  expectNotOfferedNamesAPage(devCases24, 24);

  expectInjectionCanaries(devCases24);

  it('writes every follow-up after a well-formed short exchange', () => {
    expect(brokenFollowUps(devCases24)).toEqual([]);
  });

  it('asks about one question in eight in English, and labels each language truly', () => {
    const share = devCases24.filter(({ lang }) => lang === 'en').length / devCases24.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.15);
    expect(devCases24.filter(({ lang, question }) => (lang === 'en') !== looksEnglish(question)).map(({ question }) => question)).toEqual([]);
  });

  it('asks about ten prompt injections, some inside a genuine question', () => {
    const injections = devCases24.filter(({ tags }) => tags.includes('injection'));
    expect(injections.length).toBeGreaterThanOrEqual(9);
    expect(injections.length).toBeLessThanOrEqual(13);
    expect(injections.filter(({ expect: expectation }) => expectation.kind === 'page').length).toBeGreaterThanOrEqual(3);
  });

  it('dictates about a fifth of its questions, with the slips and fillers of speech', () => {
    expect(dictated('eh hola quería saber cuánto cuesta el curso de fundamentos de inteligencia artificial')).toBe(true);
    expect(dictated('¿Cuánto cuesta el curso de fundamentos de inteligencia artificial?')).toBe(false);
    expect(dictated('cuánto cuesta el curso de fundamentos')).toBe(false);
    const share = countOf(dictated) / devCases24.length;
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.27);
    expect(countOf((question) => dictated(question) && speech.test(question))).toBeGreaterThanOrEqual(20);
  });

  it('speaks Latin American Spanish in about a quarter of its questions', () => {
    expect(latinAmerican.test('¿Ustedes dictan cursos?')).toBe(true);
    expect(latinAmerican.test('¿Tenéis cursos?')).toBe(false);
    const share = countOf((question) => latinAmerican.test(question)) / devCases24.length;
    expect(share).toBeGreaterThanOrEqual(0.25);
    expect(share).toBeLessThanOrEqual(0.32);
  });

  it('hears from visitors who do not know the jargon: parents, retired people, small shops', () => {
    expect(layVisitor.test('Mi hija de 17 quiere aprender IA')).toBe(true);
    expect(layVisitor.test('Soy científico de datos')).toBe(false);
    expect(countOf((question) => layVisitor.test(question))).toBeGreaterThanOrEqual(15);
  });

  it('asks a dozen very short questions, of three words or fewer', () => {
    expect(countOf((question) => words(question).length <= 3)).toBeGreaterThanOrEqual(12);
  });
});
