import { combineSlices } from '@reduxjs/toolkit';
import { accountSlice } from './slices/accountSlice';
import { alertsSlice } from './slices/alertsSlice';
import { chainSlice } from './slices/chainSlice';
import { connectionSlice } from './slices/connectionSlice';
import { connectorsSlice } from './slices/connectorsSlice';
import { modalSlice } from './slices/modalSlice';
import { optionsSlice } from './slices/optionsSlice';

/**
 * Slices injected after the root reducer is made declare themselves by augmenting this interface: the RTK Query APIs
 * when their code loads (see `apiRegistry.ts`), and the state a feature owns when the store is made (shell/features.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  optionsSlice,
  chainSlice,
  accountSlice,
  connectionSlice,
  connectorsSlice,
  modalSlice,
  alertsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The wallet modal's state: what sits under `walletModal` in the host's store. */
export type WalletModalState = ReturnType<typeof rootReducer>;
