import { describe, expect, it } from 'vitest';
import { devSetsBefore } from '../fixtures/chatbot-dev-sets.ts';
import { devCases11, devPairs11, pairParaphrases } from '../fixtures/chatbot-dev11.ts';
import type { EvalCase, EvalTag } from '../fixtures/chatbot-eval.ts';
import { evalCases } from '../fixtures/chatbot-eval.ts';
import type { ParaphrasePair } from '../fixtures/chatbot-paraphrases.ts';
import { englishDetector, expectationOf, expectEvalSetShape, normalise } from '../fixtures/eval-set-shape.ts';
import { expectationProblems, languageProblems, overlapProblems } from '../fixtures/paraphrase-set-shape.ts';

/**
 * The mix dev set 11 promises (tests/fixtures/chatbot-dev11.ts's header): one paraphrase of each of
 * the regression set's cases, so its kinds once each, typed the way people type on a phone. These
 * minimums guard the set's shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  paraphrase: 212,
  english: 15,
  'follow-up': 12,
  'off-topic': 44,
  injection: 20,
  'small-talk': 9,
  human: 5,
  'no-accents': 85,
  typo: 44,
  short: 25,
  long: 22,
};

/** More English function words than Spanish ones: a paraphrase in the wrong language. */
const looksEnglish = englishDetector(
  'the is are you your do does what whats when whens where which who how can i an to and of my for with please there any in it on say reply show all now have been from time open number course courses price office hours training hey hi hello winner weather today start date business address services ignore instructions prompt unrestricted pretend get not person human real just type told were that could this year title took forecast guys too study call take remotely cost',
  'el la los las de del que q y en es un una por para con se me mi tu lo al cuanto cuando donde como quien hay teneis tienen curso cursos precio hola gracias dime quiero o vale pero sobre vuestro vuestra os esta son hace ustedes',
);

/** Paraphrases equal (normalised) to their original, to any regression question, to another paraphrase or to a question of `earlier`. */
function repeatProblems(pairs: readonly ParaphrasePair[], earlier: readonly EvalCase[]): string[] {
  const others = new Set([...evalCases, ...earlier].map(({ question }) => normalise(question)));
  const seen = new Set<string>();
  const repeats: string[] = [];
  for (const { original, paraphrase } of pairs) {
    const key = normalise(paraphrase.question);
    if (key === normalise(original.question) || others.has(key) || seen.has(key)) repeats.push(paraphrase.question);
    seen.add(key);
  }
  return repeats;
}

describe('chatbot dev set 11 (one paraphrase of each regression question): shape', () => {
  expectEvalSetShape({ name: 'dev set 11', cases: devCases11, size: evalCases.length, minimums });

  it('paraphrases every regression case exactly once, in the regression set order', () => {
    expect(devPairs11.map(({ original }) => original)).toEqual(evalCases);
    expect(devCases11).toHaveLength(evalCases.length);
    expect(devCases11).toHaveLength(212);
  });

  it('throws when the regression set and the paraphrases fall out of sync', () => {
    // An original no longer in the regression set.
    expect(() => pairParaphrases(evalCases.slice(1))).toThrow(/is not a question of the regression set/);
    // A regression question without a paraphrase.
    const extra: EvalCase = { question: 'una pregunta nueva del conjunto de regresión', lang: 'es', tags: [], expect: { kind: 'small-talk' } };
    expect(() => pairParaphrases([...evalCases, extra])).toThrow(/without a paraphrase/);
    // A question paraphrased twice.
    const first = evalCases[0];
    if (!first) throw new Error('empty regression set');
    expect(() =>
      pairParaphrases(
        [first],
        [
          [first.question, 'a'],
          [first.question, 'b'],
        ],
      ),
    ).toThrow(/listed twice/);
  });

  it("keeps each original's expectation, history, persona, language and canaries, and its tags besides the wording ones", () => {
    expect(expectationProblems(devPairs11)).toEqual([]);
    for (const { original, paraphrase } of devPairs11) expect(expectationOf(paraphrase), paraphrase.question).toEqual(expectationOf(original));
  });

  it('never repeats its original, a regression question, another paraphrase or a question of dev sets 1 to 10 (normalised)', () => {
    // Only this set's questions are printed on failure.
    expect(repeatProblems(devPairs11, devSetsBefore('dev11'))).toEqual([]);
    expect(devSetsBefore('dev11').length).toBeGreaterThan(0);
  });

  it('rewords rather than reorders: no paraphrase uses exactly the words of its original', () => {
    // Any share of shared words, but never exactly the original's words.
    expect(overlapProblems(devPairs11, 1)).toEqual([]);
  });

  it('paraphrases English originals in English (the English injections too, whose lang is es) and Spanish ones in Spanish', () => {
    expect(languageProblems(devPairs11, looksEnglish)).toEqual([]);
    expect(devPairs11.filter(({ original }) => original.lang === 'es' && looksEnglish(original.question))).toHaveLength(2);
    expect(devCases11.filter(({ lang }) => lang === 'en')).toHaveLength(evalCases.filter(({ lang }) => lang === 'en').length);
  });

  it("gives every injection canaries (its original's, copied above)", () => {
    for (const testCase of devCases11.filter((item) => item.tags.includes('injection'))) {
      expect(testCase.mustNotContain?.length ?? 0, testCase.question).toBeGreaterThan(0);
      for (const canary of testCase.mustNotContain ?? []) expect(canary.trim(), testCase.question).not.toBe('');
    }
  });

  it('catches a broken set: each check above fails on a tampered copy', () => {
    const [first, second] = devPairs11;
    const english = devPairs11.find(({ original }) => original.lang === 'en' && !original.history);
    if (!first || !second || !english) throw new Error('dev set 11 is too small to tamper with');
    const withQuestion = (pair: ParaphrasePair, question: string): ParaphrasePair => ({ ...pair, paraphrase: { ...pair.paraphrase, question } });

    // The original with accents and punctuation stripped, and another paraphrase repeated.
    expect(repeatProblems([withQuestion(first, normalise(first.original.question).toUpperCase())], [])).toHaveLength(1);
    expect(repeatProblems([first, withQuestion(second, `${first.paraphrase.question}!!`)], [])).toHaveLength(1);
    // A question of an earlier set.
    expect(repeatProblems([first], [{ ...first.paraphrase, question: `¡${first.paraphrase.question.toUpperCase()}!` }])).toHaveLength(1);
    // Another page, a lost tag.
    expect(expectationProblems([{ ...first, paraphrase: { ...first.paraphrase, expect: { kind: 'page', page: '/contacto' } } }])).toHaveLength(1);
    expect(expectationProblems([{ ...first, paraphrase: { ...first.paraphrase, tags: [] } }])).toHaveLength(1);
    // An English original paraphrased in Spanish, a Spanish one in English.
    expect(languageProblems([withQuestion(english, '¿cuánto cuesta el curso?')], looksEnglish)).toHaveLength(1);
    expect(languageProblems([withQuestion(first, 'how much is the course, please?')], looksEnglish)).toHaveLength(1);
    // The original's words reordered.
    expect(overlapProblems([withQuestion(first, first.original.question.split(' ').reverse().join(' '))], 1)).toHaveLength(1);
  });
});
