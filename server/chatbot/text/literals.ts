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

  // The first of the sorted candidates (a sort is stable: the earliest of the best), without sorting.
  const required = (reading: Reading): string[] | undefined => {
    const must = reading.must && !reading.must.includes('') ? reading.must : undefined;
    const exact = reading.exact && !reading.exact.includes('') ? reading.exact : undefined;
    return must && exact ? (shortest(exact) > shortest(must) ? exact : must) : (must ?? exact);
  };

  function alternation(): Reading {
    const alternatives = [sequence()];
    while (source[at] === '|') {
      at += 1;
      alternatives.push(sequence());
    }
    if (alternatives.length === 1) return alternatives[0]!;
    const musts = alternatives.map(required);
    const must = musts.every((found) => found !== undefined) ? unique(musts.flat() as string[]) : undefined;
    return { exact: exactOfAll(alternatives), must };
  }

  /** Every string of the alternatives, in order and without repeats, when known and at most MAX_EXACT (past that, no need to list them all). */
  function exactOfAll(alternatives: readonly Reading[]): string[] | undefined {
    if (!alternatives.every((reading) => reading.exact !== undefined)) return undefined;
    const all = new Set<string>();
    for (const reading of alternatives)
      for (const string of reading.exact!) {
        all.add(string);
        if (all.size > MAX_EXACT) return undefined;
      }
    return [...all];
  }

  function sequence(): Reading {
    const candidates: string[][] = [];
    // The strings of a run (and of the whole sequence) are those of `run` each followed by `runTail`: the pieces with a single
    // string each ("c", "u", "r"…, most of a pattern) are appended once at the end, not to every string at every letter.
    let run: string[] = [''];
    let runTail = '';
    let whole: string[] | undefined = [''];
    let wholeTail = '';
    const closeRun = () => {
      if (runTail) candidates.push(withTail(run, runTail));
      else if (!run.includes('')) candidates.push(run);
    };
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      const item = quantified(atom());
      const itemRequired = required(item);
      if (itemRequired) candidates.push(itemRequired);
      if (item.exact && run.length * item.exact.length <= MAX_EXACT) {
        if (item.exact.length === 1) runTail += item.exact[0];
        else {
          run = product(withTail(run, runTail), item.exact);
          runTail = '';
        }
      } else {
        closeRun();
        run = item.exact ? [...item.exact] : [''];
        runTail = '';
      }
      if (item.exact && whole && whole.length * item.exact.length <= MAX_EXACT) {
        if (item.exact.length === 1) wholeTail += item.exact[0];
        else {
          whole = product(withTail(whole, wholeTail), item.exact);
          wholeTail = '';
        }
      } else whole = undefined;
    }
    closeRun();
    // The first of the candidates sorted by shortest literal, longest first, then by fewest literals (stable: the earliest).
    let must: string[] | undefined;
    let mustShortest = 0;
    for (const candidate of candidates) {
      const length = shortest(candidate);
      if (!must || length > mustShortest || (length === mustShortest && candidate.length < must.length)) {
        must = candidate;
        mustShortest = length;
      }
    }
    return { exact: whole && withTail(whole, wholeTail), must };
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
  return found && withoutLongerForms(found);
}

/**
 * The literals none of the others is part of. The list has no repeats and no empty literal, so a
 * literal can only contain a shorter one: a trie of the literals is walked from each letter of
 * each literal, instead of every literal being searched for every other (a pattern can have a
 * thousand literals, and slicing every piece of each to look it up cost as much).
 */
function withoutLongerForms(literals: readonly string[]): string[] {
  // Node 0 is the root; `next` maps a node and a character code to the node after it, `ends` marks the last node of a literal.
  const next = new Map<number, number>();
  const ends: boolean[] = [false];
  const key = (node: number, code: number) => node * 0x10000 + code;
  for (const literal of literals) {
    let node = 0;
    for (let at = 0; at < literal.length; at += 1) {
      const edge = key(node, literal.charCodeAt(at));
      let child = next.get(edge);
      if (child === undefined) {
        child = ends.push(false) - 1;
        next.set(edge, child);
      }
      node = child;
    }
    ends[node] = true;
  }
  return literals.filter((literal) => {
    for (let start = 0; start < literal.length; start += 1) {
      let node = 0;
      for (let at = start; at < literal.length; at += 1) {
        const child = next.get(key(node, literal.charCodeAt(at)));
        if (child === undefined) break;
        node = child;
        if (ends[node] && at + 1 - start < literal.length) return false;
      }
    }
    return true;
  });
}

/** Every string of `left` followed by one of `right`; both lists have no repeats, so neither has their product when one has one string. */
function product(left: readonly string[], right: readonly string[]): string[] {
  if (left.length === 1) return right.map((end) => left[0] + end);
  if (right.length === 1) return left.map((start) => start + right[0]);
  return unique(left.flatMap((start) => right.map((end) => start + end)));
}

/** Every string followed by the tail (the same list when there is none). */
function withTail(strings: string[], tail: string): string[] {
  return tail ? strings.map((string) => string + tail) : strings;
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

  /** Builds the filter now (at start-up) rather than on the first text asked about: a visitor's first question then waits for nothing. */
  prepare(): void {
    this.filter ??= new LiteralFilter(this.patterns);
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
