/**
 * The site's browser storage: never throws (blocked storage, private mode, quota), absent on
 * the server, and takes only keys of the inventory (site/content/storage-inventory.ts). A key
 * whose consent category the visitor has not accepted is kept in memory for this page only.
 */
import { itemOf, type StorageKey } from '../content/storage-inventory.ts';
import { withConsent, type ConsentSettings } from './widgets.ts';

const memory = new Map<StorageKey, string | null>();

function area(key: StorageKey): Storage | null {
  if (typeof window === 'undefined') return null;
  return itemOf(key)?.area === 'sessionStorage' ? window.sessionStorage : window.localStorage;
}

/** Whether the visitor's consent (as the widgets' API gives it) covers the key's category. */
function accepted(key: StorageKey, settings: ConsentSettings | null): boolean {
  const category = itemOf(key)?.category;
  return category !== undefined && settings?.[category] === true;
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
    const write = () => {
      try {
        area(key)?.setItem(key, value);
      } catch {
        /* storage unavailable: the value lasts for this page only */
      }
    };
    if (itemOf(key)?.category === 'essential') return write();
    if (typeof window === 'undefined') return;
    // Decided at once when the widgets run, else once they mount (their queue).
    withConsent((settings) => {
      if (accepted(key, settings) && memory.get(key) === value) write();
    });
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
