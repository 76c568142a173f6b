import type { RecordStorage } from '../storage';

/**
 * The frame's records in a map, for tests: jsdom has no IndexedDB. Values are kept as they are (a CryptoKey stays the
 * same object), which is what IndexedDB's structured clone gives a CryptoKey too.
 */
export function memoryStorage(): RecordStorage & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    records,
    get: async <T>(key: string) => records.get(key) as T | undefined,
    set: async (key, value) => {
      records.set(key, value);
    },
    delete: async (key) => {
      records.delete(key);
    },
  };
}
