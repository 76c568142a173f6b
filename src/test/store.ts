import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WalletModalConfig } from '../config/config';
import { mainnet, sepolia, solana } from '../config/networks';
import { createWalletModal, type WalletModalEnvironment } from '../store/createWalletModal';
import { getScopedStore } from '../store/scopedStore';
import { memoryStorage } from '../store/storage';
import { DESKTOP } from '../utils/platform';

export const TEST_PROJECT_ID = 'test-project-id';

export const testConfig: WalletModalConfig = { projectId: TEST_PROJECT_ID, networks: [mainnet, sepolia, solana] };

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

/** A host store with its own slice, the wallet modal installed as a host would, and our scoped view of it. */
export function createHostStore(config: WalletModalConfig = testConfig, environment: WalletModalEnvironment = {}) {
  const storage = environment.storage ?? memoryStorage();
  const walletModal = createWalletModal(config, { platform: DESKTOP, ...environment, storage });
  const store = configureStore({
    reducer: { notes: notesSlice.reducer, [walletModal.reducerPath]: walletModal.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(walletModal.middleware),
  });
  return { store, scoped: getScopedStore(store), storage };
}
