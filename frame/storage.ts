import { ErrorText } from '../src/errors';

/** Where the frame keeps its records: its own origin's IndexedDB in the browser, a map in tests. */
export interface RecordStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

const STORE = 'records';

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * One object store of key → value in the frame origin's IndexedDB. Values are structured clones, so a non-extractable
 * `CryptoKey` is kept as it is: the browser keeps its key material and never hands it out.
 */
export function indexedDbStorage(name = 'embedded-wallet'): RecordStorage {
  let database: Promise<IDBDatabase> | undefined;
  const open = () => {
    if (!database) {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      database = settled(request).catch((error: unknown) => {
        database = undefined;
        // Browsers refuse storage to a frame on another site when the user blocks third-party storage.
        throw new Error(ErrorText.frameStorageBlocked, { cause: error });
      });
    }
    return database;
  };
  const store = async (mode: IDBTransactionMode) => (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    get: async <T>(key: string) => (await settled((await store('readonly')).get(key))) as T | undefined,
    set: async (key, value) => {
      await settled((await store('readwrite')).put(value, key));
    },
    delete: async (key) => {
      await settled((await store('readwrite')).delete(key));
    },
  };
}
