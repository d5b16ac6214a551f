import { describe, expect, it } from 'vitest';
import { consentModeSignals, META_KEY, POLICY_VERSION, readConsent, settingsFor, writeConsent } from '../../../widgets/consent/state.ts';
import { createSafeStore, createWriteGate } from '../../../widgets/storage.ts';
import { MemoryStorage } from './memory-storage.ts';

function setup() {
  const storage = new MemoryStorage();
  const gate = createWriteGate();
  gate.markActed();
  return { storage, store: createSafeStore(() => storage, gate, 'localStorage') };
}

describe('cookie consent state', () => {
  it("'Aceptar todas' sets all four true", () => {
    expect(settingsFor('accept-all')).toEqual({ essential: true, analytics: true, marketing: true, preferences: true });
  });

  it("'Solo esenciales' sets the others false", () => {
    expect(settingsFor('essential-only')).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('essential cannot be switched off in a custom choice', () => {
    expect(settingsFor('custom', { essential: false, analytics: true })).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
  });

  it('stores cookieConsent and cookieSettings in the spec shape, and the policy version apart', () => {
    const { storage, store } = setup();
    writeConsent(store, settingsFor('custom', { marketing: true }), 'custom', new Date('2026-03-01T10:00:00Z'));
    expect(storage.getItem('cookieConsent')).toBe('true');
    expect(JSON.parse(storage.getItem('cookieSettings') ?? '')).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      preferences: false,
    });
    expect(JSON.parse(storage.getItem(META_KEY) ?? '')).toEqual({
      version: POLICY_VERSION,
      date: '2026-03-01T10:00:00.000Z',
      choice: 'custom',
    });
    expect(readConsent(store)).toEqual({ essential: true, analytics: false, marketing: true, preferences: false });
  });

  it('has no consent when nothing is stored, the flag is not true or the policy changed', () => {
    const { storage, store } = setup();
    expect(readConsent(store)).toBeNull();
    storage.setItem('cookieSettings', '{"analytics":true}');
    expect(readConsent(store)).toBeNull();
    storage.setItem('cookieConsent', 'true');
    expect(readConsent(store)).toEqual({ essential: true, analytics: true, marketing: false, preferences: false });
    storage.setItem(META_KEY, '{"version":"2020-01"}');
    expect(readConsent(store)).toBeNull();
  });

  it('maps the choices to Google Consent Mode v2 signals', () => {
    expect(consentModeSignals(settingsFor('custom', { analytics: true }))).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('refuses a category the banner does not offer (data-consent-categories), whatever the choice or the stored value', () => {
    expect(settingsFor('accept-all', undefined, ['analytics'])).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
    expect(settingsFor('custom', { analytics: true, marketing: true }, ['marketing'])).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      preferences: false,
    });
    expect(settingsFor('accept-all', undefined, [])).toEqual({ essential: true, analytics: false, marketing: false, preferences: false });
    const { storage, store } = setup();
    storage.setItem('cookieConsent', 'true');
    storage.setItem('cookieSettings', '{"essential":true,"analytics":true,"marketing":true,"preferences":true}');
    expect(readConsent(store, ['analytics', 'preferences'])).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
    expect(consentModeSignals(readConsent(store, ['preferences'])!)).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
    });
  });
});
