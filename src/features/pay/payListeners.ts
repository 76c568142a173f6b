import { modalClosed } from '../../store/slices/modalSlice';
import type { StartListening } from '../../store/types';
import { settlePaymentPromise } from './openPay';
import { paymentRequested, paymentSettled, payPressed, selectOpenPayment } from './paySlice';

// The checks and the payment are a chunk of their own, loaded with the first request: the first load only registers them.
const effects = () => import('./payEffects');

export function registerPayListeners(startListening: StartListening) {
  startListening({
    actionCreator: paymentRequested,
    effect: async ({ payload }, api) => {
      (await effects()).openPayment(api, payload);
    },
  });

  startListening({
    actionCreator: payPressed,
    effect: async (_action, api) => {
      // The reducer made the payment `paying` with this very action; if it was not open before, this press is a second
      // one (or the payment is settled), and a payment is made once.
      if (selectOpenPayment(api.getOriginalState())?.status !== 'open') return;
      await (await effects()).makePayment(api);
    },
  });

  // Closing the modal on a payment the user has not started cancels it.
  startListening({
    actionCreator: modalClosed,
    effect: (_action, api) => {
      const payment = selectOpenPayment(api.getState());
      if (payment?.status !== 'open') return;
      api.dispatch(
        paymentSettled({ id: payment.id, result: { status: 'refused', kind: 'cancelled', reason: { key: 'notice.payCancelled' } } }),
      );
    },
  });

  startListening({
    actionCreator: paymentSettled,
    effect: ({ payload }) => settlePaymentPromise(payload.id, payload.result),
  });
}
