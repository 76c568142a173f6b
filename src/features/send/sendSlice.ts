import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { WalletModalState } from '../../store/types';

/**
 * Which token the user chose (docs/behaviour.md#send): the user's choice, not the token's balance or price, which are
 * read from the account's answers (`selectSendToken`).
 */
export interface SendTokenChoice {
  /** The token's CAIP-10 address, as in its Balance; none for the native currency. */
  address?: string;
  symbol: string;
}

/** The Send state (docs/behaviour.md#send). */
export interface SendState {
  token: SendTokenChoice | undefined;
  sendTokenAmount: string | undefined;
  receiverAddress: string | undefined;
  receiverProfileImageUrl: string | undefined;
  receiverProfileName: string | undefined;
  loading: boolean;
}

const emptyForm = (): SendState => ({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  loading: false,
});

export const sendSlice = createSlice({
  name: 'send',
  initialState: emptyForm,
  reducers: {
    tokenSelected(state, action: PayloadAction<SendTokenChoice>) {
      state.token = { address: action.payload.address, symbol: action.payload.symbol };
    },
    amountChanged(state, action: PayloadAction<string | undefined>) {
      state.sendTokenAmount = action.payload;
    },
    receiverChanged(state, action: PayloadAction<string | undefined>) {
      state.receiverAddress = action.payload;
      state.receiverProfileName = undefined;
      state.receiverProfileImageUrl = undefined;
    },
    receiverProfileResolved(state, action: PayloadAction<{ name: string | undefined; imageUrl: string | undefined }>) {
      state.receiverProfileName = action.payload.name;
      state.receiverProfileImageUrl = action.payload.imageUrl;
    },
    /**
     * The user asked to send. Loading is on during a send — turned on here, in the same step as
     * the request, so the send listener can tell a second click from the first (see sendListeners).
     */
    sendRequested(state) {
      state.loading = true;
    },
    /** A failed send keeps the form so the user can fix and retry. */
    failed(state) {
      state.loading = false;
    },
    /** The chain included the transfer; the form is reset next, after the modal has left the preview. */
    succeeded(state) {
      state.loading = false;
    },
    /** Success resets the form; so does a switch across namespaces. */
    sendFormReset: emptyForm,
  },
  selectors: {
    selectSendState: (state) => state,
  },
});

export const {
  tokenSelected,
  amountChanged,
  receiverChanged,
  receiverProfileResolved,
  sendRequested,
  failed: sendFailed,
  succeeded: sendSucceeded,
  sendFormReset,
} = sendSlice.actions;
declare module '../../store/rootReducer' {
  // The send form is the send feature's state, injected when the store is made (shell/features.ts).
  interface LazyLoadedSlices extends WithSlice<typeof sendSlice> {}
}

export const { selectSendState } = sendSlice.getSelectors((state: WalletModalState) => state.send ?? sendSlice.getInitialState());

/** The user typed in the receiver field (an address or a name); the send listener resolves it. */
export const receiverEntered = createAction<string>('send/receiverEntered');

/** The Max button: the whole balance of the chosen token, less the fee when it is the native currency. */
export const maxAmountRequested = createAction('send/maxAmountRequested');
