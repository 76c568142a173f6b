import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { WalletRequestErrorKind } from '../../adapters/types';
import type { Notice } from '../../i18n/notice';
import type { WalletModalState } from '../../store/types';
import type { CaipNetworkId } from '../../utils/caip';

/** What a host asks to be paid (docs/behaviour.md#pay). */
export interface PaymentRequest {
  /** Who is paid: an address of the network's chain family. */
  recipient: string;
  /** How much, in whole units of the asset, as a decimal string (`'5'`, `'0.01'`). */
  amount: string;
  /** `'native'` for the network's own currency, else the token's address (an ERC-20 contract, a Solana mint). */
  asset: string;
  /** The CAIP-2 id of one of the modal's networks (`eip155:1`). */
  network: CaipNetworkId;
}

/**
 * Why a payment was not made: the host's `features.pay` is off; the request breaks a rule of a send; another payment is
 * still open; the user closed the modal; or what the wallet or the chain answered (a rejection, a revert…).
 */
export type PayRefusalKind = 'notEnabled' | 'invalidRequest' | 'busy' | 'cancelled' | WalletRequestErrorKind;

/** How a payment ended: the transaction's hash (a Solana signature), or a typed refusal with the reason as a notice. */
export type PayResult = { status: 'paid'; hash: string } | { status: 'refused'; kind: PayRefusalKind; reason: Notice };

/** The payment the Pay view shows: `open` until the user pays, `paying` while the wallet and the chain work, then settled. */
export interface OpenPayment {
  id: string;
  request: PaymentRequest;
  status: 'open' | 'paying' | 'settled';
}

export interface PayState {
  payment: OpenPayment | undefined;
}

export const paySlice = createSlice({
  name: 'pay',
  initialState: (): PayState => ({ payment: undefined }),
  reducers: {
    /** A host asked for a payment (`openPay`); the pay listener checks it before anything is shown. */
    paymentRequested(_state, _action: PayloadAction<{ id: string; request: PaymentRequest }>) {},
    /** The request passed the checks: the Pay view opens on it. */
    paymentOpened(state, action: PayloadAction<{ id: string; request: PaymentRequest }>) {
      state.payment = { ...action.payload, status: 'open' };
    },
    /**
     * The user pressed Pay. The payment turns `paying` here, in the same step, so the listener can tell a second press
     * from the first: a payment is made once.
     */
    payPressed(state) {
      if (state.payment?.status === 'open') state.payment.status = 'paying';
    },
    /** The payment could not start (the balance changed under it): it stays open, the toast says why. */
    payNotStarted(state) {
      if (state.payment?.status === 'paying') state.payment.status = 'open';
    },
    /** The request ended; the host's promise resolves with `result`. */
    paymentSettled(state, action: PayloadAction<{ id: string; result: PayResult }>) {
      if (state.payment?.id === action.payload.id) state.payment.status = 'settled';
    },
  },
});

declare module '../../store/rootReducer' {
  // Injected when the store is made (shell/features.ts).
  interface LazyLoadedSlices extends WithSlice<typeof paySlice> {}
}

export const { paymentRequested, paymentOpened, payPressed, payNotStarted, paymentSettled } = paySlice.actions;

/** The payment the Pay view shows, if any. */
export const selectOpenPayment = (state: WalletModalState) => state.pay?.payment;
