/** An in-memory Storage for the unit tests, optionally one that throws like a blocked one. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  writes = 0;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.writes += 1;
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    this.items.set(key, String(value));
  }
}

export const throwingStorage = (): Storage => {
  throw new DOMException('Storage is disabled', 'SecurityError');
};
