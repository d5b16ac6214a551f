import { beforeAll, describe, expect, it } from 'vitest';
import { ChatEngine } from '../../server/chatbot/engine.ts';
import { devCases } from '../fixtures/chatbot-dev.ts';
import { devCases2 } from '../fixtures/chatbot-dev2.ts';
import { devSets } from '../fixtures/chatbot-dev-sets.ts';
import { evalCases, type EvalCase, type EvalTag } from '../fixtures/chatbot-eval.ts';
import { scoreEval, type EvalScores } from '../fixtures/chatbot-eval-score.ts';
import { heldoutFreshCases, heldoutParaphraseCases } from '../fixtures/chatbot-heldout.ts';

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

/**
 * The held-out set (fresh questions and paraphrases of the regression set): floors at the engine's
 * measured values, rounded down to the percent (ceilings rounded up), so the set guards against
 * regressions today. Raised on 2026-11-28 after the tenth round of engine work on issue 11 (tuned on
 * dev sets 2 to 19; sets 16 to 19 were written blind that round and scored untouched first), which
 * raised the fresh questions' right page first (88.3 -> 89.4 %), top 3 (93.6 -> 94.3 %), facts (92.0
 * -> 93.6 %) and lowered their wrong hand-offs (3.1 -> 2.4 %); the paraphrases' figures did not move.
 * Raised again on 2026-11-28 (thirteenth round, tuned on dev sets up to 24, dev 24 written blind and
 * scored untouched first): fresh yes/no right 88.9 -> 91.7 %; paraphrases first 89.9 -> 90.6 %, top 3
 * 93.5 -> 94.2 %, facts 97.3 -> 98.6 %, wrong hand-offs 2.0 -> 1.4 %.
 * Raised on 2026-11-28 (fourteenth round): fresh off-topic and people 97.9 -> 100 %, the target, after
 * other companies' prices and shares, tools weighed against each other and requests for a person in
 * more words were heard (found with probes of my own, not from the set). Then, at the end of that
 * round: fresh right page first 90.6 -> 91.7 %, top 3 95.1 -> 96.2 %, facts 93.6 -> 94.1 %, wrong
 * hand-offs 2.4 -> 1.7 %;
 * paraphrases top 3 94.2 -> 94.96 %, wrong hand-offs 1.4 -> 0.7 %.
 * Raised on 2026-11-28 (fifteenth round, tuned on dev sets up to 27, dev 26 and 27 written blind and
 * scored untouched first): fresh right page first 91.7 -> 92.1 % (the target), top 3 96.2 -> 96.6 %,
 * facts 94.1 -> 95.2 %, wrong hand-offs 1.7 -> 1.4 %; paraphrases right page first 90.6 -> 92.1 %
 * (the target).
 * Raised on 2026-11-29 (sixteenth round, tuned on dev sets up to 38; 38 and 39 written blind, 38
 * scored untouched first): paraphrases facts 98.6 -> 100 % (fresh facts 95.2 -> 95.7 %, the same
 * percent), after an extra cost said to be absent became a "No" and seseo in writing was read.
 * The targets of issue 11 (92 % first, 92 % facts, ≤ 3 % wrong hand-offs, no invented number, 100 %
 * off-topic and injections) replace them as the engine meets them.
 */
const heldoutFloors: Record<
  'fresh' | 'paraphrases',
  Omit<typeof floor, 'injectionsHarmless'> & {
    injectionsHarmless: number;
    inventedNumbersMax: number;
    polarityCorrect: number;
    notOfferedHonest: number;
    smallTalkHandled: number;
  }
> = {
  fresh: {
    rightPageFirst: 0.92,
    rightPageTop3: 0.965,
    factsContained: 0.95,
    offTopicHandedOff: 1,
    onTopicHandedOffMax: 0.015,
    injectionsHarmless: 1,
    englishAnsweredInEnglish: 1,
    inventedNumbersMax: 0,
    polarityCorrect: 0.91,
    notOfferedHonest: 0.84,
    smallTalkHandled: 1,
  },
  paraphrases: {
    rightPageFirst: 0.92,
    rightPageTop3: 0.945,
    factsContained: 1,
    offTopicHandedOff: 0.96,
    onTopicHandedOffMax: 0.01,
    injectionsHarmless: 1,
    englishAnsweredInEnglish: 1,
    inventedNumbersMax: 0,
    polarityCorrect: 1,
    notOfferedHonest: 1,
    smallTalkHandled: 1,
  },
};

const engine = new ChatEngine();
const ask = async (testCase: EvalCase) => engine.answer({ message: testCase.question, history: testCase.history, persona: testCase.persona });

let scores: EvalScores;
let devScores: EvalScores;

beforeAll(async () => {
  scores = await scoreEval(ask);
  devScores = await scoreEval(ask, devCases);
});

const share = (tag: EvalTag) => evalCases.filter((testCase) => testCase.tags.includes(tag)).length / evalCases.length;
const failures = () => `\n${scores.failures.join('\n')}`;

describe('assistant quality on the regression eval set', () => {
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

  it('states no number that is not in site/content', () => {
    expect(scores.inventedNumbers, failures()).toBe(0);
  });
});

const freshCount = (tag: EvalTag) => heldoutFreshCases.filter((testCase) => testCase.tags.includes(tag)).length;

describe('the held-out eval set', () => {
  it('has at least 300 fresh questions of every kind the issue lists', () => {
    expect(heldoutFreshCases.length).toBeGreaterThanOrEqual(300);
    const minimum: [EvalTag, number][] = [
      ['typo', 15],
      ['no-accents', 40],
      ['short', 20],
      ['long', 5],
      ['comparison', 10],
      ['superlative', 10],
      ['recommendation', 20],
      ['follow-up', 20],
      ['english', 25],
      ['not-offered', 20],
      ['off-topic', 20],
      ['injection', 20],
      ['small-talk', 15],
      ['company', 25],
      ['yes-no', 25],
    ];
    for (const [tag, count] of minimum) expect(freshCount(tag), tag).toBeGreaterThanOrEqual(count);
    expect(heldoutFreshCases.filter((testCase) => testCase.tags.includes('follow-up') && !testCase.history?.length)).toEqual([]);
  });

  it('paraphrases every regression question once, in new words', () => {
    expect(heldoutParaphraseCases).toHaveLength(evalCases.length);
    const regression = new Set(evalCases.map((testCase) => testCase.question.toLowerCase()));
    expect(heldoutParaphraseCases.filter((testCase) => regression.has(testCase.question.toLowerCase()))).toEqual([]);
    expect(heldoutParaphraseCases.every((testCase) => testCase.tags.includes('paraphrase'))).toBe(true);
  });

  it('asks no question twice', () => {
    const questions = [...heldoutFreshCases, ...heldoutParaphraseCases].map((testCase) => testCase.question.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });
});

describe.each([
  ['fresh', heldoutFreshCases],
  ['paraphrases', heldoutParaphraseCases],
] as const)('assistant quality on the held-out %s questions (floors at today’s figures)', (name, cases) => {
  const limit = heldoutFloors[name];
  let heldout: EvalScores;
  // Only the figures: printing the misses of a held-out set would turn it into a set to tune on.
  const misses = () =>
    `held-out ${name}: first ${heldout.rightPageFirst}, top 3 ${heldout.rightPageTop3}, facts ${heldout.factsContained}, off-topic ${heldout.offTopicHandedOff}, wrong hand-offs ${heldout.onTopicHandedOff}, polarity ${heldout.polarityCorrect}, not offered ${heldout.notOfferedHonest} (misses are not printed: see npm run bench for the aggregates)`;

  beforeAll(async () => {
    heldout = await scoreEval(ask, cases);
  });

  it('puts the right page first and in the top 3', () => {
    expect(heldout.rightPageFirst, misses()).toBeGreaterThanOrEqual(limit.rightPageFirst);
    expect(heldout.rightPageTop3, misses()).toBeGreaterThanOrEqual(limit.rightPageTop3);
  });

  it('states the required facts', () => {
    expect(heldout.factsContained, misses()).toBeGreaterThanOrEqual(limit.factsContained);
  });

  it('hands off off-topic questions and requests for a person, and few on-topic ones', () => {
    expect(heldout.offTopicHandedOff, misses()).toBeGreaterThanOrEqual(limit.offTopicHandedOff);
    expect(heldout.onTopicHandedOff, misses()).toBeLessThanOrEqual(limit.onTopicHandedOffMax);
  });

  it('keeps injections harmless and answers English in English', () => {
    expect(heldout.injectionsHarmless, misses()).toBeGreaterThanOrEqual(limit.injectionsHarmless);
    expect(heldout.englishAnsweredInEnglish, misses()).toBeGreaterThanOrEqual(limit.englishAnsweredInEnglish);
  });

  it('invents no number, answers yes/no with the right polarity, says no to what is not offered, handles small talk', () => {
    expect(heldout.inventedNumbers, misses()).toBeLessThanOrEqual(limit.inventedNumbersMax);
    expect(heldout.polarityCorrect, misses()).toBeGreaterThanOrEqual(limit.polarityCorrect);
    expect(heldout.notOfferedHonest, misses()).toBeGreaterThanOrEqual(limit.notOfferedHonest);
    expect(heldout.smallTalkHandled, misses()).toBeGreaterThanOrEqual(limit.smallTalkHandled);
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

/**
 * The second development set (526 questions written from the content like a prospect on a phone):
 * also a training set, so these floors guard the engine's understanding against regressions, at
 * the figures it reached on 2026-11-23 rounded down to the percent (ceilings rounded up).
 */
const dev2Floor = {
  casesPassed: 0.95,
  rightPageFirst: 0.95,
  rightPageTop3: 0.96,
  factsContained: 0.96,
  onTopicHandedOffMax: 0.02,
  polarityCorrect: 0.97,
  notOfferedHonest: 0.93,
};

describe('assistant quality on the development set 2 (training set)', () => {
  let dev2: EvalScores;
  const misses = () => `\n${dev2.failures.join('\n')}`;

  beforeAll(async () => {
    dev2 = await scoreEval(ask, devCases2);
  });

  it('answers most cases whole and puts the right page first', () => {
    expect(dev2.casesPassed, misses()).toBeGreaterThanOrEqual(dev2Floor.casesPassed);
    expect(dev2.rightPageFirst, misses()).toBeGreaterThanOrEqual(dev2Floor.rightPageFirst);
    expect(dev2.rightPageTop3, misses()).toBeGreaterThanOrEqual(dev2Floor.rightPageTop3);
  });

  it('states the facts, hands off off-topic and few on-topic questions, keeps injections harmless', () => {
    expect(dev2.factsContained, misses()).toBeGreaterThanOrEqual(dev2Floor.factsContained);
    expect(dev2.offTopicHandedOff, misses()).toBe(1);
    expect(dev2.onTopicHandedOff, misses()).toBeLessThanOrEqual(dev2Floor.onTopicHandedOffMax);
    expect(dev2.injectionsHarmless, misses()).toBe(1);
    expect(dev2.englishAnsweredInEnglish, misses()).toBe(1);
  });

  it('invents no number, never answers yes/no with the wrong polarity, says no to what is not offered, handles small talk', () => {
    expect(dev2.inventedNumbers, misses()).toBe(0);
    expect(dev2.wrongPolarity, misses()).toBe(0);
    expect(dev2.polarityCorrect, misses()).toBeGreaterThanOrEqual(dev2Floor.polarityCorrect);
    expect(dev2.notOfferedHonest, misses()).toBeGreaterThanOrEqual(dev2Floor.notOfferedHonest);
    expect(dev2.smallTalkHandled, misses()).toBe(1);
  });
});

/**
 * The paraphrase sets read so far (dev sets 28 to 47: every off-topic, small-talk, hand-off and
 * injection case of the regression set, asked in forty registers): training sets too, so this floor
 * guards the off-topic and people handling they taught against regressions. Floors just under the
 * figures of 2026-11-30 (99.8 % of 3,198 cases whole, off-topic 99.96 %, small talk 98.9 %, wrong
 * hand-offs 0.9 %). A set written blind joins the list only once it has been read: its misses
 * would be printed here.
 */
const readParaphraseSets = Array.from({ length: 20 }, (_, index) => `dev${28 + index}`);

describe('assistant quality on the paraphrase sets read so far (training sets)', () => {
  let read: EvalScores;
  const misses = () => `\n${read.failures.join('\n')}`;

  beforeAll(async () => {
    read = await scoreEval(
      ask,
      readParaphraseSets.flatMap((name) => devSets[name] ?? []),
    );
  });

  it('covers the twenty sets and answers nearly every case whole', () => {
    expect(read.cases).toBe(234 + 19 * 156);
    expect(read.casesPassed, misses()).toBeGreaterThanOrEqual(0.995);
  });

  it('hands off what is not ours and little that is, keeps every injection harmless, invents nothing, answers small talk', () => {
    expect(read.offTopicHandedOff, misses()).toBeGreaterThanOrEqual(0.999);
    expect(read.injectionsHarmless, misses()).toBe(1);
    expect(read.inventedNumbers, misses()).toBe(0);
    expect(read.smallTalkHandled, misses()).toBeGreaterThanOrEqual(0.985);
    expect(read.onTopicHandedOff, misses()).toBeLessThanOrEqual(0.01);
  });
});

/**
 * Dev sets 48 to 53, read on 2026-11-30 after their first blind scores (91.0, 86.5, 91.7, 89.1,
 * 94.2 and 91.7 %): the same cases in twelve newer registers (a commentator, an exam, a recipe, a
 * riddle, a diary, a play, a boss to the intern, a quiz-show host, a ship's log, a weather
 * presenter, a job interview, a customer review). Kept apart from the block above so its floors
 * stay where they were: these registers still trip the small talk more often (86 % handled after
 * reading them). Floors just under the figures of 2026-11-30 (97.5 % of 936 cases whole,
 * off-topic 99.9 %, small talk 86.1 %, wrong hand-offs 11.3 %).
 */
const newerParaphraseSets = ['dev48', 'dev49', 'dev50', 'dev51', 'dev52', 'dev53'];

describe('assistant quality on the newer paraphrase sets read so far (training sets)', () => {
  let read: EvalScores;
  const misses = () => `\n${read.failures.join('\n')}`;

  beforeAll(async () => {
    read = await scoreEval(
      ask,
      newerParaphraseSets.flatMap((name) => devSets[name] ?? []),
    );
  });

  it('covers the six sets and answers most cases whole', () => {
    expect(read.cases).toBe(6 * 156);
    expect(read.casesPassed, misses()).toBeGreaterThanOrEqual(0.974);
  });

  it('hands off what is not ours, keeps every injection harmless, invents nothing, answers most small talk', () => {
    expect(read.offTopicHandedOff, misses()).toBeGreaterThanOrEqual(0.998);
    expect(read.injectionsHarmless, misses()).toBe(1);
    expect(read.inventedNumbers, misses()).toBe(0);
    expect(read.smallTalkHandled, misses()).toBeGreaterThanOrEqual(0.85);
    expect(read.onTopicHandedOff, misses()).toBeLessThanOrEqual(0.12);
  });
});
