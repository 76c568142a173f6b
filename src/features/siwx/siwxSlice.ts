import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import { disconnected } from '../../store/slices/connectionSlice';
import type { WalletModalState } from '../../store/types';
import { signedIn, signInFailed, signInRequested, signInStartFailed } from './siwxActions';

/**
 * The sign-in flow's own state. The sessions themselves are the host's sign-in's answers, read from RTK Query's cache
 * (siwxApi.ts), never copied here.
 */
export interface SiwxSliceState {
  /** A sign-in is under way: the message is being made, signed or checked. */
  signing: boolean;
}

export const siwxSlice = createSlice({
  name: 'siwx',
  initialState: (): SiwxSliceState => ({ signing: false }),
  reducers: {},
  extraReducers: (builder) => {
    // Turned on with the request itself, so the listener can tell a second click from the first.
    builder.addCase(signInRequested, (state) => {
      state.signing = true;
    });
    // Over when it ends, or when the wallet goes while it is asked.
    builder.addMatcher(isAnyOf(signedIn, signInFailed, signInStartFailed, disconnected), (state) => {
      state.signing = false;
    });
  },
  selectors: {
    selectIsSigningIn: (state) => state.signing,
  },
});

declare module '../../store/rootReducer' {
  // Injected when the flow starts (siwxFlow.ts): a host without sign-in never loads it.
  interface LazyLoadedSlices extends WithSlice<typeof siwxSlice> {}
}

export const { selectIsSigningIn } = siwxSlice.getSelectors((state: WalletModalState) => state.siwx ?? siwxSlice.getInitialState());
