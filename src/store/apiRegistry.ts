import { createAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { rootReducer } from './rootReducer';

/** What the store needs of an RTK Query API: its state, its middleware and a way to empty its cache. */
export interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}

/** An API joined after the store was built: its state is added now rather than with the next action. */
export const apiInjected = createAction<string>('walletModal/apiInjected');

/** A store's side of the registry, told about each API injected after it subscribed. */
export interface ApiSubscriber {
  apiAdded(api: InjectableApi): void;
}

const injected: InjectableApi[] = [];
// Held weakly: a server that builds a store per request must not keep every one of them.
const subscribers = new Set<WeakRef<ApiSubscriber>>();

/**
 * Adds an RTK Query API to the wallet modal's reducer (`combineSlices().inject`) and tells every store it is installed
 * in, whose dynamic middleware adds the API's middleware. APIs join when their module first loads rather than at
 * startup: each `createApi` costs the host's first load a few milliseconds, and none is needed before the modal opens.
 */
export function injectApi<Api extends InjectableApi>(api: Api): Api {
  // The API modules declare their state in `LazyLoadedSlices`; this generic path cannot see which one it holds.
  rootReducer.inject(api as unknown as Parameters<typeof rootReducer.inject>[0]);
  injected.push(api);
  for (const reference of subscribers) {
    const subscriber = reference.deref();
    if (subscriber) subscriber.apiAdded(api);
    else subscribers.delete(reference);
  }
  return api;
}

/**
 * Returns the APIs injected so far and tells `subscriber` about each one injected later, for as long as something
 * else (its store) keeps it alive.
 */
export function subscribeToApis(subscriber: ApiSubscriber): readonly InjectableApi[] {
  // Once every API has loaded, `injectApi` no longer runs to forget the stores that are gone; this does.
  for (const reference of subscribers) if (!reference.deref()) subscribers.delete(reference);
  subscribers.add(new WeakRef(subscriber));
  return [...injected];
}

/** The APIs injected so far. */
export const injectedApis = (): readonly InjectableApi[] => injected;
