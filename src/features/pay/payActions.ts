import { createAction } from '@reduxjs/toolkit';
import type { WalletRequestErrorKind } from '../../adapters/walletRequestError';
import type { Notice } from '../../i18n/notice';
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

// The pay actions of the first load: a host's request, and the outcomes the navigation table moves the modal on. The rest
// of the feature, its state included, loads with the first request.

/** A host asked for a payment (`openPay`); the pay listener checks it before anything is shown. */
export const paymentRequested = createAction<{ id: string; request: PaymentRequest }>('pay/requested');

/** The request passed the checks: the Pay view opens on it. */
export const paymentOpened = createAction<{ id: string; request: PaymentRequest }>('pay/opened');

/** The request ended; the host's promise resolves with `result`. */
export const paymentSettled = createAction<{ id: string; result: PayResult }>('pay/settled');
