import type { Logger } from './logger';
import type { z } from './zod';

/** The slice of the Web Storage API we use; hosts may pass their own (e.g. for tests or SSR). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What `access` to a storage gives, or undefined when the storage throws (full, blocked, a sandboxed frame's). */
export function attemptStorage<T>(access: () => T): T | undefined {
  try {
    return access();
  } catch {
    return undefined;
  }
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

/**
 * A stored JSON value checked against `schema`, which is built only when there is a value to check (callers pass `() => schema`).
 * Storage is shared with every script of the origin, so a corrupt or foreign value is discarded with a warning instead
 * of breaking the app.
 */
export function readStoredValue<T>(storage: KeyValueStorage, key: string, schema: () => z.ZodMiniType<T>, logger: Logger): T | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    logger.warn(`Could not read ${key} from storage`, error);
    return undefined;
  }
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  const parsed = schema().safeParse(value);
  if (parsed.success) return parsed.data;
  logger.warn(`Discarded an unreadable value stored under ${key}`);
  writeStoredValue(storage, key, undefined, logger);
  return undefined;
}

/** Writes `value` as JSON, or removes the key for `undefined`; a full or blocked storage only loses the write. */
export function writeStoredValue(storage: KeyValueStorage, key: string, value: unknown, logger: Logger) {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    logger.warn(`Could not write ${key} to storage`, error);
  }
}
