/**
 * Browser storage that never throws (blocked cookies, private mode, full quota, a host that
 * redefines localStorage) and writes a key only when both hold:
 * - the visitor has acted (before that, writes wait in memory and reads see them);
 * - the key's consent category (site/content/storage-inventory.ts) is accepted. A refused
 *   category lives in memory for this page only; withdrawing a category removes its keys.
 */
import { optionalItems, type ConsentCategory, type StorageArea, type StorageKey } from '../site/content/storage-inventory.ts';

export type { StorageKey };

export interface SafeStore {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  getJSON<T>(key: StorageKey): T | null;
  setJSON(key: StorageKey, value: unknown): void;
}

type Area = StorageArea;

export interface WriteGate {
  /** The visitor did something: pending writes of accepted categories go to storage now. */
  markActed(): void;
  /**
   * The categories the visitor accepted (essential always). Pending writes of newly accepted
   * categories are written; stored keys of refused ones are removed.
   */
  accept(categories: Partial<Record<ConsentCategory, boolean>> | null): void;
  /** Called by every store: runs now, or when the visitor acts and the category allows it. */
  run(area: Area, key: StorageKey, write: () => void): void;
  /** A store's way to remove keys of a refused category from its area. */
  attach(area: Area, remove: (key: StorageKey) => void): void;
}

export function createWriteGate(): WriteGate {
  let acted = false;
  let accepted = new Set<ConsentCategory>(['essential']);
  const pending = new Map<string, { key: StorageKey; write: () => void }>();
  const removers = new Map<Area, (key: StorageKey) => void>();
  // The type admits only inventory keys: one that is not optional is essential.
  const allowed = (key: StorageKey) => acted && accepted.has(optionalItems.find((item) => item.key === key)?.category ?? 'essential');
  const flush = () => {
    for (const [id, entry] of pending) {
      if (!allowed(entry.key)) continue;
      pending.delete(id);
      entry.write();
    }
  };
  return {
    markActed() {
      if (acted) return;
      acted = true;
      flush();
    },
    accept(categories) {
      accepted = new Set([
        'essential',
        ...Object.entries(categories ?? {})
          .filter(([, on]) => on)
          .map(([name]) => name as ConsentCategory),
      ]);
      for (const item of optionalItems) if (!accepted.has(item.category)) removers.get(item.area)?.(item.key);
      flush();
    },
    run(area, key, write) {
      if (allowed(key)) write();
      else pending.set(`${area}:${key}`, { key, write });
    },
    attach(area, remove) {
      removers.set(area, remove);
    },
  };
}

/**
 * @param getStorage returns the Storage; may itself throw (a blocked `window.localStorage`)
 * @param area which Storage this is, so the gate keeps their pending writes apart
 */
export function createSafeStore(getStorage: () => Storage | null | undefined, gate: WriteGate, area: Area): SafeStore {
  const memory = new Map<string, string | null>();
  const withStorage = <T>(use: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      return storage ? use(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  // Withdrawn: gone from the browser; what this page wrote is still in `memory`.
  gate.attach(area, (key) => withStorage((storage) => storage.getItem(key) !== null && storage.removeItem(key), undefined));
  const store: SafeStore = {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      return withStorage((storage) => storage.getItem(key), null);
    },
    set(key, value) {
      memory.set(key, value);
      gate.run(area, key, () => withStorage((storage) => storage.setItem(key, value), undefined));
    },
    remove(key) {
      memory.set(key, null);
      gate.run(area, key, () => withStorage((storage) => storage.removeItem(key), undefined));
    },
    getJSON<T>(key: StorageKey): T | null {
      const raw = store.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON(key, value) {
      store.set(key, JSON.stringify(value));
    },
  };
  return store;
}
