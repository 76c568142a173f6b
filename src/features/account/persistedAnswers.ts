// Answers that outlast a reload: the identity, names and balances of an account, kept in local storage under the
// cache prefix for as long as RTK Query keeps them in memory. RTK Query stays the one cache: a stored answer is put
// into it (`upsertQueryEntries`) and the request still goes out to refresh it.

import type { WalletModalServices } from '../../store/services';
import { readStoredValue, writeStoredValue } from '../../utils/storage';
import { z } from '../../utils/zod';
import { ANSWER_CACHE_STORAGE_KEYS } from './answerCacheStorageKey';

/** What RTK Query answers for one query: its data, or an error. */
export interface QueryOutcome<Data> {
  data?: Data;
  error?: unknown;
}

/**
 * One persisted query: where its answer is kept, how long it stays fresh, and its RTK Query entry. Each caller builds
 * it over one endpoint (`endpoint.select`, `api.util.upsertQueryEntries`, `endpoint.initiate`), so every part is typed
 * by that endpoint's own definition.
 */
export interface PersistedQuery<Data> {
  /** The storage key (see `persistedKey`), naming the endpoint and the address (and chain) it is about. */
  key: string;
  schema: z.ZodMiniType<Data>;
  lifetimeSeconds: number;
  /** Whether RTK Query already holds an entry for the query (then memory is newer than storage). */
  isInMemory(): boolean;
  /** Puts a stored answer into RTK Query's cache. */
  restore(data: Data): void;
  fetch(forceRefetch: boolean): PromiseLike<QueryOutcome<Data>>;
}

/** The storage key of an answer: the cache prefix, the endpoint, then the address (and chain) it is about. */
export const persistedKey = (...parts: string[]) =>
  `${ANSWER_CACHE_STORAGE_KEYS.cachePrefix}${parts.map((part) => part.toLowerCase()).join('/')}`;

type StorageServices = Pick<WalletModalServices, 'storage' | 'logger'>;

/** The stored answers about `address`: its identity and names, and its balances on each of `caipNetworkIds`. */
export function forgetStoredAnswers({ storage, logger }: StorageServices, address: string, caipNetworkIds: readonly string[]) {
  const keys = [
    persistedKey('identity', address),
    persistedKey('names', address),
    ...caipNetworkIds.flatMap((chain) => [persistedKey('portfolio', address, chain), persistedKey('nativeBalance', `${chain}:${address}`)]),
  ];
  for (const key of keys) writeStoredValue(storage, key, undefined, logger);
}

/**
 * Runs `query` stale-while-revalidate: when memory has no entry, a fresh stored answer fills the cache (where the
 * selectors show it at once) and the request goes out anyway, past the cache; an expired or unreadable stored answer is
 * dropped. With `revalidate: 'later'` a restored answer is returned as it is (`restored`), and the caller asks again.
 * Each answer received is stored with its time.
 */
export async function runPersistedQuery<Data>(
  { storage, logger }: StorageServices,
  query: PersistedQuery<Data>,
  { force = false, revalidate = 'now' }: { force?: boolean; revalidate?: 'now' | 'later' } = {},
): Promise<QueryOutcome<Data> & { restored?: true }> {
  const key = query.key;
  let forceRefetch = force;
  if (!query.isInMemory()) {
    const stored = readStoredValue(storage, key, () => z.strictObject({ savedAt: z.number(), data: query.schema }), logger);
    const age = stored ? Date.now() - stored.savedAt : Number.NaN;
    if (stored && age >= 0 && age < query.lifetimeSeconds * 1000) {
      query.restore(stored.data);
      if (revalidate === 'later' && !force) return { data: stored.data, restored: true };
      // The restored entry looks fresh to RTK Query; the stored answer may not be, so it is asked again.
      forceRefetch = true;
    } else if (stored) writeStoredValue(storage, key, undefined, logger);
  }
  const outcome = await query.fetch(forceRefetch);
  if (outcome.data !== undefined) writeStoredValue(storage, key, { savedAt: Date.now(), data: outcome.data }, logger);
  return outcome;
}
