import type { KeyValueStorage } from '../../utils/storage';

/** The storage interface the WalletConnect SDK expects (`IKeyValueStorage`). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/**
 * The SDK's sessions, pairings and keys kept in our storage under `prefix`, so a page reload finds them
 * where the rest of the modal's state is (and tests can simulate a reload with one memory storage).
 * Keys are listed in an index entry because `KeyValueStorage` cannot enumerate.
 */
export function walletConnectStorage(storage: KeyValueStorage, prefix: string): WalletConnectStorage {
  const indexKey = `${prefix}index`;
  const keys = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(indexKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      return [];
    }
  };
  const read = <T>(key: string): T | undefined => {
    const raw = storage.getItem(prefix + key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  };
  return {
    getKeys: async () => keys(),
    getEntries: async <T>() => keys().map((key) => [key, read<T>(key) as T] as [string, T]),
    getItem: async <T>(key: string) => read<T>(key),
    setItem: async (key, value) => {
      storage.setItem(prefix + key, JSON.stringify(value));
      if (!keys().includes(key)) storage.setItem(indexKey, JSON.stringify([...keys(), key]));
    },
    removeItem: async (key) => {
      storage.removeItem(prefix + key);
      storage.setItem(indexKey, JSON.stringify(keys().filter((known) => known !== key)));
    },
  };
}
