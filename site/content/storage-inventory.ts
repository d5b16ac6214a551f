/**
 * Every key the site and its widgets keep in the visitor's browser, with its consent category:
 * the ONE inventory. The widgets' and the site's storage helpers take only these keys (the types
 * say so) and write a key only while its category is accepted; /cookies renders its table from
 * here. The site sets no cookies. Pure data, small enough for the widgets bundle (the texts for
 * /cookies live in cookie-policy.ts, keyed by the same names).
 */
export const CONSENT_CATEGORIES = ['essential', 'analytics', 'marketing', 'preferences'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface StorageItem {
  area: 'localStorage' | 'sessionStorage';
  owner: 'site' | 'widgets';
  category: ConsentCategory;
}

export const storageInventory = {
  language: { area: 'localStorage', owner: 'site', category: 'essential' },
  theme: { area: 'localStorage', owner: 'site', category: 'essential' },
  announcementDismissed: { area: 'localStorage', owner: 'site', category: 'essential' },
  iaChunkReload: { area: 'sessionStorage', owner: 'site', category: 'essential' },
  cookieConsent: { area: 'localStorage', owner: 'widgets', category: 'essential' },
  cookieSettings: { area: 'localStorage', owner: 'widgets', category: 'essential' },
  cookieConsentMeta: { area: 'localStorage', owner: 'widgets', category: 'essential' },
  iaWidgetsChat: { area: 'sessionStorage', owner: 'widgets', category: 'essential' },
  iaWidgetsSession: { area: 'sessionStorage', owner: 'widgets', category: 'essential' },
  whatsappTooltipShown: { area: 'localStorage', owner: 'widgets', category: 'preferences' },
  whatsappTooltipLastShown: { area: 'localStorage', owner: 'widgets', category: 'preferences' },
  whatsappConversions: { area: 'localStorage', owner: 'widgets', category: 'analytics' },
} as const satisfies Record<string, StorageItem>;

export type StorageKey = keyof typeof storageInventory;

export const storageKeys = Object.keys(storageInventory) as StorageKey[];

/** Undefined for a key that is not in the inventory: such a key is never written. */
export function categoryOf(key: string): ConsentCategory | undefined {
  return (storageInventory as Record<string, StorageItem>)[key]?.category;
}
