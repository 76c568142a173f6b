/** The slice of the Web Storage API we use; hosts may pass their own (e.g. for tests or SSR). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * `localStorage` when the page has one that works, else memory: there is none during server-side
 * rendering, and private modes or sandboxed frames throw on access.
 */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) {
      const probe = '@redux-wallet-modal/probe';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}
