import { describe, expect, it } from 'vitest';
import { rewrites } from '../../../server/chatbot/text/aliases.ts';
import { fold } from '../../../server/chatbot/text/fold.ts';
// Every module of the engine, so that every cue is added.
import '../../../server/chatbot/engine.ts';
import { CueFilter, cues, LiteralFilter, requiredLiterals } from '../../../server/chatbot/text/literals.ts';
import { simplify } from '../../../server/chatbot/text/terms.ts';
import { devSets } from '../../fixtures/chatbot-dev-sets.ts';
import { evalCases } from '../../fixtures/chatbot-eval.ts';

describe('requiredLiterals: what a pattern cannot match without', () => {
  it('reads words, optional letters, alternatives and plain letter classes', () => {
    expect(requiredLiterals(/\b(hola|buenas) (a|que) ver\b/)).toEqual(['hola a ver', 'hola que ver', 'buenas a ver', 'buenas que ver']);
    expect(requiredLiterals(/\bprofes?\b|\bclases? privadas?\b/g)).toEqual(['profe', 'clase privada', 'clases privada']);
    expect(requiredLiterals(/\bense[nñ]anza\b/g)).toEqual(['ensenanza', 'enseñanza']);
    expect(requiredLiterals(/(^ ?|\b(hola|oye) )a ver\b(?! (si|que tal))/g)).toEqual(['a ver']);
  });

  it('requires nothing of what it does not read, and no literal that one alternative lacks', () => {
    expect(requiredLiterals(/\b(\w+) curso|.{3}/)).toBeUndefined();
    expect(requiredLiterals(/curso|[a-z]+/)).toBeUndefined();
    expect(requiredLiterals(/curso|[a-z]+ado/)).toEqual(['curso', 'ado']);
    expect(requiredLiterals(/(?:curso)*taller/)).toEqual(['taller']);
    expect(requiredLiterals(/(?<=curso )de|(?=taller)/)).toBeUndefined();
    expect(requiredLiterals(/curso/i)).toBeUndefined();
    expect(requiredLiterals(/caf\u00e9/)).toBeUndefined();
    expect(requiredLiterals(/(cur)so \1/)).toEqual(['curso ']);
  });

  it('finds one of its literals in every text each pattern matches', () => {
    const samples: [RegExp, string[]][] = [
      [/\b(el|este) (asistente|chat)\b(\s\w+){0,3}\s(guarda|almacena)\w*\b/, ['este chat no guardará', 'el asistente guarda']],
      [/\b(cursos?|formacion(es)?) (a medida|personalizad[oa]s?)\b|\bin ?company\b/, ['formaciones personalizadas', 'curso a medida', 'incompany']],
      [/\b(\d+) ?h\b|\bhoras?\b/, ['10h', 'una hora']],
    ];
    for (const [pattern, texts] of samples)
      for (const text of texts) {
        expect(pattern.test(text)).toBe(true);
        expect(requiredLiterals(pattern)?.some((literal) => text.includes(literal)) ?? true).toBe(true);
      }
  });
});

describe('LiteralFilter: the patterns a text may match', () => {
  it('marks a pattern only when one of its literals is in the text, not merely pieces of it', () => {
    const filter = new LiteralFilter([/\bcasa\b/, /\b(curso|taller)s?\b/, /\bia\b/]);
    expect(filter.candidates('una casa grande')).toEqual([1, 0, 0]);
    expect(filter.candidates('cas asa')).toEqual([0, 0, 0]);
    expect(filter.candidates('los talleres')).toEqual([0, 1, 0]);
  });

  it('looks for a literal of one or two letters in every text', () => {
    const filter = new LiteralFilter([/\bia\b/, /\b(tv|television)\b/, /\b\d+ ?(x|por) ?\d+\b/]);
    expect(filter.candidates('cursos de ia')).toEqual([1, 0, 0]);
    expect(filter.candidates('muchas gracias')).toEqual([1, 0, 0]);
    expect(filter.candidates('ver la tv')).toEqual([0, 1, 0]);
    expect(filter.candidates('cuanto es 3x4')).toEqual([0, 0, 1]);
    expect(filter.candidates('un curso')).toEqual([0, 0, 0]);
  });
});

describe('LiteralFilter over the aliases: no rewrite that would change a text is skipped', () => {
  it('marks every rewrite that matches, at each step of the rewriting of every question of the sets', () => {
    const filter = new LiteralFilter(rewrites.map(([pattern]) => pattern));
    const questions = [evalCases, ...Object.values(devSets)].flat().map((testCase) => testCase.question);
    let matched = 0;
    for (const question of questions) {
      let text = ` ${fold(question)
        .split(/[^a-z0-9ñ]+/)
        .join(' ')} `;
      rewrites.forEach(([pattern, replacement], index) => {
        pattern.lastIndex = 0;
        if (pattern.test(text)) {
          matched += 1;
          expect(filter.candidates(text)[index], pattern.source).toBe(1);
        }
        pattern.lastIndex = 0;
        text = text.replace(pattern, replacement);
      });
    }
    expect(matched).toBeGreaterThan(1000);
  });
});

describe('CueFilter: a cue is run only on texts with one of its literals', () => {
  it('answers as the pattern does, for cues added and not, and after more are added', () => {
    const filter = new CueFilter();
    const price = /\b(precio|cuanto cuesta)\b/;
    const hello = /\bhola\b/;
    const never = /\btaller\b/;
    filter.add(price);
    expect(filter.test(price, 'el precio del curso')).toBe(true);
    expect(filter.test(price, 'cuanto dura el curso')).toBe(false);
    expect(filter.test(never, 'un taller')).toBe(true);
    filter.add(hello);
    expect(filter.test(hello, 'cuanto dura el curso')).toBe(false);
    expect(filter.test(hello, 'hola que tal')).toBe(true);
  });

  it('leaves a global pattern where a failed search would: back at the start', () => {
    const filter = new CueFilter();
    const course = /\bcurso\b/g;
    filter.add(course);
    expect(filter.test(course, 'un curso')).toBe(true);
    expect(course.lastIndex).toBeGreaterThan(0);
    expect(filter.test(course, 'un taller')).toBe(false);
    expect(course.lastIndex).toBe(0);
  });

  it('gives every cue of the engine the answer its pattern gives, on every question of the sets', () => {
    const patterns = (cues as unknown as { patterns: RegExp[] }).patterns;
    expect(patterns.length).toBeGreaterThan(100);
    const questions = [evalCases, ...Object.values(devSets)].flat().map((testCase) => simplify(testCase.question));
    let matched = 0;
    const wrong: string[] = [];
    for (const text of questions)
      for (const pattern of patterns) {
        pattern.lastIndex = 0;
        const expected = pattern.test(text);
        pattern.lastIndex = 0;
        if (expected) matched += 1;
        if (cues.test(pattern, text) !== expected) wrong.push(`/${pattern.source.slice(0, 60)}/ on "${text}"`);
      }
    expect(wrong).toEqual([]);
    expect(matched).toBeGreaterThan(5000);
  }, 60_000);
});
