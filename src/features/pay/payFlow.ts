// The pay listeners beyond the first request's (docs/behaviour.md#pay): a chunk of its own, with the feature's state and
// effects, loaded with the first request (payListeners.ts).
import { modalClosed } from '../../store/slices/modalSlice';
import type { StartListening } from '../../store/types';
import { paymentSettled } from './payActions';
import { makePayment } from './payEffects';
import { payPressed, paySlice, selectOpenPayment } from './paySlice';

export { openPayment } from './payEffects';

// One listener middleware serves one store; a second start (the same middleware in another store) adds nothing.
const started = new WeakSet<StartListening>();

/** What the first load hands the flow: the modal's listener middleware, and the root reducer's `inject`. */
interface FlowHost {
  startListening: StartListening;
  inject: (slice: typeof paySlice) => unknown;
}

/** Injects the payment's state and registers its listeners with the modal's listener middleware, once. */
export function startPayFlow({ startListening, inject }: FlowHost) {
  if (started.has(startListening)) return;
  started.add(startListening);
  inject(paySlice);

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
}
