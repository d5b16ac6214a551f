import { devPairs20, pairParaphrases } from '../fixtures/chatbot-dev20.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import type { ParaphrasePair } from '../fixtures/chatbot-paraphrases.ts';
import { englishDetector } from '../fixtures/eval-set-shape.ts';
import { expectParaphraseSetShape, styles } from '../fixtures/paraphrase-set-shape.ts';

/**
 * The mix dev set 20 promises (tests/fixtures/chatbot-dev20.ts's header): one paraphrase of each of
 * the regression set's cases, so its kinds once each, half dictated by voice and half written like a
 * formal email. These minimums guard the set's shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  paraphrase: 212,
  english: 15,
  'follow-up': 12,
  'off-topic': 44,
  injection: 20,
  'small-talk': 9,
  human: 5,
  'no-accents': 60,
  typo: 20,
  long: 60,
};

/** More English marker words than Spanish ones: a text written in English. No word of both languages is listed. */
const looksEnglish = englishDetector(
  'the an is are do does did you your we our i my it what whats which when where who how can could would should will have has there any some and or of for to in on at with from about by course courses class price fee cost number call office please like know want speak talk person someone need today this that be was been show write say tell hello hi hey ok just previous instructions pretend print forget exactly all only answer dear team regards kind thank thanks um uh so thing kicking off enquire would',
  'el la los las es son de del que en con por para un una y o mi tu te se hay cual cuanto cuando donde quien como curso cursos precio lo al esta este eso algo pero quiero ustedes tienen les agradeceria quisiera saber buenas buenos tardes dias estimados saludo cordial bueno pues vale oye mira',
);

/** Fewest words of a long paraphrase. */
const LONG_WORDS = 25;

/** A formal message: a greeting before the ask or a sign-off after it. */
const greetingOrSignOff =
  /^(buen[oa]s (d[ií]as|tardes|noches)|estimad[oa]s?|disculpe|hola|dear|good (morning|afternoon|evening)|hello)\b|\b(un cordial saludo|cordialmente|saludos cordiales|un saludo|quedo a la espera|gracias de antemano|muchas gracias|atentamente|kind regards|best regards|regards|thank you in advance|many thanks|sincerely)\b/i;

expectParaphraseSetShape({
  name: 'dev set 20',
  style: 'dictated by voice or written like a formal email',
  pairs: devPairs20,
  pairParaphrases,
  minimums,
  maxSharedWords: 0.5,
  looksEnglish,
  // The header's shares, with a margin either side: dictated with no punctuation at all, long, marked typos, formal with a greeting or a sign-off.
  shares: {
    noPunctuation: { min: 0.4, max: 0.5, has: ({ paraphrase }: ParaphrasePair) => !/[.,;:¿?¡!]/.test(paraphrase.question) },
    long: { min: 0.17, max: 0.23, has: styles.atLeastWords(LONG_WORDS) },
    typo: { min: 0.08, max: 0.13, has: styles.typo },
    formal: { min: 0.45, max: 0.55, has: ({ paraphrase }: ParaphrasePair) => greetingOrSignOff.test(paraphrase.question) },
  },
  longWords: LONG_WORDS,
  // A formal message closes with a sign-off after its ask, so its ask may sit in its first half.
  contextFirst: false,
  otherSets: 19,
});
