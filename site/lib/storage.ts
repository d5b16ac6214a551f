/**
 * The site's browser storage: never throws (blocked storage, private mode, quota), absent on
 * the server, and takes only keys of the inventory (site/content/storage-inventory.ts). A key
 * whose consent category the visitor has not accepted is kept in memory for this page only.
 */
import { itemOf, type StorageKey } from '../content/storage-inventory.ts';

const memory = new Map<StorageKey, string | null>();

function area(key: StorageKey): Storage | null {
  if (typeof window === 'undefined') return null;
  return itemOf(key)?.area === 'sessionStorage' ? window.sessionStorage : window.localStorage;
}

/** The consent banner's own record (the keys the widgets document), read without the widgets. */
function accepted(key: StorageKey): boolean {
  const category = itemOf(key)?.category;
  if (category === 'essential') return true;
  try {
    if (window.localStorage.getItem('cookieConsent') !== 'true') return false;
    const settings = JSON.parse(window.localStorage.getItem('cookieSettings') ?? 'null') as Record<string, unknown> | null;
    return category !== undefined && settings?.[category] === true;
  } catch {
    return false;
  }
}

export const storage = {
  get(key: StorageKey): string | null {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return area(key)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    memory.set(key, value);
    if (!accepted(key)) return;
    try {
      area(key)?.setItem(key, value);
    } catch {
      /* storage unavailable: the value lasts for this page only */
    }
  },
  remove(key: StorageKey): void {
    memory.set(key, null);
    try {
      area(key)?.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
};

/** The keys the site itself writes. */
export const STORAGE_KEYS = {
  language: 'language',
  theme: 'theme',
  announcement: 'announcementDismissed',
  chunkReload: 'iaChunkReload',
} as const satisfies Record<string, StorageKey>;
