// The pay listeners beyond the first request's (docs/behaviour.md#pay): a chunk of its own, with the feature's state and
// effects, loaded with the first request (payListeners.ts).
import { modalClosed } from '../../store/slices/modalSlice';
import type { StartListening } from '../../store/types';
import { settlePaymentPromise } from './openPay';
import { paymentSettled } from './payActions';
import { makePayment } from './payEffects';
import { payPressed, selectOpenPayment } from './paySlice';

export { openPayment } from './payEffects';

// One listener middleware serves one store; a second start (the same middleware in another store) adds nothing.
const started = new WeakSet<StartListening>();

/** Registers the listeners of a payment with the modal's listener middleware, once. */
export function startPayFlow(startListening: StartListening) {
  if (started.has(startListening)) return;
  started.add(startListening);

  startListening({
    actionCreator: payPressed,
    effect: async (_action, api) => {
      // The reducer made the payment `paying` with this very action; if it was not open before, this press is a second
      // one (or the payment is settled), and a payment is made once.
      if (selectOpenPayment(api.getOriginalState())?.status !== 'open') return;
      await makePayment(api);
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
