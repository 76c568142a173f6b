import { createAction, createDynamicMiddleware, type Middleware, type MiddlewareAPI, type Store, type Unsubscribe } from '@reduxjs/toolkit';
import { yieldToMain } from '../utils/yieldToMain';
import { type ApiSubscriber, apiInjected, subscribeToApis } from './apiRegistry';
import { REDUCER_PATH } from './reducerPath';
import type { WalletModalServices } from './services';
import type { HostState, WalletModalDispatch, WalletModalState } from './types';

/**
 * The wallet modal lives under one key of the host's store, but RTK Query, our listeners and our
 * components expect a store whose state is ours. A scoped store is that view: `getState` returns our
 * subtree, and `dispatch` runs thunks with that state and our services while plain actions go through
 * the host's store (so the host's reducers, middleware and DevTools see every one of them).
 */
export interface ScopedStore {
  getState: () => WalletModalState;
  dispatch: WalletModalDispatch;
  subscribe: (listener: () => void) => Unsubscribe;
}

type ScopedApi = Omit<ScopedStore, 'subscribe'>;

/**
 * Dispatched once the host's store exists, in a task of its own: discovery of the page's wallets and the restore of a
 * stored session start here, so a host only has to install the reducer and middleware, and its page script does not
 * grow into a long task with our start.
 */
export const walletModalStarted = createAction('walletModal/started');

/** Answered by our middleware with its scoped API; never reaches a reducer. */
const scopedApiRequested = createAction('walletModal/scopedApiRequested');

/**
 * Runs the listener middleware, then the middleware of every RTK Query API as it is injected (see `apiRegistry.ts`),
 * against our subtree of the host's store. RTK's dynamic middleware holds that chain; what is ours is the scoping
 * itself, which RTK Query needs because it finds its cache at `getState()[reducerPath]`.
 */
export function scopedMiddleware(listenerMiddleware: Middleware, services: WalletModalServices): Middleware {
  const dynamic = createDynamicMiddleware();
  dynamic.addMiddleware(listenerMiddleware);
  return (api) => {
    const getState = () => (api.getState() as HostState)[REDUCER_PATH];
    const dispatch = ((action: unknown) =>
      typeof action === 'function' ? action(dispatch, getState, services) : api.dispatch(action as never)) as WalletModalDispatch;
    const scoped: ScopedApi = { getState, dispatch };
    // Referenced by the store's dispatch below, which keeps it alive for the registry (that holds it weakly).
    const installation: ApiSubscriber & { handle?: (action: unknown) => unknown } = {
      apiAdded(injected) {
        dynamic.addMiddleware(injected.middleware);
        // Not from inside the API module's evaluation: a store that throws here would break that module for the
        // whole page. A microtask still runs before any code awaiting the module's import.
        queueMicrotask(() => api.dispatch(apiInjected(injected.reducerPath)));
      },
    };
    dynamic.addMiddleware(...subscribeToApis(installation).map((injected) => injected.middleware));
    const chain = dynamic.middleware(scoped as MiddlewareAPI);
    // The store is still being built here; dispatching is allowed once it is. The store works before the start: what
    // the host dispatches at once is handled, and what needs the page's wallets waits for them (`connectors.waitFor`).
    void yieldToMain().then(() => api.dispatch(walletModalStarted()));
    return (next) => {
      installation.handle = chain(next);
      return (action) => (scopedApiRequested.match(action) ? scoped : installation.handle?.(action));
    };
  };
}

const scopedStores = new WeakMap<Store, ScopedStore>();

/** The scoped view of a host store that has the wallet modal's reducer and middleware installed. */
export function getScopedStore(hostStore: Store): ScopedStore {
  let scoped = scopedStores.get(hostStore);
  if (!scoped) {
    const answer = hostStore.dispatch(scopedApiRequested()) as unknown;
    if (scopedApiRequested.match(answer) || !(REDUCER_PATH in (hostStore.getState() as object))) {
      throw new Error(
        `The wallet modal is not installed in this store: add \`${REDUCER_PATH}: walletModal.reducer\` to its reducers and \`walletModal.middleware\` to its middleware`,
      );
    }
    scoped = { ...(answer as ScopedApi), subscribe: hostStore.subscribe };
    scopedStores.set(hostStore, scoped);
  }
  return scoped;
}
