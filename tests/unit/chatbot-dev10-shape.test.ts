import { describe, expect, it } from 'vitest';
import { devCases10 } from '../fixtures/chatbot-dev10.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import { expectComparisonsAndEnglish, expectEvalSetShape, noShareOf } from '../fixtures/eval-set-shape.ts';

/**
 * The mix dev set 10 promises (tests/fixtures/chatbot-dev10.ts's header), per tag. The set was
 * written blind: these minimums guard its shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  recommendation: 65,
  'yes-no': 55,
  company: 40,
  'not-offered': 38,
  english: 22,
  'no-accents': 130,
  typo: 3,
  short: 10,
  long: 2,
};

/** Comparisons and superlatives together: about one question in five. */
const COMPARISONS = 50;
/** English is about one question in ten. */
const ENGLISH_SHARE = { min: 0.08, max: 0.14 };

describe('chatbot dev set 10: shape', () => {
  expectEvalSetShape({ name: 'dev set 10', cases: devCases10, size: 250, minimums });

  expectComparisonsAndEnglish('holds about fifty comparisons and superlatives, and about one English question in ten', devCases10, COMPARISONS, ENGLISH_SHARE);

  it('answers about half of its yes/no questions with a "no"', () => {
    const noShare = noShareOf(devCases10);
    expect(noShare).toBeGreaterThanOrEqual(0.4);
    expect(noShare).toBeLessThanOrEqual(0.6);
  });
});
