import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { WalletModalServices } from '../../store/services';
import type { WalletModalState } from '../../store/types';
import { type PaymentRequest, type PayResult, paymentRequested } from './payActions';

/** The hosts' promises still waiting, by request id; the pay listener settles them (`settlePaymentPromise`). */
const waiting = new Map<string, (result: PayResult) => void>();

/** Resolves the host's promise of request `id` (once; a later result for it is ignored). */
export function settlePaymentPromise(id: string, result: PayResult) {
  waiting.get(id)?.(result);
  waiting.delete(id);
}

/**
 * Asks the user to pay (docs/behaviour.md#pay): the Pay view opens on the request, and the promise resolves with the
 * transaction's hash or a typed refusal, never rejects. The result is also dispatched (`pay/settled`).
 *
 *     const result = await getScopedStore(store).dispatch(openPay({ recipient, amount: '5', asset: tokenAddress, network: 'eip155:1' }))
 *     if (result.status === 'paid') show(result.hash)
 */
export function openPay(request: PaymentRequest): ThunkAction<Promise<PayResult>, WalletModalState, WalletModalServices, UnknownAction> {
  return (dispatch, getState) => {
    if (!getState().options.features.pay) {
      return Promise.resolve({ status: 'refused', kind: 'notEnabled', reason: { key: 'notice.payNotEnabled' } });
    }
    const id = crypto.randomUUID();
    const result = new Promise<PayResult>((resolve) => waiting.set(id, resolve));
    dispatch(paymentRequested({ id, request }));
    return result;
  };
}
