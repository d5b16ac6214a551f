/**
 * Literals a pattern cannot match without: `\b(hola|buenas) (a|que) ver\b` matches no text that
 * lacks " ver", and `\bprofes?\b|\bclases? privadas?\b` none that lacks both "profe" and "clase".
 * Worked out from the pattern's source, conservatively: a construct it does not read (a class
 * range, `\w`, `.`, a back-reference, a repeat with no minimum) requires nothing, and a pattern
 * with a flag that changes what its characters match (`i`, `u`, `v`) gets no literals at all.
 * Lets a text skip the many cue patterns it has none of the words of (see `LiteralFilter`).
 */

/** What a piece of a pattern matches: every string, when few and known, and literals one of which each match contains. */
interface Reading {
  /** Every string the piece can match, or undefined when unknown or too many. */
  exact?: string[];
  /** Literals one of which every match contains, or undefined when nothing is required. */
  must?: string[];
}

const MAX_EXACT = 64;
const ZERO_WIDTH: Reading = { exact: [''] };
const UNKNOWN: Reading = {};

/** The literals one of which is in any text the pattern matches, or undefined when it matches without any. */
export function requiredLiterals(pattern: RegExp): string[] | undefined {
  if (/[iuv]/.test(pattern.flags)) return undefined;
  const source = pattern.source;
  let at = 0;

  const required = (reading: Reading): string[] | undefined => {
    const candidates = [reading.must, reading.exact].filter((found): found is string[] => found !== undefined && !found.includes(''));
    return candidates.sort((a, b) => shortest(b) - shortest(a))[0];
  };

  function alternation(): Reading {
    const alternatives = [sequence()];
    while (source[at] === '|') {
      at += 1;
      alternatives.push(sequence());
    }
    if (alternatives.length === 1) return alternatives[0]!;
    const exacts = alternatives.map((reading) => reading.exact);
    const musts = alternatives.map(required);
    const exact = exacts.every((found) => found !== undefined) ? unique(exacts.flat() as string[]) : undefined;
    const must = musts.every((found) => found !== undefined) ? unique(musts.flat() as string[]) : undefined;
    return { exact: exact && exact.length <= MAX_EXACT ? exact : undefined, must };
  }

  function sequence(): Reading {
    const candidates: string[][] = [];
    let run: string[] | undefined = [''];
    let whole: string[] | undefined = [''];
    const closeRun = () => {
      if (run && !run.includes('')) candidates.push(run);
    };
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      const item = quantified(atom());
      const itemRequired = required(item);
      if (itemRequired) candidates.push(itemRequired);
      if (item.exact && run && run.length * item.exact.length <= MAX_EXACT) {
        run = product(run, item.exact);
      } else {
        closeRun();
        run = item.exact ? [...item.exact] : undefined;
      }
      whole = item.exact && whole && whole.length * item.exact.length <= MAX_EXACT ? product(whole, item.exact) : undefined;
      if (!run) run = [''];
    }
    closeRun();
    const must = candidates.sort((a, b) => shortest(b) - shortest(a) || a.length - b.length)[0];
    return { exact: whole, must };
  }

  function atom(): Reading {
    const char = source[at]!;
    at += 1;
    if (char === '^' || char === '$') return ZERO_WIDTH;
    if (char === '.') return UNKNOWN;
    if (char === '(') return group();
    if (char === '[') return characterClass();
    if (char === '\\') return escape();
    return { exact: [char] };
  }

  function group(): Reading {
    let lookaround = false;
    if (source[at] === '?') {
      const kind = source.slice(at, at + 3);
      if (kind.startsWith('?:')) at += 2;
      else if (kind.startsWith('?=') || kind.startsWith('?!')) {
        at += 2;
        lookaround = true;
      } else if (kind === '?<=' || kind === '?<!') {
        at += 3;
        lookaround = true;
      } else if (kind.startsWith('?<')) at = source.indexOf('>', at) + 1;
      else throw new Error(`Unread group in /${source}/`);
    }
    const inner = alternation();
    if (source[at] !== ')') throw new Error(`Unclosed group in /${source}/`);
    at += 1;
    // A lookaround consumes nothing of the match.
    return lookaround ? ZERO_WIDTH : inner;
  }

  function characterClass(): Reading {
    let end = at;
    while (source[end] !== ']') end += source[end] === '\\' ? 2 : 1;
    const members = source.slice(at, end);
    at = end + 1;
    // Only a plain list of letters ("[oa]", "[nñ]"); a range, an escape or a negation is not read.
    return /^[a-zñ0-9 ]+$/.test(members) ? { exact: unique([...members]) } : UNKNOWN;
  }

  function escape(): Reading {
    const char = source[at]!;
    at += 1;
    if (char === 'b' || char === 'B') return ZERO_WIDTH;
    // A back-reference, whatever its number.
    if (/[0-9]/.test(char)) {
      while (/[0-9]/.test(source[at] ?? '')) at += 1;
      return UNKNOWN;
    }
    if (/[cdDfnrsStvwW]/.test(char)) return UNKNOWN;
    if (/[a-zA-Z]/.test(char)) throw new Error(`Unread escape \\${char} in /${source}/`);
    return { exact: [char] };
  }

  function quantified(item: Reading): Reading {
    const char = source[at];
    let min: number;
    let max: number;
    if (char === '?' || char === '*' || char === '+') {
      at += 1;
      min = char === '+' ? 1 : 0;
      max = char === '?' ? 1 : Infinity;
    } else if (char === '{') {
      const bounds = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
      if (!bounds) return item;
      at += bounds[0].length;
      min = Number(bounds[1]);
      max = bounds[2] === undefined ? min : bounds[3] ? Number(bounds[3]) : Infinity;
    } else return item;
    if (source[at] === '?') at += 1;
    if (min === 1 && max === 1) return item;
    if (min === 0 && max === 1) return { exact: item.exact ? unique(['', ...item.exact]) : undefined };
    return min >= 1 ? { must: required(item) } : UNKNOWN;
  }

  let found: string[] | undefined;
  try {
    const reading = alternation();
    if (at !== source.length) throw new Error(`Unread pattern /${source}/`);
    found = required(reading);
  } catch {
    // A construct not read (\u00e9, \p{L}, \k<name>): the pattern is always run.
    return undefined;
  }
  // A literal that contains another of the list adds nothing: the shorter one is in the text whenever it is.
  return found?.filter((literal) => !found.some((other) => other !== literal && literal.includes(other)));
}

function product(left: readonly string[], right: readonly string[]): string[] {
  return unique(left.flatMap((start) => right.map((end) => start + end)));
}

function unique(strings: readonly string[]): string[] {
  return [...new Set(strings)];
}

function shortest(strings: readonly string[]): number {
  return Math.min(...strings.map((found) => found.length));
}

/**
 * Three characters as a number below 2^15, from the low five bits of each: exact for the letters
 * a to z and the space; other characters may share a number with a letter, which only makes a
 * pattern tried that could not match (never one skipped that could).
 */
const trigramAt = (text: string, at: number) => ((text.charCodeAt(at) & 31) << 10) | ((text.charCodeAt(at + 1) & 31) << 5) | (text.charCodeAt(at + 2) & 31);

/** A literal one of which a pattern's matches contain, that pattern's index, and where in the literal its chosen piece starts. */
interface LiteralOf {
  pattern: number;
  literal: string;
  offset: number;
}

/**
 * Which of many patterns a text may match, from their required literals: a pattern whose literals
 * are none of them in the text cannot match it and need not be run. Each literal is looked for only
 * in texts that have its rarest three-letter piece, so a text is checked for a few of them, not all;
 * a literal of one or two letters ("pd", "tv") is looked for in every text. A pattern with no
 * literals is always run.
 */
export class LiteralFilter {
  /** 1 for each pattern with no literal to look for; a plain array, which copies far faster than a typed one of the same length. */
  private readonly always: number[];
  /** Three letters (one chosen per literal, the rarest among all literals) → the literals with that piece, each with its pattern. */
  private readonly byTrigram: (LiteralOf[] | undefined)[] = new Array<LiteralOf[] | undefined>(1 << 15);
  /** The literals too short to have a three-letter piece, each with its pattern. */
  private readonly short: LiteralOf[] = [];

  constructor(patterns: readonly RegExp[]) {
    this.always = new Array<number>(patterns.length).fill(0);
    const literals = patterns.map((pattern) => requiredLiterals(pattern));
    // How many patterns use each piece (a space in it counts extra: "de " and " la" are in most texts).
    const counts = new Map<number, number>();
    for (const found of literals) {
      const pieces = new Map<number, number>();
      for (const literal of found ?? [])
        for (let at = 0; at + 3 <= literal.length; at += 1) pieces.set(trigramAt(literal, at), literal.slice(at, at + 3).includes(' ') ? 8 : 1);
      for (const [piece, weight] of pieces) counts.set(piece, (counts.get(piece) ?? 0) + weight);
    }
    literals.forEach((found, index) => {
      if (!found || found.includes('')) {
        this.always[index] = 1;
        return;
      }
      for (const literal of found) {
        if (literal.length < 3) {
          this.short.push({ pattern: index, literal, offset: 0 });
          continue;
        }
        let offset = 0;
        for (let at = 1; at + 3 <= literal.length; at += 1) if (counts.get(trigramAt(literal, at))! < counts.get(trigramAt(literal, offset))!) offset = at;
        (this.byTrigram[trigramAt(literal, offset)] ??= []).push({ pattern: index, literal, offset });
      }
    });
  }

  /** 1 for each pattern the text may match, 0 for those it cannot. */
  candidates(text: string): number[] {
    const maybe = this.always.slice();
    for (const { pattern, literal } of this.short) if (!maybe[pattern] && text.includes(literal)) maybe[pattern] = 1;
    for (let at = 0; at + 3 <= text.length; at += 1) {
      const literals = this.byTrigram[trigramAt(text, at)];
      // The piece is only a hint (most texts with "rgp" lack "rgpd"): the literal itself must be there, around this piece
      // (every place the literal is has its piece at the same offset, so a long document is not searched again per piece).
      if (literals)
        for (const { pattern, literal, offset } of literals) if (!maybe[pattern] && at >= offset && text.startsWith(literal, at - offset)) maybe[pattern] = 1;
    }
    return maybe;
  }
}

/**
 * `text.replace(pattern, replacement)` for each rewrite in turn, skipping those the filter (built
 * from the same patterns, in the same order) shows cannot match; when one changes the text, the
 * rest are judged on the new text, which may have what they look for.
 */
export function rewriteAll(text: string, rewrites: readonly (readonly [RegExp, string])[], filter: LiteralFilter): string {
  let maybe = filter.candidates(text);
  rewrites.forEach(([pattern, replacement], index) => {
    if (!maybe[index]) return;
    const rewritten = text.replace(pattern, replacement);
    if (rewritten === text) return;
    text = rewritten;
    maybe = filter.candidates(text);
  });
  return text;
}

/**
 * The cue patterns of the understanding steps, tested one after another on the same few texts of a
 * message (its simplified form, its sentences): `test(pattern, text)` is `pattern.test(text)`, but
 * does not run the pattern on a text that has none of its literals, which is most texts for most
 * cues. One filter over every cue added works out, once per text, which of them the text may match.
 */
export class CueFilter {
  private readonly patterns: RegExp[] = [];
  private readonly indexOf = new Map<RegExp, number>();
  private filter: LiteralFilter | undefined;
  /** The candidates of the last texts asked about (the same few, again and again, within one answer); kept small. */
  private readonly candidatesOf = new Map<string, number[]>();

  /** Adds cues (at module load, where each is defined); a pattern never added is simply always run. */
  add(...patterns: readonly RegExp[]): void {
    for (const pattern of patterns) {
      if (this.indexOf.has(pattern)) continue;
      this.indexOf.set(pattern, this.patterns.push(pattern) - 1);
      this.filter = undefined;
      this.candidatesOf.clear();
    }
  }

  test(pattern: RegExp, text: string): boolean {
    const index = this.indexOf.get(pattern);
    if (index === undefined || this.candidates(text)[index]) return pattern.test(text);
    // A search that fails sends a global or sticky pattern back to the start: so does one skipped.
    if (pattern.global || pattern.sticky) pattern.lastIndex = 0;
    return false;
  }

  private candidates(text: string): number[] {
    let maybe = this.candidatesOf.get(text);
    if (!maybe) {
      this.filter ??= new LiteralFilter(this.patterns);
      if (this.candidatesOf.size >= CUE_TEXTS_KEPT) this.candidatesOf.clear();
      maybe = this.filter.candidates(text);
      this.candidatesOf.set(text, maybe);
    }
    return maybe;
  }
}

const CUE_TEXTS_KEPT = 32;

export const cues = new CueFilter();
