import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';
import { disconnected } from '../../store/slices/connectionSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipNetworkId } from '../../utils/caip';

/** Which sign-in: an account on a network (docs/behaviour.md#sign-in). */
export interface SessionKey {
  chainId: CaipNetworkId;
  address: string;
}

/**
 * The sign-in flow's own state. The sessions themselves are the host's sign-in's answers, read from RTK Query's cache
 * (siwxAnswers.ts), never copied here.
 */
export interface SiwxSliceState {
  /** A sign-in is under way: the message is being made, signed or checked. */
  signing: boolean;
}

export const siwxSlice = createSlice({
  name: 'siwx',
  initialState: (): SiwxSliceState => ({ signing: false }),
  reducers: {
    /** The user asked to sign (the sign-message view). Turned on here, so the listener can tell a second click from the first. */
    signInRequested(state) {
      state.signing = true;
    },
    /** The session is kept: the modal closes. */
    signedIn(state, _action: PayloadAction<SessionKey>) {
      state.signing = false;
    },
    /** The wallet or the app refused the signature, or sign-in cannot be asked for: the view opens again with why. */
    signInFailed(state, _action: PayloadAction<Notice>) {
      state.signing = false;
    },
    /** The sign-in could not start: the host's sign-in could not read the sessions, or make a message. */
    signInStartFailed(state) {
      state.signing = false;
    },
  },
  extraReducers: (builder) => {
    // A wallet that goes while it is asked leaves nothing to wait for.
    builder.addCase(disconnected, (state) => {
      state.signing = false;
    });
  },
  selectors: {
    selectIsSigningIn: (state) => state.signing,
  },
});

export const { signInRequested, signedIn, signInFailed, signInStartFailed } = siwxSlice.actions;
declare module '../../store/rootReducer' {
  // Injected when the store is made (shell/features.ts).
  interface LazyLoadedSlices extends WithSlice<typeof siwxSlice> {}
}

export const { selectIsSigningIn } = siwxSlice.getSelectors((state: WalletModalState) => state.siwx ?? siwxSlice.getInitialState());

/** The user cancelled the sign-in: a required one disconnects, an optional one only closes. */
export const signInCancelled = createAction('siwx/signInCancelled');
/** The account has a session on the network: nothing to ask. */
export const sessionFound = createAction<SessionKey>('siwx/sessionFound');
/** The account has no session on the network: the sign-message view opens. */
export const sessionMissing = createAction<SessionKey>('siwx/sessionMissing');
/** After a sign-in that could not start, the wallet was disconnected: the modal starts over at Connect. */
export const signInUnavailable = createAction('siwx/signInUnavailable');
