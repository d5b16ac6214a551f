import { describe, expect, it } from 'vitest';
import { detectFacets } from '../../../server/chatbot/facets.ts';
import { remembered } from '../../../server/chatbot/text/remember.ts';

describe('remembered: a reading of a text worked out once while it is asked again', () => {
  it('reads each text once while it is kept, and gives back what it read', () => {
    const read: string[] = [];
    const length = remembered((text: string) => {
      read.push(text);
      return text.length;
    }, 2);
    expect([length('hola'), length('hola'), length('adiós'), length('hola')]).toEqual([4, 4, 5, 4]);
    expect(read).toEqual(['hola', 'adiós']);
  });

  it('remembers undefined as a result, not as something never read', () => {
    let reads = 0;
    const nothing = remembered((): undefined => {
      reads += 1;
      return undefined;
    });
    nothing('¿algo?');
    nothing('¿algo?');
    expect(reads).toBe(1);
  });

  it('keeps no more texts than it is allowed: past the bound it starts again', () => {
    const read: string[] = [];
    const echo = remembered((text: string) => read.push(text), 2);
    for (const text of ['a', 'b', 'c', 'a']) echo(text);
    expect(read).toEqual(['a', 'b', 'c', 'a']);
  });

  it('gives the same aspects for the same question, however often it is asked', () => {
    const first = detectFacets('cuanto cuesta el curso y cuando empieza');
    expect(first).toEqual(['price', 'dates']);
    expect(detectFacets('cuanto cuesta el curso y cuando empieza')).toEqual(first);
  });
});
