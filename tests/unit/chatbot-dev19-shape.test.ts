import { devPairs19, pairParaphrases } from '../fixtures/chatbot-dev19.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import { englishDetector } from '../fixtures/eval-set-shape.ts';
import { expectParaphraseSetShape, isEnglishPair, styles } from '../fixtures/paraphrase-set-shape.ts';

/**
 * The mix dev set 19 promises (tests/fixtures/chatbot-dev19.ts's header): one paraphrase of each of
 * the regression set's cases, so its kinds once each, written the way people type into a search box
 * or a chat on a small phone. These minimums guard the set's shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  paraphrase: 212,
  english: 15,
  'follow-up': 12,
  'off-topic': 44,
  injection: 20,
  'small-talk': 9,
  human: 5,
  'no-accents': 80,
  typo: 24,
  short: 28,
  long: 20,
};

/** More English marker words than Spanish ones: a text written in English. No word of both languages is listed. */
const looksEnglish = englishDetector(
  'the an is are do does did you your we our i my it what whats which when where who how can could would should will have has there any some and or of for to in on at with from about by course courses class classes training trainings price fee cost number call office branch address please like know want speak talk person human someone need today this that be was been show write say tell hello hi hey ok just previous instructions pretend print forget exactly all only answer told before act without limits begins day start date time open make applications clients team winner weather now work trip still not which clothes put bag flying afternoon living full so cannot go done internet classroom tried find information myself but case bit special prefer from possible list',
  'el la los las es son de del que en con por para un una y o mi tu te se hay cual cuanto cuando donde quien como curso cursos precio lo al esta este eso algo pero quiero ustedes tienen dan sale plata ya sos',
);

/** Fewest words of a long paraphrase, most words of a very short one. */
const LONG_WORDS = 25;
const VERY_SHORT_WORDS = 4;

expectParaphraseSetShape({
  name: 'dev set 19',
  style: 'search-box and Latin American style',
  pairs: devPairs19,
  pairParaphrases,
  minimums,
  maxSharedWords: 0.5,
  looksEnglish,
  // The header's shares, with a margin either side: no question mark at all, very short, long, marked typos, Spanish without any accent.
  shares: {
    noQuestionMark: { min: 0.28, max: 0.4, has: styles.noQuestionMark },
    veryShort: { min: 0.2, max: 0.3, has: styles.wordsBetween(1, VERY_SHORT_WORDS) },
    long: { min: 0.07, max: 0.13, has: styles.atLeastWords(LONG_WORDS) },
    typo: { min: 0.1, max: 0.15, has: styles.typo },
    accentless: { min: 0.7, max: 0.95, has: styles.accentless, among: (pair) => !isEnglishPair(looksEnglish)(pair) },
  },
  longWords: LONG_WORDS,
  otherSets: 17,
});
