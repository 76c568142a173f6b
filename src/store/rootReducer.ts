import { combineSlices } from '@reduxjs/toolkit';
import { accountSlice } from './slices/accountSlice';
import { alertsSlice } from './slices/alertsSlice';
import { chainSlice } from './slices/chainSlice';
import { connectionSlice } from './slices/connectionSlice';
import { connectorsSlice } from './slices/connectorsSlice';
import { historySlice } from './slices/historySlice';
import { modalSlice } from './slices/modalSlice';
import { optionsSlice } from './slices/optionsSlice';
import { sendSlice } from './slices/sendSlice';
import { siwxSlice } from './slices/siwxSlice';

/**
 * Slices injected when their code loads, via `rootReducer.inject(slice)`, declare themselves by augmenting this
 * interface: the RTK Query APIs (see `apiRegistry.ts`) and later features (swap, on-ramp, names, SIWX, …).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  optionsSlice,
  chainSlice,
  accountSlice,
  connectionSlice,
  connectorsSlice,
  sendSlice,
  modalSlice,
  historySlice,
  alertsSlice,
  siwxSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The wallet modal's state: what sits under `walletModal` in the host's store. */
export type WalletModalState = ReturnType<typeof rootReducer>;
