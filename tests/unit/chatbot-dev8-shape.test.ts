import { describe } from 'vitest';
import { devCases8 } from '../fixtures/chatbot-dev8.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import { expectComparisonsAndEnglish, expectEvalSetShape, expectInjectionCanaries } from '../fixtures/eval-set-shape.ts';

/**
 * The mix dev set 8 promises (tests/fixtures/chatbot-dev8.ts's header), per tag. The set was
 * written blind: these minimums guard its shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  recommendation: 38,
  'not-offered': 26,
  'yes-no': 36,
  'follow-up': 26,
  'multi-part': 15,
  company: 42,
  english: 32,
  'off-topic': 25,
  human: 10,
  'small-talk': 14,
  injection: 15,
  'no-accents': 160,
  typo: 14,
  short: 18,
  long: 10,
};

/** Comparisons and superlatives together: about one question in twelve. */
const COMPARISONS = 26;
/** English is about one question in ten. */
const ENGLISH_SHARE = { min: 0.08, max: 0.14 };

describe('chatbot dev set 8: shape', () => {
  expectEvalSetShape({ name: 'dev set 8', cases: devCases8, size: 340, minimums });

  expectComparisonsAndEnglish(
    'holds about two dozen comparisons and superlatives, and about one English question in ten',
    devCases8,
    COMPARISONS,
    ENGLISH_SHARE,
  );

  expectInjectionCanaries(devCases8);
});
