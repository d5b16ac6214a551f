import { describe, expect, it } from 'vitest';
import { devPairs22, pairParaphrases } from '../fixtures/chatbot-dev22.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import type { ParaphrasePair } from '../fixtures/chatbot-paraphrases.ts';
import { englishDetector } from '../fixtures/eval-set-shape.ts';
import { expectParaphraseSetShape, longestRegisterRun, shareProblems, styles } from '../fixtures/paraphrase-set-shape.ts';

/**
 * The mix dev set 22 promises (tests/fixtures/chatbot-dev22.ts's header): one paraphrase of each of
 * the regression set's cases, so its kinds once each, half written in a WhatsApp / young chat style
 * and half by an outsider who describes what they mean instead of naming it. These minimums guard
 * the set's shape, never the engine's answers.
 */
const minimums: Partial<Record<EvalTag, number>> = {
  paraphrase: 212,
  english: 15,
  'follow-up': 12,
  'off-topic': 44,
  injection: 20,
  'small-talk': 9,
  human: 5,
  'no-accents': 65,
  typo: 21,
  long: 55,
};

/** More English marker words than Spanish ones: a text written in English. No word of both languages is listed. */
const looksEnglish = englishDetector(
  'the an is are do does did you your we our i im my it what whats which when where who how can could would should will have has there any some and or of for to in on at with from about by course courses class price cost number call office please like know want speak talk person someone need today this that be was were been show type say tell hello hi hey heyyy ok so just sorry if lol u r n w b4 guys gonna gotta rn forget everything told previous instructions pretend print ignore kick off date real human machine help',
  'el la los las es son de del que q en con por para pa un una y o mi tu te se hay cual cuanto cuando donde quien como curso cursos precio lo al esta este eso algo pero quiero teneis os vosotros porfa ey jaja jajaja tio formacion',
);

/** Fewest words of a long paraphrase. */
const LONG_WORDS = 25;

/** A chat marker as a whole word (accented letters count as letters, unlike in `\b`). */
const chatWord = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

/** The chat style: an abbreviation or slang word, "jaja", an emoji, or a letter stretched three times. */
const chatMarks = [
  chatWord(
    'q|xq|pq|tb|tmb|k|dnd|cdo|x fa|porfa|finde|info|plis|pls|pa|pal|d|t|x|num|ofi|bro|tio|tia|mola|guay|rollo|en plan|jaja\\p{L}*|lol|u|r|n|w|b4|gonna|gotta|rn|smth|whats|ey|oye|curro|bcn|apps?',
  ),
  /[😅🙏👀🤔👋]/u,
  /(\p{L})\1\1/u,
];
const isChat = (text: string) => chatMarks.some((mark) => mark.test(text));

/** The outsider's full sentence: no chat mark, from a capital (after an opening ¿ or ¡) to a final stop, question or exclamation mark. */
const isOutsider = (text: string) => !isChat(text) && /^[¿¡]?\p{Lu}[\s\S]*[.?!»)]$/u.test(text);

/** An outsider who opens with who they are: their age, job, business, family or where they live. */
const opensWithWhoTheyAre = (text: string) =>
  /^(Soy|Tengo (\d+|[a-zé]+( y [a-z]+)?) años|Tengo (un|una) |Trabajo|Llevo|Dirijo|Doy clase|Vivo|Me mudo|Mi hij[oa]|En mi oficina|I'm|My dad)\b/u.test(text);

const chat = ({ paraphrase }: ParaphrasePair) => isChat(paraphrase.question);
const outsider = ({ paraphrase }: ParaphrasePair) => isOutsider(paraphrase.question);

/** The header's shares, with a margin either side. */
const shares = {
  chat: { min: 0.45, max: 0.55, has: chat },
  outsider: { min: 0.45, max: 0.55, has: outsider },
  long: { min: 0.17, max: 0.23, has: styles.atLeastWords(LONG_WORDS) },
  typo: { min: 0.08, max: 0.13, has: styles.typo },
  introduced: { min: 0.08, max: 0.14, has: ({ paraphrase }: ParaphrasePair) => opensWithWhoTheyAre(paraphrase.question) },
};

expectParaphraseSetShape({
  name: 'dev set 22',
  style: 'WhatsApp chat style or an outsider describing instead of naming',
  pairs: devPairs22,
  pairParaphrases,
  minimums,
  maxSharedWords: 0.5,
  looksEnglish,
  shares,
  longWords: LONG_WORDS,
  otherSets: 21,
});

/** The register of a paraphrase: 'C' chat, 'O' outsider, '-' neither. */
const registerOf = (pair: ParaphrasePair) => (chat(pair) ? 'C' : outsider(pair) ? 'O' : '-');

/** The longest run of consecutive paraphrases in one register. */
const longestRun = (pairs: readonly ParaphrasePair[]) => longestRegisterRun(pairs, registerOf);

describe('chatbot dev set 22: its own promises', () => {
  it('tells the two registers apart: chat marks, and full sentences without them', () => {
    for (const text of ['ey lo de nlp / la siguiente tanda pa cuando es?', 'holaaa', 'graciasss x todo 🙏', 'yo what can i study w u guys']) {
      expect(isChat(text), text).toBe(true);
      expect(isOutsider(text), text).toBe(false);
    }
    for (const text of ['¿Cuántas semanas dura la formación de iniciación?', 'Me interesa la formación de nivel alto.', 'Sorry, could a real human help me?']) {
      expect(isChat(text), text).toBe(false);
      expect(isOutsider(text), text).toBe(true);
    }
    // A word ending in an accented letter is not an abbreviation ("formación" is no "n").
    expect(isChat('¿Dónde está la formación?')).toBe(false);
    expect(opensWithWhoTheyAre('Soy contable y me apaño con Excel. ¿Qué sé yo?')).toBe(true);
    expect(opensWithWhoTheyAre('¿Qué cursos hay?')).toBe(false);
  });

  it('alternates its registers rather than writing them in blocks (never more than three in a row)', () => {
    expect(longestRun(devPairs22)).toBeLessThanOrEqual(3);
    // Sorted by register, the same set is written in blocks.
    const sorted = [...devPairs22].sort((a, b) => registerOf(a).localeCompare(registerOf(b)));
    expect(longestRun(sorted)).toBeGreaterThan(3);
  });

  it('fails a share on a copy written in one register only', () => {
    const allChat = devPairs22.map((pair) => ({ ...pair, paraphrase: { ...pair.paraphrase, question: 'holaaa q tal' } }));
    expect(shareProblems(allChat, { chat: shares.chat, outsider: shares.outsider })).toHaveLength(2);
    const allOutsider = devPairs22.map((pair) => ({ ...pair, paraphrase: { ...pair.paraphrase, question: 'Perdonad, ¿qué cursos tenéis?' } }));
    expect(shareProblems(allOutsider, { chat: shares.chat, outsider: shares.outsider })).toHaveLength(2);
  });
});
