// What the pay listeners do, loaded with the first payment request so none of it is in the first load.
import { WalletRequestError, walletNotice } from '../../adapters/walletRequestError';
import { balanceRefreshRequested } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import type { ListenerApi } from '../../store/types';
import { selectActiveTokenBalances } from '../account/parts';
import { checkTransfer, transferThroughWallet } from '../send/parts';
import { type PaymentRequest, paymentOpened, paymentSettled } from './payActions';
import { checkPaymentRequest, paymentToken } from './payRules';
import { payNotStarted, selectOpenPayment } from './paySlice';

/** A host's request (docs/behaviour.md#pay): refused when another payment is open or it breaks a send's rule, else shown. */
export function openPayment(api: ListenerApi, { id, request }: { id: string; request: PaymentRequest }) {
  const open = selectOpenPayment(api.getState());
  if (open && open.status !== 'settled') {
    api.dispatch(paymentSettled({ id, result: { status: 'refused', kind: 'busy', reason: { key: 'notice.payBusy' } } }));
    return;
  }
  const checked = checkPaymentRequest(api.getState(), request, api.extra.adapters);
  if ('problem' in checked) {
    api.extra.logger.warn('openPay: the request cannot be paid', request);
    api.dispatch(paymentSettled({ id, result: { status: 'refused', kind: 'invalidRequest', reason: checked.problem } }));
    return;
  }
  api.dispatch(paymentOpened({ id, request }));
}

/**
 * Pays the open payment through the send path (preflight, the wallet, the receipt). What the wallet or the chain
 * answered settles it: the hash, or the refusal with its reason (a revert's own). A payment that cannot start (the
 * balance fell short, no wallet) stays open and says why.
 */
export async function makePayment(api: ListenerApi) {
  const payment = selectOpenPayment(api.getState());
  if (!payment) return;
  const { request } = payment;
  const checked = checkPaymentRequest(api.getState(), request, api.extra.adapters);
  const transfer =
    'problem' in checked
      ? checked
      : {
          network: checked.network,
          ...checkTransfer(
            { amount: request.amount, receiver: request.recipient },
            paymentToken(selectActiveTokenBalances(api.getState()), request, checked.network),
            checked.network,
            api.extra.adapters[checked.network.chainNamespace]?.family,
          ),
        };
  if ('problem' in transfer) {
    api.dispatch(payNotStarted());
    api.dispatch(toastRequested('error', transfer.problem));
    return;
  }
  try {
    const sent = await transferThroughWallet(api, transfer.network, transfer.draft);
    if ('problem' in sent) {
      api.dispatch(payNotStarted());
      api.dispatch(toastRequested('error', sent.problem));
      return;
    }
    const { token } = transfer.draft;
    api.dispatch(paymentSettled({ id: payment.id, result: { status: 'paid', hash: sent.id } }));
    api.dispatch(toastRequested('success', { key: 'notice.paid', values: { amount: request.amount, symbol: token.symbol } }));
    api.dispatch(balanceRefreshRequested());
  } catch (error) {
    api.extra.logger.info('The payment failed', error);
    const reason = walletNotice(error, { key: 'error.walletRequestFailed' });
    const kind = error instanceof WalletRequestError ? error.kind : 'failed';
    api.dispatch(paymentSettled({ id: payment.id, result: { status: 'refused', kind, reason } }));
    api.dispatch(toastRequested('error', reason));
  }
}
