/**
 * Every key the site and its widgets keep in the visitor's browser, by consent category and
 * storage area: the ONE inventory. The widgets' and the site's storage helpers take only these
 * keys (the types say so) and write a key only while its category is accepted; /cookies renders
 * its table from here (its texts and who writes each key live in cookie-policy.ts, keyed by the
 * same names). The site sets no cookies. Grouped, not one record per key: the widgets bundle
 * carries it.
 */
export const CONSENT_CATEGORIES = ['essential', 'analytics', 'marketing', 'preferences'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type StorageArea = 'localStorage' | 'sessionStorage';

/** Needed for what the visitor asked for: kept whatever they choose. */
export const essentialStorage = {
  localStorage: ['language', 'theme', 'announcementDismissed', 'cookieConsent', 'cookieSettings', 'cookieConsentMeta'],
  sessionStorage: ['iaChunkReload', 'iaWidgetsChat', 'iaWidgetsSession'],
} as const satisfies Partial<Record<StorageArea, readonly string[]>>;

/** Kept only while the visitor accepts their category (all in this list are optional). */
export const optionalStorage = {
  preferences: { localStorage: ['whatsappTooltipShown', 'whatsappTooltipLastShown'] },
  analytics: { localStorage: ['whatsappConversions'] },
  marketing: {},
} as const satisfies Record<Exclude<ConsentCategory, 'essential'>, Partial<Record<StorageArea, readonly string[]>>>;

export const storageInventory = { essential: essentialStorage, ...optionalStorage };

type Groups = typeof storageInventory;
export type StorageKey = {
  [C in keyof Groups]: { [A in keyof Groups[C]]: Groups[C][A] extends readonly (infer K)[] ? K : never }[keyof Groups[C]];
}[keyof Groups];

export interface StorageItem {
  key: StorageKey;
  area: StorageArea;
  category: ConsentCategory;
}

function toItems(groups: Partial<Record<ConsentCategory, Partial<Record<StorageArea, readonly StorageKey[]>>>>): StorageItem[] {
  return Object.entries(groups).flatMap(([category, areas]) =>
    Object.entries(areas).flatMap(([area, keys]) => keys.map((key) => ({ key, area: area as StorageArea, category: category as ConsentCategory }))),
  );
}

/** The inventory as one record per key, in the order above. */
export const storageItems: StorageItem[] = /* @__PURE__ */ toItems(storageInventory);

/** Only the optional keys: what the widgets need to gate and withdraw (a smaller bundle). */
export const optionalItems: StorageItem[] = /* @__PURE__ */ toItems(optionalStorage);

/** Undefined for a key that is not in the inventory: such a key is never written. */
export function itemOf(key: string): StorageItem | undefined {
  return storageItems.find((item) => item.key === key);
}
