import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';
import type { WalletModalState } from '../../store/types';
import type { PurchaseOrder } from './onrampActions';

/**
 * A purchase under way: `opening` while its URL is generated and opened, `waiting` for the balance to change
 * (Buy in progress), `arrived` once it did (`received`: by how much), `failed` with the reason.
 */
export type Purchase =
  | { status: 'opening' | 'waiting'; order: PurchaseOrder }
  | { status: 'arrived'; order: PurchaseOrder; received: string }
  | { status: 'failed'; order: PurchaseOrder; reason: Notice };

export interface OnrampState {
  purchase: Purchase | undefined;
}

export const onrampSlice = createSlice({
  name: 'onramp',
  initialState: (): OnrampState => ({ purchase: undefined }),
  reducers: {
    /** The purchase's code has loaded: its page is asked for and opened. */
    purchaseStarted(state, action: PayloadAction<PurchaseOrder>) {
      state.purchase = { status: 'opening', order: action.payload };
    },
    /** The purchase page is open: the balance is watched until it changes. */
    purchasePageOpened(state) {
      if (state.purchase?.status === 'opening') state.purchase = { status: 'waiting', order: state.purchase.order };
    },
    /** The balance changed by `received` while the purchase page was open. */
    purchaseArrived(state, action: PayloadAction<{ received: string }>) {
      if (state.purchase?.status === 'waiting')
        state.purchase = { status: 'arrived', order: state.purchase.order, received: action.payload.received };
    },
    purchaseFailed(state, action: PayloadAction<Notice>) {
      if (state.purchase) state.purchase = { status: 'failed', order: state.purchase.order, reason: action.payload };
    },
    /** The user left the outcome for a new purchase; a purchase still awaited is no longer watched. */
    purchaseDismissed(state) {
      state.purchase = undefined;
    },
  },
});

declare module '../../store/rootReducer' {
  // Joins the root reducer with the first purchase (onrampListeners.ts), not when the store is made.
  interface LazyLoadedSlices extends WithSlice<typeof onrampSlice> {}
}

export const { purchaseStarted, purchasePageOpened, purchaseArrived, purchaseFailed, purchaseDismissed } = onrampSlice.actions;

/** The purchase under way or last made, if any. */
export const selectPurchase = (state: WalletModalState) => state.onramp?.purchase;
