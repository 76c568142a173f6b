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

const injected: InjectableApi[] = [];
const subscribers = new Set<(api: InjectableApi) => void>();

/**
 * Adds an RTK Query API to the wallet modal's reducer and to the middleware of every store it is installed in.
 * APIs join when their module first loads rather than at startup: each `createApi` costs the host's first load
 * a few milliseconds, and none is needed before the modal opens or a stored session is restored.
 */
export function injectApi<Api extends InjectableApi>(api: Api): Api {
  // The API modules declare their state in `LazyLoadedSlices`; this generic path cannot see which one it holds.
  rootReducer.inject(api as unknown as Parameters<typeof rootReducer.inject>[0]);
  injected.push(api);
  for (const subscriber of subscribers) subscriber(api);
  return api;
}

/** Calls `subscriber` with every API injected so far, then with each one injected later. */
export function forEachInjectedApi(subscriber: (api: InjectableApi) => void): void {
  for (const api of injected) subscriber(api);
  subscribers.add(subscriber);
}

/** The APIs injected so far. */
export const injectedApis = (): readonly InjectableApi[] => injected;
