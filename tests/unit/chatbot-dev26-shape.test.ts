import { describe, expect, it } from 'vitest';
import { devSetsBefore } from '../fixtures/chatbot-dev-sets.ts';
import { devCases26, devPairs26, pairParaphrases } from '../fixtures/chatbot-dev26.ts';
import type { EvalTag } from '../fixtures/chatbot-eval.ts';
import type { ParaphrasePair } from '../fixtures/chatbot-paraphrases.ts';
import { englishDetector, repeatsOf } from '../fixtures/eval-set-shape.ts';
import { expectParaphraseSetShape, longestRegisterRun, shareProblems, styles } from '../fixtures/paraphrase-set-shape.ts';

/**
 * The mix dev set 26 promises (tests/fixtures/chatbot-dev26.ts's header): one paraphrase of each of
 * the regression set's cases, so its kinds once each, written in three registers of ordinary
 * prospects, about a third each: Latin American Spanish (American casual English), a formal,
 * professional message (business English), and a short, plain phone query. These minimums guard
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
  'no-accents': 40,
  typo: 17,
  long: 36,
  short: 16,
};

/** More English marker words than Spanish ones: a text written in English. No word of both languages is listed. */
const looksEnglish = englishDetector(
  'the an is are do does you your we our i im my it what whats which when where who how can could would should will have has there any some and or of for to in on at with from about by course courses class classes price cost fee number call office address please like know want speak talk person someone need today this that be was were been show type say tell hello hi hey folks begins let good morning ok so just if got guys kinda wanna gonna next date advanced development time open close last winner disregard everything above reply pretend print ignore previous instructions human bot actual chat run beginner remotely thank also its start looking training whether such programme grateful kindly telephone line dial reach company travelling business month premises confirm forecast looks afternoon considering enrolling staff behave without restrictions display initial configuration message given',
  'el la los las es son de del que en con por para un una y o mi tu te se hay cual cuanto cuanta cuando donde quien como curso cursos precio lo al esta este eso algo pero quiero ustedes usted me su sus le no',
);

/** Fewest words of a long paraphrase, whose ask must come after its context. */
const LONG_WORDS = 18;

/** A marker as a whole word or phrase (accented letters count as letters, unlike in `\b`). */
const marker = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * Latin American Spanish: ustedes, ocupar for "need", acá / allá, celular, plata, agendar, the
 * voseo (vos, sos, tenés, contame, poné…), ahorita, chamba, "cuánto sale", "me pueden", "me
 * podrían", "qué onda", "me late"; in English its match, American casual (you guys, wanna, kinda).
 */
const LATAM = marker(
  "ustedes|ocupo|ocupa|ocupamos|ocupan|acá|aca|allá|celular|plata|agendar|vos|sos|tenés|querés|podés|pasá|contestá|poné|hacé|contame|mostrame|contestame|olvidate|che|platicar|ahorita|chamba|chambeo|cu[aá]nto (me |nos )?sale|me pueden|me podr[ií]an|oigan|compu|qu[eé] onda|me late|you guys|y'all|wanna|gonna|kinda",
);

/** Formal, professional Spanish: usted and its courtesy formulas; in English, business English. */
const FORMAL = marker(
  'usted|quisiera|le agradecer[ií]a|le agradezco|ser[ií]a posible|desear[ií]a|me gustar[ií]a|podr[ií]a|disculpe|le ruego|le saludo|cordialmente|le escribo|could you|would you|i would|kindly|grateful',
);

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** The phone query: eight words at most, all lower case, no accent, no opening ¿ or ¡. */
const isPlainShort = (text: string) => wordCount(text) <= 8 && !/[\p{Lu}áéíóúü¿¡]/u.test(text);

/** The register of a text: 'L' Latin American, 'F' formal, 'S' short, 'X' markers of both L and F, '-' none. */
const registerOfText = (text: string) => {
  const latam = LATAM.test(text);
  const formal = FORMAL.test(text);
  if (latam && formal) return 'X';
  if (latam) return 'L';
  if (formal) return 'F';
  return isPlainShort(text) ? 'S' : '-';
};

const registerOf = ({ paraphrase }: ParaphrasePair) => registerOfText(paraphrase.question);
const inRegister =
  (register: string) =>
  (pair: ParaphrasePair): boolean =>
    registerOf(pair) === register;

/** The header's shares, with a margin either side. */
const shares = {
  latam: { min: 0.28, max: 0.39, has: inRegister('L') },
  formal: { min: 0.28, max: 0.39, has: inRegister('F') },
  short: { min: 0.28, max: 0.39, has: inRegister('S') },
  long: { min: 0.15, max: 0.25, has: styles.atLeastWords(LONG_WORDS) },
  typo: { min: 0.07, max: 0.11, has: styles.typo },
};

expectParaphraseSetShape({
  name: 'dev set 26',
  style: 'Latin American, formal or short phone query',
  pairs: devPairs26,
  pairParaphrases,
  minimums,
  maxSharedWords: 0.5,
  looksEnglish,
  shares,
  longWords: LONG_WORDS,
  otherSets: 25,
});

/** The longest run of consecutive paraphrases in one register. */
const longestRun = (pairs: readonly ParaphrasePair[]) => longestRegisterRun(pairs, registerOf);

describe('chatbot dev set 26: its own promises', () => {
  it('tells the three registers apart by their markers', () => {
    for (const text of ['¿Cuánto sale el de GPT-4?', 'ocupo un curso, ¿ustedes tienen?', 'che, ¿vos sos un bot?', 'what kinda classes you guys got?']) {
      expect(registerOfText(text), text).toBe('L');
    }
    for (const text of ['Quisiera saber el importe del programa.', 'Le agradecería que me indicara la fecha.', 'Could you tell me the fee?']) {
      expect(registerOfText(text), text).toBe('F');
    }
    for (const text of ['precio curso ml avanzado?', 'horario oficina madrid', 'head office address']) {
      expect(registerOfText(text), text).toBe('S');
    }
    // Neither: a long plain question, a short one with a capital or an accent; both: mixed markers.
    expect(registerOfText('¿Qué cursos tenéis para empezar desde cero sin saber nada de programación?')).toBe('-');
    expect(registerOfText('Precio curso')).toBe('-');
    expect(registerOfText('¿qué duda?')).toBe('-');
    expect(registerOfText('Quisiera saber si ustedes tienen cursos.')).toBe('X');
    // "ustedes" is not "usted", "podrían" is not "podría".
    expect(registerOfText('¿Me podrían pasar el número?')).toBe('L');
  });

  it('writes every paraphrase in exactly one of the three registers', () => {
    expect(devPairs26.filter((pair) => !['L', 'F', 'S'].includes(registerOf(pair))).map(({ paraphrase }) => paraphrase.question)).toEqual([]);
  });

  it('uses all three registers in English too (American casual, business English, plain short)', () => {
    const english = devPairs26.filter(({ original }) => original.lang === 'en' || looksEnglish(original.question));
    expect(english).toHaveLength(17);
    for (const register of ['L', 'F', 'S']) expect(english.filter(inRegister(register)).length, register).toBeGreaterThanOrEqual(4);
  });

  it('alternates its registers rather than writing them in blocks (never more than three in a row)', () => {
    expect(longestRun(devPairs26)).toBeLessThanOrEqual(3);
    // Sorted by register, the same set is written in blocks.
    const sorted = [...devPairs26].sort((a, b) => registerOf(a).localeCompare(registerOf(b)));
    expect(longestRun(sorted)).toBeGreaterThan(3);
  });

  it('asks none of the questions of the dev sets written before it', () => {
    expect(repeatsOf(devCases26, devSetsBefore('dev26'))).toEqual([]);
    expect(devSetsBefore('dev26').length).toBeGreaterThan(0);
  });

  it('fails a share on a copy written in one register only', () => {
    const registers = { latam: shares.latam, formal: shares.formal, short: shares.short };
    const allShort = devPairs26.map((pair) => ({ ...pair, paraphrase: { ...pair.paraphrase, question: 'precio curso ia' } }));
    expect(shareProblems(allShort, registers)).toHaveLength(3);
    const allFormal = devPairs26.map((pair) => ({ ...pair, paraphrase: { ...pair.paraphrase, question: 'Quisiera conocer su oferta.' } }));
    expect(shareProblems(allFormal, registers)).toHaveLength(3);
    const allLatam = devPairs26.map((pair) => ({ ...pair, paraphrase: { ...pair.paraphrase, question: '¿Cuánto sale el curso acá?' } }));
    expect(shareProblems(allLatam, registers)).toHaveLength(3);
  });
});
