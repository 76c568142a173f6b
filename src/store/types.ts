import type { ListenerEffectAPI, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { REDUCER_PATH } from './reducerPath';
import type { WalletModalState } from './rootReducer';
import type { WalletModalServices } from './services';

export type { WalletModalState };

/** The host's root state, as far as the wallet modal is concerned. */
export type HostState = { [REDUCER_PATH]: WalletModalState };

/** Dispatch as our listeners, thunks and components see it: thunks get our state and services. */
export type WalletModalDispatch = ThunkDispatch<WalletModalState, WalletModalServices, UnknownAction>;

export type StartListening = TypedStartListening<WalletModalState, WalletModalDispatch, WalletModalServices>;

/** What a listener's effect gets: our state, dispatch and services (`extra`). */
export type ListenerApi = ListenerEffectAPI<WalletModalState, WalletModalDispatch, WalletModalServices>;
