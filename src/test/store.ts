import { clearAllListeners, configureStore, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
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
  const store = configureStore({
    reducer: { notes: notesSlice.reducer, [walletModal.reducerPath]: walletModal.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(walletModal.middleware),
  });
  liveStores.add(store);
  return { store, scoped: getScopedStore(store), storage };
}

/** Resolves once `predicate` holds for the wallet modal's state (checked now and after every action). */
export function waitForState(
  scoped: { getState: () => WalletModalState; subscribe: (listener: () => void) => () => void },
  predicate: (state: WalletModalState) => boolean,
  timeoutMs = 5_000,
): Promise<WalletModalState> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = scoped.getState();
      if (!predicate(state)) return false;
      clearTimeout(timer);
      unsubscribe();
      resolve(state);
      return true;
    };
    const timer = setTimeout(() => {
      unsubscribe();
      reject(
        new Error(`The state did not reach the expected condition within ${timeoutMs} ms: ${JSON.stringify(scoped.getState().connection)}`),
      );
    }, timeoutMs);
    const unsubscribe = scoped.subscribe(check);
    check();
  });
}
