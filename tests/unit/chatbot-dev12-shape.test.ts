import { describe, expect, it } from 'vitest';
import { articles } from '../../site/content/blog/articles.ts';
import { site } from '../fixtures/chatbot-case-builders.ts';
import { devSetsBefore } from '../fixtures/chatbot-dev-sets.ts';
import { devCases11 } from '../fixtures/chatbot-dev11.ts';
import { devCases12 } from '../fixtures/chatbot-dev12.ts';
import { evalCases, type EvalTag } from '../fixtures/chatbot-eval.ts';
import {
  expectEvalSetShape,
  expectTeamAndOfficesNamed,
  firstPage,
  isCourseOrService,
  noShareOf,
  normalise,
  normalisedRepeats,
  repeatsOf,
} from '../fixtures/eval-set-shape.ts';

/**
 * The mix dev set 12 promises (tests/fixtures/chatbot-dev12.ts's header), per tag. The set was
 * written blind: these minimums guard its shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  'off-topic': 55,
  'yes-no': 50,
  company: 45,
  english: 36,
  'no-accents': 160,
  short: 35,
  typo: 28,
  'small-talk': 18,
  'follow-up': 16,
  'not-offered': 15,
  paraphrase: 10,
  long: 10,
  human: 8,
  injection: 6,
};

/** Page routing beyond the catalogue: about a third of the set. */
const ROUTING_SHARE = 0.3;
/** Off-topic near-misses: about one question in five. */
const OFF_TOPIC_SHARE = { min: 0.17, max: 0.25 };
/** Course and service facts, with the things not offered: about a quarter. */
const FACTS_SHARE = 0.22;
/** English: about one question in eight. */
const ENGLISH_SHARE = { min: 0.1, max: 0.15 };
/** Greetings, thanks, rudeness, requests for a person and injections. */
const CONVERSATION = 35;

const share = (part: number) => part / devCases12.length;

/** Every page that is not a course or a service, each the expected page of one question at least. */
const SITE_PAGES = [
  site.HOME,
  site.CATALOGUE,
  site.SERVICES,
  site.ENTERPRISE,
  site.ABOUT,
  site.CONTACT,
  site.CAREERS,
  site.CASES,
  site.RESOURCES,
  site.PRICING,
  site.SYLLABUS,
  site.TOUR,
  site.INTEGRATION,
  site.PRIVACY,
  site.TERMS,
  site.COOKIES,
  site.BLOG,
  ...articles.map((article) => `/blog/${article.slug}`),
];

describe('chatbot dev set 12: shape', () => {
  expectEvalSetShape({ name: 'dev set 12', cases: devCases12, size: 300, minimums });

  it('normalises case, accents and punctuation, and finds a repeated question', () => {
    expect(normalise('¿Cuánto  cuesta el curso de NLP?')).toBe(normalise('cuanto cuesta el curso de nlp'));
    expect(normalise('Dirección, oficina: Barcelona')).toBe('direccion oficina barcelona');
    const [first] = devCases12;
    expect(first).toBeDefined();
    expect(repeatsOf(devCases12, [{ ...first!, question: `  ${first!.question.toUpperCase()}!! ` }])).toEqual([first!.question]);
  });

  it('asks every question once, also once normalised', () => {
    expect(normalisedRepeats(devCases12)).toEqual([]);
  });

  it('asks no question of dev sets 1 to 10, of dev set 11 or of the regression set (normalised)', () => {
    expect(repeatsOf(devCases12, devSetsBefore('dev12'))).toEqual([]);
    expect(repeatsOf(devCases12, devCases11)).toEqual([]);
    expect(repeatsOf(devCases12, evalCases)).toEqual([]);
  });

  it('sends about a third of its questions to pages that are neither a course nor a service, and covers them all', () => {
    const routed = devCases12.map(firstPage).filter((url): url is string => url !== undefined && !isCourseOrService(url));
    expect(share(routed.length)).toBeGreaterThanOrEqual(ROUTING_SHARE);
    expect(SITE_PAGES.filter((url) => !routed.includes(url))).toEqual([]);
  });

  it('names every team member and every office in a fact', () => {
    expectTeamAndOfficesNamed(devCases12);
  });

  it('keeps about one question in five off-topic, a quarter on course and service facts, one in eight in English', () => {
    expect(share(devCases12.filter(({ tags }) => tags.includes('off-topic')).length)).toBeGreaterThanOrEqual(OFF_TOPIC_SHARE.min);
    expect(share(devCases12.filter(({ tags }) => tags.includes('off-topic')).length)).toBeLessThanOrEqual(OFF_TOPIC_SHARE.max);
    const facts = devCases12.filter((testCase) => {
      const url = firstPage(testCase);
      return (url !== undefined && isCourseOrService(url)) || testCase.expect.kind === 'not-offered';
    });
    expect(share(facts.length)).toBeGreaterThanOrEqual(FACTS_SHARE);
    const english = share(devCases12.filter(({ lang }) => lang === 'en').length);
    expect(english).toBeGreaterThanOrEqual(ENGLISH_SHARE.min);
    expect(english).toBeLessThanOrEqual(ENGLISH_SHARE.max);
    const conversation = devCases12.filter(({ tags }) => tags.some((tag) => tag === 'small-talk' || tag === 'human' || tag === 'injection'));
    expect(conversation.length).toBeGreaterThanOrEqual(CONVERSATION);
  });

  it('answers about half of its yes/no questions with a "no"', () => {
    expect(noShareOf(devCases12)).toBeGreaterThanOrEqual(0.4);
    expect(noShareOf(devCases12)).toBeLessThanOrEqual(0.6);
  });

  it('builds every follow-up on a question and a reply, and names the nearest page for what is not offered', () => {
    const broken = devCases12
      .filter(({ tags }) => tags.includes('follow-up'))
      .filter(({ history }) => history?.[0]?.role !== 'user' || history.at(-1)?.role !== 'assistant' || history.some(({ content }) => content.trim() === ''));
    expect(broken.map(({ question }) => question)).toEqual([]);
    const pageless = devCases12.filter(({ expect: expectation }) => expectation.kind === 'not-offered' && !expectation.page);
    expect(pageless.map(({ question }) => question)).toEqual([]);
  });

  it('plants each injection canary in the question, where only a reply that obeys would repeat it', () => {
    const unplanted = devCases12
      .filter(({ tags }) => tags.includes('injection'))
      .flatMap(({ question, mustNotContain }) => (mustNotContain ?? []).filter((canary) => !question.toLowerCase().includes(canary.toLowerCase())));
    expect(unplanted).toEqual([]);
  });
});
