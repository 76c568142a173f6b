import { combineSlices } from '@reduxjs/toolkit';
import { accountSlice } from '../features/account/accountSlice';
import { alertsSlice } from '../features/alerts/alertsSlice';
import { chainSlice } from '../features/chain/chainSlice';
import { connectionSlice } from '../features/connection/connectionSlice';
import { connectorsSlice } from '../features/connectors/connectorsSlice';
import { historySlice } from '../features/history/historySlice';
import { modalSlice } from '../features/modal/modalSlice';
import { optionsSlice } from '../features/options/optionsSlice';
import { sendSlice } from '../features/send/sendSlice';
import { siwxSlice } from '../features/siwx/siwxSlice';

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
