import { describe } from 'vitest';
import { devCases7 } from '../fixtures/chatbot-dev7.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import { expectComparisonsAndEnglish, expectEvalSetShape, expectInjectionCanaries } from '../fixtures/eval-set-shape.ts';

/**
 * The mix dev set 7 promises (tests/fixtures/chatbot-dev7.ts's header), per tag. The set was
 * written blind: these minimums guard its shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  recommendation: 40,
  'not-offered': 28,
  'yes-no': 38,
  'follow-up': 26,
  'multi-part': 15,
  company: 40,
  english: 32,
  'off-topic': 25,
  human: 10,
  'small-talk': 13,
  injection: 15,
  'no-accents': 70,
  typo: 12,
  short: 18,
  long: 10,
};

/** Comparisons and superlatives together: about one question in twelve. */
const COMPARISONS = 26;
/** English is about one question in ten. */
const ENGLISH_SHARE = { min: 0.08, max: 0.14 };

describe('chatbot dev set 7: shape', () => {
  expectEvalSetShape({ name: 'dev set 7', cases: devCases7, size: 320, minimums });

  expectComparisonsAndEnglish(
    'holds about two dozen comparisons and superlatives, and about one English question in ten',
    devCases7,
    COMPARISONS,
    ENGLISH_SHARE,
  );

  expectInjectionCanaries(devCases7);
});
