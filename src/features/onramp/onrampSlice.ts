import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Notice } from '../../i18n/notice';
import type { WalletModalState } from '../../store/types';

/** What the user asked to buy (docs/behaviour.md#onramp): a currency on an on-ramp network, paid in fiat. */
export interface PurchaseOrder {
  /** The CAIP-10 account the purchase goes to. */
  caipAddress: string;
  /** The on-ramp's name of the network (a card chain, `solana`, or the fallback `ethereum`). */
  onrampNetwork: string;
  /** The purchase currency's symbol. */
  symbol: string;
  paymentCurrency: string;
  /** In the payment currency, a decimal string. */
  fiatAmount: string;
  /** The amount of `symbol` the quote promised, when it gave one. */
  cryptoAmount: string | undefined;
}

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
    /** Continue: the purchase page is asked for and opened; the listener does the rest. */
    purchaseRequested(state, action: PayloadAction<PurchaseOrder>) {
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
  // Injected when the store is made (shell/features.ts).
  interface LazyLoadedSlices extends WithSlice<typeof onrampSlice> {}
}

export const { purchaseRequested, purchasePageOpened, purchaseArrived, purchaseFailed, purchaseDismissed } = onrampSlice.actions;

/** The purchase under way or last made, if any. */
export const selectPurchase = (state: WalletModalState) => state.onramp?.purchase;
