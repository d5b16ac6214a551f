import { describe } from 'vitest';
import { devCases6 } from '../fixtures/chatbot-dev6.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import { expectComparisonsAndEnglish, expectEvalSetShape } from '../fixtures/eval-set-shape.ts';

/** The mix the set promises, per tag (tests/fixtures/chatbot-dev6.ts's header). */
const minimums: Partial<Record<EvalTag, number>> = {
  recommendation: 40,
  'not-offered': 30,
  'multi-part': 20,
  'follow-up': 25,
  'yes-no': 25,
  'off-topic': 18,
  human: 8,
  'small-talk': 8,
  injection: 9,
  english: 30,
  'no-accents': 45,
  typo: 8,
  short: 15,
  long: 8,
  company: 18,
};

/** Comparisons and superlatives together: about thirty. */
const COMPARISONS = 28;
/** English is about one question in eight. */
const ENGLISH_SHARE = { min: 0.1, max: 0.15 };

describe('chatbot dev set 6: shape', () => {
  expectEvalSetShape({ name: 'dev set 6', cases: devCases6, size: 250, minimums });

  expectComparisonsAndEnglish(
    'holds about thirty comparisons and superlatives, and about one English question in eight',
    devCases6,
    COMPARISONS,
    ENGLISH_SHARE,
  );
});
