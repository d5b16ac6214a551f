import { describe, expect, it } from 'vitest';
import { createSafeStore, createWriteGate } from '../../../widgets/storage.ts';
import { MemoryStorage, throwingStorage } from './memory-storage.ts';

describe('safe storage', () => {
  it('writes nothing before the visitor acts, then flushes the pending writes', () => {
    const storage = new MemoryStorage();
    const gate = createWriteGate();
    const store = createSafeStore(() => storage, gate, 'local');
    store.set('a', '1');
    store.setJSON('b', { on: true });
    expect(storage.writes).toBe(0);
    expect(store.get('a')).toBe('1');
    expect(store.getJSON('b')).toEqual({ on: true });
    gate.markActed();
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBe('{"on":true}');
    store.set('c', '3');
    expect(storage.getItem('c')).toBe('3');
  });

  it('keeps only the last pending value of a key', () => {
    const storage = new MemoryStorage();
    const gate = createWriteGate();
    const store = createSafeStore(() => storage, gate, 'local');
    store.set('a', '1');
    store.remove('a');
    gate.markActed();
    expect(storage.writes).toBe(1);
    expect(storage.getItem('a')).toBeNull();
  });

  it('never throws when storage is blocked, and remembers values for the page', () => {
    const gate = createWriteGate();
    gate.markActed();
    const store = createSafeStore(throwingStorage, gate, 'local');
    expect(store.get('x')).toBeNull();
    expect(() => store.set('x', 'y')).not.toThrow();
    expect(store.get('x')).toBe('y');
    expect(() => store.remove('x')).not.toThrow();
  });

  it('reads unparsable JSON as null', () => {
    const storage = new MemoryStorage();
    storage.setItem('bad', '{nope');
    const store = createSafeStore(() => storage, createWriteGate(), 'local');
    expect(store.getJSON('bad')).toBeNull();
  });
});
