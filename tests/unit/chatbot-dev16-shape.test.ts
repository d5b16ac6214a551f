import { devPairs16, pairParaphrases } from '../fixtures/chatbot-dev16.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import { englishDetector } from '../fixtures/eval-set-shape.ts';
import { expectParaphraseSetShape, isEnglishPair, styles } from '../fixtures/paraphrase-set-shape.ts';

/**
 * The mix dev set 16 promises (tests/fixtures/chatbot-dev16.ts's header): one paraphrase of each of
 * the regression set's cases, so its kinds once each, written the way busy or hesitant people write
 * on a phone. These minimums guard the set's shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  paraphrase: 212,
  english: 15,
  'follow-up': 12,
  'off-topic': 44,
  injection: 20,
  'small-talk': 9,
  human: 5,
  'no-accents': 125,
  typo: 24,
  short: 17,
  long: 35,
};

/** More English marker words than Spanish ones: a text written in English. No word of both languages is listed. */
const looksEnglish = englishDetector(
  'the an is are do does did you your we our i my it what whats which when where who how can could would should will have there any and or of for to in on at with from about course courses price fee cost number call office please like know want speak talk person someone need today this that be show write say tell hello hi hey ok just previous instructions pretend print forget exactly',
  'el la los las es son de del que en con por para un una y o mi tu te se hay cual cuanto cuando donde quien como curso cursos precio os vosotros teneis lo al esta este eso algo pero quiero sois',
);

/** Fewest words of a long paraphrase. */
const LONG_WORDS = 30;

expectParaphraseSetShape({
  name: 'dev set 16',
  style: 'indirect and informal',
  pairs: devPairs16,
  pairParaphrases,
  minimums,
  maxSharedWords: 0.5,
  looksEnglish,
  // The header's shares, with a margin either side: very short (2 to 5 words), long, marked typos, Spanish without accents.
  shares: {
    veryShort: { min: 0.2, max: 0.3, has: styles.wordsBetween(2, 5) },
    long: { min: 0.14, max: 0.2, has: styles.atLeastWords(LONG_WORDS) },
    typo: { min: 0.1, max: 0.15, has: styles.typo },
    accentless: { min: 0.75, max: 1, has: styles.accentless, among: (pair) => !isEnglishPair(looksEnglish)(pair) },
  },
  longWords: LONG_WORDS,
  otherSets: 15,
});
