/**
 * Cookie consent without any UI: what is stored, how a choice becomes settings, and whether
 * the banner is due. The keys `cookieConsent` and `cookieSettings` are the spec's; when and
 * under which policy version the choice was made lives in a separate key so those two keep
 * their exact shape.
 */
import { CONSENT_CATEGORIES, type ConsentCategory } from '../../site/content/storage-inventory.ts';
import { OPTIONAL_CATEGORIES, type OptionalCategory } from '../config.ts';
import type { SafeStore } from '../storage.ts';

export const CATEGORIES = CONSENT_CATEGORIES;
export type Category = ConsentCategory;
export type ConsentSettings = Record<Category, boolean>;

export const CONSENT_KEY = 'cookieConsent';
export const SETTINGS_KEY = 'cookieSettings';
export const META_KEY = 'cookieConsentMeta';
/** Bump when the cookie policy changes materially: visitors are asked again. */
export const POLICY_VERSION = '2026-01';
export const BANNER_DELAY_MS = 2000;

export type ConsentChoice = 'accept-all' | 'essential-only' | 'custom';

export interface ConsentMeta {
  version: string;
  /** ISO date and time of the choice. */
  date: string;
  choice: ConsentChoice;
}

export const NO_CONSENT: ConsentSettings = { essential: true, analytics: false, marketing: false, preferences: false };

/** A category the banner does not offer (data-consent-categories) is always refused. */
export function settingsFor(
  choice: ConsentChoice,
  custom?: Partial<Record<Category, unknown>>,
  offered: readonly OptionalCategory[] = OPTIONAL_CATEGORIES,
): ConsentSettings {
  const on = (category: OptionalCategory) => offered.includes(category) && (choice === 'accept-all' || (choice === 'custom' && custom?.[category] === true));
  return { essential: true, analytics: on('analytics'), marketing: on('marketing'), preferences: on('preferences') };
}

/** The stored choice, or null when the visitor has not chosen (or chose under an older policy). */
export function readConsent(store: SafeStore, offered?: readonly OptionalCategory[]): ConsentSettings | null {
  if (store.get(CONSENT_KEY) !== 'true') return null;
  const meta = store.getJSON<Partial<ConsentMeta>>(META_KEY);
  if (meta && meta.version !== POLICY_VERSION) return null;
  const raw = store.getJSON<Partial<Record<Category, unknown>>>(SETTINGS_KEY);
  if (!raw || typeof raw !== 'object') return null;
  return settingsFor('custom', raw, offered);
}

export function writeConsent(store: SafeStore, settings: ConsentSettings, choice: ConsentChoice, now: Date): void {
  store.set(CONSENT_KEY, 'true');
  store.setJSON(SETTINGS_KEY, settingsFor('custom', settings));
  store.setJSON(META_KEY, { version: POLICY_VERSION, date: now.toISOString(), choice } satisfies ConsentMeta);
}

/** Google Consent Mode v2 signals for a set of choices. */
export function consentModeSignals(settings: ConsentSettings): Record<string, 'granted' | 'denied'> {
  const flag = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    ad_storage: flag(settings.marketing),
    ad_user_data: flag(settings.marketing),
    ad_personalization: flag(settings.marketing),
    analytics_storage: flag(settings.analytics),
    functionality_storage: flag(settings.preferences),
    personalization_storage: flag(settings.preferences),
    security_storage: 'granted',
  };
}
