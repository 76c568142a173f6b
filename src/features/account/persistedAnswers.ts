// Answers that outlast a reload: the identity, names and balances of an account, kept in local storage under the
// cache prefix for as long as RTK Query keeps them in memory. RTK Query stays the one cache: a stored answer is put
// into it (`upsertQueryEntries`) and the request still goes out to refresh it.
import { STORAGE_KEYS } from '../../constants';
import type { ListenerApi } from '../../store/types';
import { readStoredValue, writeStoredValue } from '../../utils/storage';
import { z } from '../../utils/zod';

/** What RTK Query answers for one query: its data, or an error. */
interface QueryOutcome<Data> {
  data?: Data;
  error?: unknown;
}

/** One persisted query: where its answer is kept, how long it stays fresh, and its RTK Query entry. */
interface PersistedQuery<Data> {
  /** The storage key (see `persistedKey`), naming the endpoint and the address (and chain) it is about. */
  key: string;
  schema: z.ZodMiniType<Data>;
  lifetimeSeconds: number;
  /** Whether RTK Query already holds an entry for the query (then memory is newer than storage). */
  isInMemory(): boolean;
  /** Puts a stored answer into RTK Query's cache. */
  restore(data: Data): void;
  fetch(forceRefetch: boolean): Promise<QueryOutcome<Data>>;
}

/** The storage key of an answer: the cache prefix, the endpoint, then the address (and chain) it is about. */
export const persistedKey = (...parts: string[]) => `${STORAGE_KEYS.cachePrefix}${parts.map((part) => part.toLowerCase()).join('/')}`;

/** The stored answers about `address`: its identity and names, and its balances on each of `caipNetworkIds`. */
export function forgetStoredAnswers(api: ListenerApi, address: string, caipNetworkIds: readonly string[]) {
  const keys = [
    persistedKey('identity', address),
    persistedKey('names', address),
    ...caipNetworkIds.flatMap((chain) => [persistedKey('portfolio', address, chain), persistedKey('nativeBalance', `${chain}:${address}`)]),
  ];
  for (const key of keys) writeStoredValue(api.extra.storage, key, undefined, api.extra.logger);
}

/**
 * Runs `query` stale-while-revalidate: when memory has no entry, a fresh stored answer fills the cache and is handed to
 * `shown` at once, and the request goes out anyway; an expired or unreadable stored answer is dropped. Each answer
 * received is stored with its time.
 */
export async function runPersistedQuery<Data>(
  api: ListenerApi,
  query: PersistedQuery<Data>,
  { force = false, shown }: { force?: boolean; shown?: (data: Data) => void } = {},
): Promise<QueryOutcome<Data>> {
  const { storage, logger } = api.extra;
  const key = query.key;
  let forceRefetch = force;
  if (!query.isInMemory()) {
    const stored = readStoredValue(storage, key, z.strictObject({ savedAt: z.number(), data: query.schema }), logger);
    const age = stored ? Date.now() - stored.savedAt : Number.NaN;
    if (stored && age >= 0 && age < query.lifetimeSeconds * 1000) {
      query.restore(stored.data);
      shown?.(stored.data);
      // The restored entry looks fresh to RTK Query; the stored answer may not be, so it is asked again.
      forceRefetch = true;
    } else if (stored) writeStoredValue(storage, key, undefined, logger);
  }
  const outcome = await api.pause(query.fetch(forceRefetch));
  if (outcome.data !== undefined) writeStoredValue(storage, key, { savedAt: Date.now(), data: outcome.data }, logger);
  return outcome;
}

/** The parts of an RTK Query API and endpoint a persisted query uses. */
interface QueryEndpoint {
  select(arg: never): (state: never) => { status: string };
  initiate(arg: never, options: { subscribe: false; forceRefetch: boolean }): unknown;
}
interface QueryApi<Name extends string> {
  endpoints: { [name in Name]: QueryEndpoint };
  util: { upsertQueryEntries(entries: never): unknown };
}

/**
 * A persisted query over an RTK Query endpoint. RTK Query types each endpoint by its own definition; this one generic
 * path over all of them passes the argument through untyped, checked by the callers' own types.
 */
export function endpointQuery<Name extends string, Arg, Data>(
  api: ListenerApi,
  rtkApi: QueryApi<Name>,
  endpointName: Name,
  arg: Arg,
  stored: { key: string; schema: z.ZodMiniType<Data>; lifetimeSeconds: number },
): PersistedQuery<Data> {
  const endpoint = rtkApi.endpoints[endpointName];
  return {
    ...stored,
    isInMemory: () => endpoint.select(arg as never)(api.getState() as never).status !== 'uninitialized',
    restore: (data) => {
      api.dispatch(rtkApi.util.upsertQueryEntries([{ endpointName, arg, value: data }] as never) as never);
    },
    fetch: (forceRefetch) =>
      api.dispatch(endpoint.initiate(arg as never, { subscribe: false, forceRefetch }) as never) as unknown as Promise<QueryOutcome<Data>>,
  };
}
