import { createAction } from '@reduxjs/toolkit';

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
 * Continue on the Buy view: the purchase page is asked for and opened (docs/behaviour.md#onramp). The one on-ramp
 * action in the first load: the rest of the feature, its state included, loads with its view or the first purchase.
 */
export const purchaseRequested = createAction<PurchaseOrder>('onramp/purchaseRequested');
