import { combineSlices } from '@reduxjs/toolkit';
import { analyticsApi } from '../api/analyticsApi';
import { chainApi } from '../api/chainApi';
import { providerApi } from '../api/providerApi';
import { walletListApi } from '../api/walletListApi';
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
 * Later features (swap, on-ramp, names, SIWX, …) inject their slices when their code loads, via
 * `rootReducer.inject(slice)`; they declare themselves by augmenting this interface.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface LazyLoadedSlices {}

/** Every RTK Query API, one per base URL (and the chains' own RPC); each brings a reducer and a middleware. */
export const apis = [providerApi, walletListApi, analyticsApi, chainApi] as const;

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
  ...apis,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The wallet modal's state: what sits under `walletModal` in the host's store. */
export type WalletModalState = ReturnType<typeof rootReducer>;
