import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { WalletModalState } from '../../store/types';
import type { CaipAddress, CaipNetworkId } from '../../utils/caip';

/** The sign-in session (CAIP-122, docs/behaviour.md#sign-in). */
export interface SignInSession {
  data: { accountAddress: string; chainId: CaipNetworkId; [field: string]: unknown };
  message: string;
  signature: string;
  cacao?: Record<string, unknown>;
}

export interface SiwxSliceState {
  /** Sessions by the CAIP-10 account they sign in. */
  sessionsByAccount: Partial<Record<CaipAddress, SignInSession[]>>;
}

export const siwxSlice = createSlice({
  name: 'siwx',
  initialState: (): SiwxSliceState => ({ sessionsByAccount: {} }),
  reducers: {
    sessionStored(state, action: PayloadAction<{ account: CaipAddress; session: SignInSession }>) {
      const { account, session } = action.payload;
      state.sessionsByAccount[account] = [...(state.sessionsByAccount[account] ?? []), session];
    },
  },
  selectors: {
    selectHasSession: (state, account: CaipAddress | undefined) =>
      account !== undefined && (state.sessionsByAccount[account]?.length ?? 0) > 0,
  },
});

export const { sessionStored } = siwxSlice.actions;
declare module '../../store/rootReducer' {
  // Injected when the store is made (shell/features.ts).
  interface LazyLoadedSlices extends WithSlice<typeof siwxSlice> {}
}

export const { selectHasSession } = siwxSlice.getSelectors((state: WalletModalState) => state.siwx ?? siwxSlice.getInitialState());
