import { describe } from 'vitest';
import { devCases3 } from '../fixtures/chatbot-dev3.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import { expectEvalSetShape } from '../fixtures/eval-set-shape.ts';

/** The mix the set promises, per tag. */
const minimums: Partial<Record<EvalTag, number>> = {
  'no-accents': 60,
  typo: 25,
  short: 40,
  long: 15,
  comparison: 25,
  superlative: 20,
  recommendation: 50,
  'follow-up': 30,
  english: 30,
  'not-offered': 35,
  'off-topic': 35,
  injection: 20,
  'small-talk': 25,
  company: 30,
  'yes-no': 30,
  human: 8,
};

describe('chatbot dev set 3: shape', () => {
  expectEvalSetShape({ name: 'dev set 3', cases: devCases3, size: 400, minimums });
});
