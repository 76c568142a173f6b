import { createAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

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

// The registry's state; `injectApi.ts`, which only code loaded on demand imports, adds to it.
export const injected: InjectableApi[] = [];
// Held weakly: a server that builds a store per request must not keep every one of them.
export const subscribers = new Set<WeakRef<ApiSubscriber>>();

/**
 * Returns the APIs injected so far and tells `subscriber` about each one injected later, for as long as something
 * else (its store) keeps it alive.
 */
export function subscribeToApis(subscriber: ApiSubscriber): readonly InjectableApi[] {
  // Once every API has loaded, `injectApi` (injectApi.ts) no longer runs to forget the stores that are gone; this does.
  for (const reference of subscribers) if (!reference.deref()) subscribers.delete(reference);
  subscribers.add(new WeakRef(subscriber));
  return [...injected];
}

/** The APIs injected so far. */
export const injectedApis = (): readonly InjectableApi[] => injected;
