/**
 * Browser storage that never throws (blocked cookies, private mode, full quota, a host that
 * redefines localStorage) and writes nothing until the visitor has acted: before that, writes
 * wait in memory, reads see them, and `markActed()` flushes them.
 */
export interface SafeStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJSON<T>(key: string): T | null;
  setJSON(key: string, value: unknown): void;
}

export interface WriteGate {
  readonly acted: boolean;
  /** The visitor did something: pending writes go to storage now, later ones go straight. */
  markActed(): void;
  /** Called by every store: runs now, or when the visitor acts. */
  run(key: string, write: () => void): void;
}

export function createWriteGate(): WriteGate {
  let acted = false;
  const pending = new Map<string, () => void>();
  return {
    get acted() {
      return acted;
    },
    markActed() {
      if (acted) return;
      acted = true;
      for (const write of pending.values()) write();
      pending.clear();
    },
    run(key, write) {
      if (acted) write();
      else pending.set(key, write);
    },
  };
}

/**
 * @param getStorage returns the Storage; may itself throw (a blocked `window.localStorage`)
 * @param area a name that keeps pending writes of local and session storage apart in the gate
 */
export function createSafeStore(getStorage: () => Storage | null | undefined, gate: WriteGate, area: string): SafeStore {
  const memory = new Map<string, string | null>();
  const withStorage = <T>(use: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      return storage ? use(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  const store: SafeStore = {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      return withStorage((storage) => storage.getItem(key), null);
    },
    set(key, value) {
      memory.set(key, value);
      gate.run(`${area}:${key}`, () => withStorage((storage) => storage.setItem(key, value), undefined));
    },
    remove(key) {
      memory.set(key, null);
      gate.run(`${area}:${key}`, () => withStorage((storage) => storage.removeItem(key), undefined));
    },
    getJSON<T>(key: string): T | null {
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
