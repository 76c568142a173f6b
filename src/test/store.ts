import {
  clearAllListeners,
  configureStore,
  createSlice,
  isAction,
  type Middleware,
  type PayloadAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { getConfig } from '@testing-library/dom';
import type { WalletModalConfig } from '../config/config';
import { defineNetwork, mainnet, sepolia, solana } from '../config/networks';
import { createWalletModal, type WalletModalEnvironment } from '../shell/createWalletModal';
import { injectedApis } from '../store/apiRegistry';
import { getScopedStore } from '../store/scopedStore';
import type { WalletModalState } from '../store/types';
import { DESKTOP } from '../utils/platform';
import { memoryStorage } from '../utils/storage';

export const TEST_PROJECT_ID = 'test-project-id';

export const testConfig: WalletModalConfig = { projectId: TEST_PROJECT_ID, networks: [mainnet, sepolia, solana] };

/** Polygon, which the mock API's fixtures have tokens and history on (not a built-in network). */
export const polygon = defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.example'] } },
  chainNamespace: 'eip155',
});

/** A host slice living beside the wallet modal, as in a real host app. */
export const notesSlice = createSlice({
  name: 'notes',
  initialState: { items: [] as string[] },
  reducers: {
    noteAdded(state, action: PayloadAction<string>) {
      state.items.push(action.payload);
    },
  },
});

/** Stores made by the current test. */
const liveStores = new Set<{ dispatch: (action: UnknownAction) => unknown }>();

// A test's store stops its side effects when the test ends — the balance retry every 30 s, RTK Query's
// cache lifetimes of up to 5 min — so no timer outlives its test and keeps jest from exiting.
afterEach(() => {
  for (const store of liveStores) {
    store.dispatch(clearAllListeners());
    for (const api of injectedApis()) store.dispatch(api.util.resetApiState());
  }
  liveStores.clear();
});

/** A host store with its own slice, the wallet modal installed as a host would, and our scoped view of it. */
export function createHostStore(config: WalletModalConfig = testConfig, environment: WalletModalEnvironment = {}) {
  const storage = environment.storage ?? memoryStorage();
  const walletModal = createWalletModal(config, { platform: DESKTOP, ...environment, storage });
  const actions: UnknownAction[] = [];
  const recordActions: Middleware = () => (next) => (action) => {
    if (isAction(action)) actions.push(action);
    return next(action);
  };
  const store = configureStore({
    reducer: { notes: notesSlice.reducer, [walletModal.reducerPath]: walletModal.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(recordActions, walletModal.middleware),
  });
  liveStores.add(store);
  return { store, scoped: getScopedStore(store), storage, actions };
}

type Subscribable = { subscribe: (listener: () => void) => () => void };

/**
 * Resolves once `predicate` holds for the wallet modal's state (checked now and after every action). It waits the way
 * Testing Library's `findBy…` and `waitFor` do, so the renders the awaited actions cause are the page settling, not
 * updates outside `act(…)`.
 */
export function waitForState(
  scoped: Subscribable & { getState: () => WalletModalState },
  predicate: (state: WalletModalState) => boolean,
  timeoutMs = 5_000,
): Promise<WalletModalState> {
  return settled(
    scoped,
    () => (predicate(scoped.getState()) ? scoped.getState() : undefined),
    () => JSON.stringify(scoped.getState().connection),
    timeoutMs,
  );
}

export type ActionMatcher = { match: (action: unknown) => boolean; type: string };
type RecordingHost = { scoped: Subscribable; actions: readonly UnknownAction[] };

/** Whether every one of `effects` has been dispatched after the latest `cause`. */
export function effectsLanded(host: RecordingHost, cause: ActionMatcher, effects: ActionMatcher[]): boolean {
  const start = host.actions.findLastIndex((action) => cause.match(action));
  const after = host.actions.slice(start + 1);
  return start !== -1 && effects.every((effect) => after.some((action) => effect.match(action)));
}

/**
 * Resolves once every one of `effects` has been dispatched after the latest `cause`: the work an action started
 * (say, the balance reads a refresh request starts) has landed, and the page has shown it.
 */
export function waitForEffects(host: RecordingHost, cause: ActionMatcher, effects: ActionMatcher[], timeoutMs = 10_000): Promise<true> {
  const seen = () => `${cause.type} then ${host.actions.map((action) => action.type).join(', ')}`;
  return settled(host.scoped, () => effectsLanded(host, cause, effects) || undefined, seen, timeoutMs);
}

/** Resolves with what `check` finds, checked now and after every action, the way `waitFor` waits. */
function settled<T>(store: Subscribable, check: () => T | undefined, describe: () => string, timeoutMs: number): Promise<T> {
  return getConfig().asyncWrapper(
    () =>
      new Promise<T>((resolve, reject) => {
        const attempt = () => {
          const found = check();
          if (found === undefined) return;
          clearTimeout(timer);
          unsubscribe();
          resolve(found);
        };
        const timer = setTimeout(() => {
          unsubscribe();
          reject(new Error(`The store did not reach the expected condition within ${timeoutMs} ms: ${describe()}`));
        }, timeoutMs);
        const unsubscribe = store.subscribe(attempt);
        attempt();
      }),
  ) as Promise<T>;
}
