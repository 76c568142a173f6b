// The account's answers that outlast a reload, each one RTK Query endpoint kept in local storage (persistedAnswers.ts).
// Each is built over its own endpoint, so its argument, its stored answer and its upsert are typed by the endpoint.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { CACHE_SECONDS } from '../../api/cacheLifetimes';
import { selectFromCache } from '../../api/selectFromCache';
import { balanceSchema } from '../../model/balance';
import type { ListenerApi, WalletModalState } from '../../store/types';
import type { CaipAddress, CaipNetworkId } from '../../utils/caip';
import { writeStoredValue } from '../../utils/storage';
import { z } from '../../utils/zod';
import { type NameProfile, nameProfileSchema, namesApi } from '../names/parts';
import { identityArg } from './accountSelectors';
import { balanceApi } from './balanceApi';
import { identityApi, identitySchema } from './identityApi';
import { nativeBalanceApi } from './nativeBalanceApi';
import { type PersistedQuery, persistedKey } from './persistedAnswers';

/** Where a persisted query runs: a listener or an endpoint's `queryFn`. */
export interface QueryContext {
  // biome-ignore lint/suspicious/noExplicitAny: RTK Query's own `queryFn` API types its dispatch this way
  dispatch: ThunkDispatch<any, unknown, UnknownAction>;
  getState: () => unknown;
}

/**
 * Holds a query's subscription, so its entry stays cached while the account is shown (see `accountEffects.ts`). Without
 * one, a request leaves its entry unsubscribed, to live its cache lifetime.
 */
export type Hold = (subscription: { unsubscribe(): void }) => void;

function held<Request extends { unsubscribe(): void }>(request: Request, hold: Hold | undefined): Request {
  hold?.(request);
  return request;
}

const stateOf = (context: QueryContext) => context.getState() as WalletModalState;

const nativeBalanceStored = z.object({ balance: z.string(), symbol: z.string() });

/** The native balance of a CAIP-10 account, cached 30 s, across reloads too. */
export function persistedNativeBalance(context: QueryContext, caipAddress: CaipAddress, hold?: Hold) {
  const arg = { caipAddress };
  const endpoint = nativeBalanceApi.endpoints.getNativeBalance;
  return {
    key: persistedKey('nativeBalance', caipAddress),
    schema: nativeBalanceStored,
    lifetimeSeconds: CACHE_SECONDS.nativeBalance,
    isInMemory: () => !selectFromCache(endpoint.select(arg), stateOf(context)).isUninitialized,
    restore: (value) => context.dispatch(nativeBalanceApi.util.upsertQueryEntries([{ endpointName: 'getNativeBalance', arg, value }])),
    fetch: (forceRefetch) =>
      held(
        context.dispatch(
          endpoint.initiate(arg, { forceRefetch: forceRefetch || CACHE_SECONDS.nativeBalance, subscribe: hold !== undefined }),
        ),
        hold,
      ),
  } satisfies PersistedQuery<z.infer<typeof nativeBalanceStored>>;
}

/** The account's identity (name and avatar), cached 5 min, across reloads too. */
export function persistedIdentity(context: QueryContext, address: string, hold?: Hold) {
  const arg = identityArg(address);
  const endpoint = identityApi.endpoints.getIdentity;
  return {
    key: persistedKey('identity', address),
    schema: identitySchema,
    lifetimeSeconds: CACHE_SECONDS.identity,
    isInMemory: () => !selectFromCache(endpoint.select(arg), stateOf(context)).isUninitialized,
    restore: (value) => context.dispatch(identityApi.util.upsertQueryEntries([{ endpointName: 'getIdentity', arg, value }])),
    fetch: (forceRefetch) =>
      held(
        context.dispatch(endpoint.initiate(arg, { forceRefetch: forceRefetch || CACHE_SECONDS.identity, subscribe: hold !== undefined })),
        hold,
      ),
  } satisfies PersistedQuery<z.infer<typeof identitySchema>>;
}

const nameProfilesSchema = z.array(nameProfileSchema);

/** The names registered to the account (the reverse lookup), cached 5 min, across reloads too. */
export function persistedNames(context: QueryContext, address: string, hold?: Hold) {
  const arg = identityArg(address);
  const endpoint = namesApi.endpoints.getProfilesByAddress;
  return {
    key: persistedKey('names', address),
    schema: nameProfilesSchema,
    lifetimeSeconds: CACHE_SECONDS.ens,
    isInMemory: () => !selectFromCache(endpoint.select(arg), stateOf(context)).isUninitialized,
    restore: (value) => context.dispatch(namesApi.util.upsertQueryEntries([{ endpointName: 'getProfilesByAddress', arg, value }])),
    fetch: (forceRefetch) =>
      held(
        context.dispatch(endpoint.initiate(arg, { forceRefetch: forceRefetch || CACHE_SECONDS.ens, subscribe: hold !== undefined })),
        hold,
      ),
  } satisfies PersistedQuery<z.infer<typeof nameProfilesSchema>>;
}

const portfolioSchema = z.array(balanceSchema);

/** The portfolio of an address on a network, cached 30 s, across reloads too. */
export function persistedPortfolio(context: QueryContext, address: string, chainId: CaipNetworkId) {
  const arg = { address, chainId };
  const endpoint = balanceApi.endpoints.getBalances;
  return {
    key: persistedKey('portfolio', address, chainId),
    schema: portfolioSchema,
    lifetimeSeconds: CACHE_SECONDS.portfolio,
    isInMemory: () => !selectFromCache(endpoint.select(arg), stateOf(context)).isUninitialized,
    restore: (value) => context.dispatch(balanceApi.util.upsertQueryEntries([{ endpointName: 'getBalances', arg, value }])),
    fetch: (forceRefetch) =>
      context.dispatch(endpoint.initiate(arg, { forceRefetch: forceRefetch || CACHE_SECONDS.portfolio, subscribe: false })),
  } satisfies PersistedQuery<z.infer<typeof portfolioSchema>>;
}

/** The argument of the identity and reverse-lookup queries: the account asks about itself. */
/**
 * A name just registered is the account's name at once (docs/behaviour.md#names): it goes into the identity and
 * reverse-lookup answers in RTK Query's cache and in storage, so the next visit shows it too.
 */
export function nameRegisteredForAccount(api: ListenerApi, address: string, profile: NameProfile) {
  const arg = identityArg(address);
  const state = api.getState();
  const identity = selectFromCache(identityApi.endpoints.getIdentity.select(arg), state).data;
  const profiles = selectFromCache(namesApi.endpoints.getProfilesByAddress.select(arg), state).data ?? [];
  const named = { name: profile.name, avatar: identity?.avatar ?? null };
  const listed = [profile, ...profiles.filter((known) => known.name !== profile.name)];
  api.dispatch(identityApi.util.upsertQueryEntries([{ endpointName: 'getIdentity', arg, value: named }]));
  api.dispatch(namesApi.util.upsertQueryEntries([{ endpointName: 'getProfilesByAddress', arg, value: listed }]));
  const savedAt = Date.now();
  writeStoredValue(api.extra.storage, persistedKey('identity', address), { savedAt, data: named }, api.extra.logger);
  writeStoredValue(api.extra.storage, persistedKey('names', address), { savedAt, data: listed }, api.extra.logger);
}
