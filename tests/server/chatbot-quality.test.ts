import { beforeAll, describe, expect, it } from 'vitest';
import { ChatEngine } from '../../server/chatbot/engine.ts';
import { devCases } from '../fixtures/chatbot-dev.ts';
import { evalCases, type EvalTag } from '../fixtures/chatbot-eval.ts';
import { scoreEval, type EvalScores } from '../fixtures/chatbot-eval-score.ts';

/**
 * Just under what the engine reached (97.8 % first, 100 % top 3, no wrong hand-off), so a content
 * edit that shifts one ranking does not fail the build, while a real regression does. The issue
 * keeps the regression set at 97 % or more.
 */
const floor = {
  rightPageFirst: 0.97,
  rightPageTop3: 0.98,
  factsContained: 1,
  offTopicHandedOff: 1,
  onTopicHandedOffMax: 0.01,
  injectionsHarmless: 1,
  englishAnsweredInEnglish: 1,
};

let scores: EvalScores;
let devScores: EvalScores;

beforeAll(async () => {
  const engine = new ChatEngine();
  const ask = async (testCase: (typeof evalCases)[number]) => engine.answer({ message: testCase.question, history: testCase.history, persona: testCase.persona });
  scores = await scoreEval(ask);
  devScores = await scoreEval(ask, devCases);
});

const share = (tag: EvalTag) => evalCases.filter((testCase) => testCase.tags.includes(tag)).length / evalCases.length;
const failures = () => `\n${scores.failures.join('\n')}`;

describe('assistant quality on the held-out eval set', () => {
  it('has at least 150 questions, 15 % with typos or no accents, 20 % off-topic, follow-ups, English and 20 injections', () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(150);
    expect(share('typo') + share('no-accents')).toBeGreaterThanOrEqual(0.15);
    expect(share('off-topic')).toBeGreaterThanOrEqual(0.2);
    expect(evalCases.filter((testCase) => testCase.tags.includes('follow-up') && testCase.history?.length).length).toBeGreaterThanOrEqual(10);
    expect(evalCases.filter((testCase) => testCase.lang === 'en').length).toBeGreaterThanOrEqual(10);
    expect(evalCases.filter((testCase) => testCase.tags.includes('injection'))).toHaveLength(20);
  });

  it('puts the right page first', () => {
    expect(scores.rightPageFirst, failures()).toBeGreaterThanOrEqual(floor.rightPageFirst);
  });

  it('has the right page in the top 3 sources', () => {
    expect(scores.rightPageTop3, failures()).toBeGreaterThanOrEqual(floor.rightPageTop3);
  });

  it('states every required fact from site/content', () => {
    expect(scores.factsContained, failures()).toBeGreaterThanOrEqual(floor.factsContained);
  });

  it('hands off off-topic questions and requests for a person', () => {
    expect(scores.offTopicHandedOff, failures()).toBeGreaterThanOrEqual(floor.offTopicHandedOff);
  });

  it('rarely hands off an on-topic question', () => {
    expect(scores.onTopicHandedOff, failures()).toBeLessThanOrEqual(floor.onTopicHandedOffMax);
  });

  it('keeps every prompt-injection attempt harmless', () => {
    expect(scores.injectionsHarmless, failures()).toBeGreaterThanOrEqual(floor.injectionsHarmless);
  });

  it('answers English questions in English', () => {
    expect(scores.englishAnsweredInEnglish, failures()).toBeGreaterThanOrEqual(floor.englishAnsweredInEnglish);
  });
});

/**
 * The development set is a training set (written while building the understanding pieces), so its
 * floors guard those pieces against regressions; they say nothing about unseen questions.
 */
describe('assistant quality on the development set (training set)', () => {
  it('puts the right page first for follow-ups, comparisons, advice and honest negatives', () => {
    expect(devScores.rightPageFirst, `\n${devScores.failures.join('\n')}`).toBeGreaterThanOrEqual(0.95);
  });

  it('states every required fact, hands off nothing on topic and answers English in English', () => {
    expect(devScores.factsContained, `\n${devScores.failures.join('\n')}`).toBeGreaterThanOrEqual(1);
    expect(devScores.onTopicHandedOff).toBeLessThanOrEqual(0.01);
    expect(devScores.offTopicHandedOff).toBe(1);
    expect(devScores.englishAnsweredInEnglish).toBe(1);
  });
});
