import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
export const { selectHasSession } = siwxSlice.selectors;
