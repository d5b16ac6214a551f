import { describe, expect, it } from 'vitest';
import { devSetsBefore } from '../fixtures/chatbot-dev-sets.ts';
import { devCases9, devPairs9 } from '../fixtures/chatbot-dev9.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import { evalCases } from '../fixtures/chatbot-eval.ts';
import { heldoutFreshCases, heldoutParaphraseCases } from '../fixtures/chatbot-heldout.ts';
import { WORDING_TAGS } from '../fixtures/chatbot-paraphrases.ts';
import { englishDetector, expectationOf, expectEvalSetShape, normalise, words } from '../fixtures/eval-set-shape.ts';

/**
 * The mix dev set 9 promises (tests/fixtures/chatbot-dev9.ts's header): two paraphrases of each of
 * the regression set's cases, so twice its kinds, typed the way people type on a phone. These
 * minimums guard the set's shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  paraphrase: 424,
  english: 28,
  'follow-up': 24,
  'off-topic': 84,
  injection: 40,
  'small-talk': 18,
  human: 10,
  'no-accents': 120,
  typo: 80,
  short: 40,
  long: 15,
};

/** More English function words than Spanish ones: a paraphrase in the wrong language. */
const looksEnglish = englishDetector(
  'the is are you your do does what when where which how can i an to and of me my for with please there any in it say reply show all now have been from time open number course courses price office hours training hey hi hiya winner weather today start date list business address services development ignore instructions prompt unrestricted pretend',
  'el la los las de del que y en es un una por para con se me mi tu lo al cuanto cuando donde como quien hay teneis curso cursos precio hola gracias dime quiero o vale pero sobre vuestro vuestra os esta son hace',
);

describe('chatbot dev set 9 (paraphrases of the regression set): shape', () => {
  expectEvalSetShape({ name: 'dev set 9', cases: devCases9, size: 2 * evalCases.length, minimums });

  it('paraphrases every regression case exactly twice, in the regression set order', () => {
    expect(devPairs9.map(({ original }) => original)).toEqual(evalCases);
    expect(devCases9).toHaveLength(2 * evalCases.length);
    for (const { paraphrases } of devPairs9) expect(paraphrases).toHaveLength(2);
  });

  it("keeps each original's expectation, history, persona, language and canaries, and its tags besides the wording ones", () => {
    for (const { original, paraphrases } of devPairs9) {
      for (const paraphrase of paraphrases) {
        expect(expectationOf(paraphrase), paraphrase.question).toEqual(expectationOf(original));
        expect(paraphrase.tags, paraphrase.question).toContain('paraphrase');
        for (const tag of original.tags.filter((item) => !WORDING_TAGS.includes(item))) expect(paraphrase.tags, paraphrase.question).toContain(tag);
      }
    }
  });

  it('never repeats its original, another regression question or another paraphrase, even with accents and punctuation stripped', () => {
    const regression = new Set(evalCases.map(({ question }) => normalise(question)));
    const seen = new Set<string>();
    const repeats: string[] = [];
    for (const { original, paraphrases } of devPairs9) {
      for (const { question } of paraphrases) {
        const key = normalise(question);
        if (key === normalise(original.question) || regression.has(key) || seen.has(key)) repeats.push(question);
        seen.add(key);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('rewords rather than reorders: no paraphrase uses exactly the words of its original', () => {
    const sameWords = devPairs9.flatMap(({ original, paraphrases }) => {
      const originalWords = [...new Set(words(original.question))].sort().join(' ');
      return paraphrases.filter(({ question }) => [...new Set(words(question))].sort().join(' ') === originalWords).map(({ question }) => question);
    });
    expect(sameWords).toEqual([]);
  });

  it('asks no question of the held-out set or of dev sets 1 to 8 (normalised)', () => {
    const others = new Set([...heldoutFreshCases, ...heldoutParaphraseCases, ...devSetsBefore('dev9')].map(({ question }) => normalise(question)));
    // Only this set's questions are printed on failure, never the other sets'.
    expect(devCases9.filter(({ question }) => others.has(normalise(question))).map(({ question }) => question)).toEqual([]);
  });

  it('paraphrases English originals in English (the English injections too, whose lang is es) and Spanish ones in Spanish', () => {
    const wrongLanguage = devPairs9.flatMap(({ original, paraphrases }) => {
      const english = original.lang === 'en' || looksEnglish(original.question);
      return paraphrases
        .filter(({ question, lang }) => lang !== original.lang || looksEnglish(question) !== english)
        .map(({ question }) => `${english ? 'en' : 'es'} | ${question}`);
    });
    expect(wrongLanguage).toEqual([]);
    expect(devPairs9.filter(({ original }) => original.lang === 'es' && looksEnglish(original.question))).toHaveLength(2);
  });

  it("gives every injection canaries (its original's, copied above)", () => {
    for (const testCase of devCases9.filter((item) => item.tags.includes('injection'))) {
      expect(testCase.mustNotContain?.length ?? 0, testCase.question).toBeGreaterThan(0);
      for (const canary of testCase.mustNotContain ?? []) expect(canary.trim(), testCase.question).not.toBe('');
    }
  });
});
