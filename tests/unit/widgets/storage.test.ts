import { describe, expect, it } from 'vitest';
import { createSafeStore, createWriteGate } from '../../../widgets/storage.ts';
import { MemoryStorage, throwingStorage } from './memory-storage.ts';

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const gate = createWriteGate();
  return {
    gate,
    local,
    session,
    localStore: createSafeStore(() => local, gate, 'localStorage'),
    sessionStore: createSafeStore(() => session, gate, 'sessionStorage'),
  };
}

describe('safe storage', () => {
  it('writes nothing before the visitor acts, then flushes the pending writes', () => {
    const { gate, local, localStore } = setup();
    localStore.set('cookieConsent', 'true');
    localStore.setJSON('cookieSettings', { on: true });
    expect(local.writes).toBe(0);
    expect(localStore.get('cookieConsent')).toBe('true');
    expect(localStore.getJSON('cookieSettings')).toEqual({ on: true });
    gate.markActed();
    expect(local.getItem('cookieConsent')).toBe('true');
    expect(local.getItem('cookieSettings')).toBe('{"on":true}');
    localStore.set('cookieConsentMeta', '3');
    expect(local.getItem('cookieConsentMeta')).toBe('3');
  });

  it('keeps only the last pending value of a key', () => {
    const { gate, local, localStore } = setup();
    localStore.set('cookieConsent', '1');
    localStore.remove('cookieConsent');
    gate.markActed();
    expect(local.writes).toBe(1);
    expect(local.getItem('cookieConsent')).toBeNull();
  });

  it('never throws when storage is blocked, and remembers values for the page', () => {
    const gate = createWriteGate();
    gate.markActed();
    const store = createSafeStore(throwingStorage, gate, 'localStorage');
    expect(store.get('theme')).toBeNull();
    expect(() => store.set('theme', 'dark')).not.toThrow();
    expect(store.get('theme')).toBe('dark');
    expect(() => store.remove('theme')).not.toThrow();
  });

  it('reads unparsable JSON as null', () => {
    const { local, localStore } = setup();
    local.setItem('cookieSettings', '{nope');
    expect(localStore.getJSON('cookieSettings')).toBeNull();
  });
});

describe('safe storage and consent categories', () => {
  it('never writes a refused category, but keeps it in memory for the page', () => {
    const { gate, local, localStore } = setup();
    gate.markActed();
    gate.accept({ essential: true, analytics: false, marketing: false, preferences: false });
    localStore.set('whatsappTooltipShown', 'true');
    localStore.setJSON('whatsappConversions', [{ source: 'x' }]);
    localStore.set('cookieConsent', 'true');
    expect(local.getItem('whatsappTooltipShown')).toBeNull();
    expect(local.getItem('whatsappConversions')).toBeNull();
    expect(local.getItem('cookieConsent')).toBe('true');
    expect(localStore.get('whatsappTooltipShown')).toBe('true');
  });

  it('writes nothing but essential keys before any choice', () => {
    const { gate, local, localStore } = setup();
    gate.accept(null);
    gate.markActed();
    localStore.set('whatsappTooltipShown', 'true');
    expect(local.getItem('whatsappTooltipShown')).toBeNull();
  });

  it('writes the waiting values of a category once it is accepted', () => {
    const { gate, local, localStore } = setup();
    gate.markActed();
    gate.accept(null);
    localStore.set('whatsappTooltipLastShown', '123');
    gate.accept({ preferences: true });
    expect(local.getItem('whatsappTooltipLastShown')).toBe('123');
  });

  it("removes a withdrawn category's keys from both storages, keeping the others", () => {
    const { gate, local, localStore } = setup();
    gate.markActed();
    gate.accept({ analytics: true, preferences: true, marketing: true });
    localStore.set('whatsappTooltipShown', 'true');
    localStore.setJSON('whatsappConversions', []);
    localStore.set('cookieConsent', 'true');
    gate.accept({ analytics: false, preferences: true });
    expect(local.getItem('whatsappConversions')).toBeNull();
    expect(local.getItem('whatsappTooltipShown')).toBe('true');
    expect(local.getItem('cookieConsent')).toBe('true');
    gate.accept({ preferences: false });
    expect(local.getItem('whatsappTooltipShown')).toBeNull();
    expect(localStore.get('whatsappTooltipShown')).toBe('true');
  });

  it('clears at start what an older version wrote for a refused category', () => {
    const { gate, local } = setup();
    local.setItem('whatsappTooltipShown', 'true');
    gate.accept({ essential: true, preferences: false });
    expect(local.getItem('whatsappTooltipShown')).toBeNull();
  });
});
