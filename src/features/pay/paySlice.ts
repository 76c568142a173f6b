import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { WalletModalState } from '../../store/types';
import { type PaymentRequest, paymentOpened, paymentSettled } from './payActions';

/** The payment the Pay view shows: `open` until the user pays, `paying` while the wallet and the chain work, then settled. */
interface OpenPayment {
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
  },
  extraReducers: (builder) => {
    builder
      .addCase(paymentOpened, (state, action) => {
        state.payment = { ...action.payload, status: 'open' };
      })
      .addCase(paymentSettled, (state, action) => {
        if (state.payment?.id === action.payload.id) state.payment.status = 'settled';
      });
  },
});

declare module '../../store/rootReducer' {
  // Joins the root reducer with the first request (payListeners.ts), not when the store is made.
  interface LazyLoadedSlices extends WithSlice<typeof paySlice> {}
}

export const { payPressed, payNotStarted } = paySlice.actions;

/** The payment the Pay view shows, if any. */
export const selectOpenPayment = (state: WalletModalState) => state.pay?.payment;
