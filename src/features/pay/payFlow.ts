// The pay listeners beyond the first request's (docs/behaviour.md#pay): a small chunk of its own with the feature's state,
// loaded with the first request (payListeners.ts). What they do (the checks, the payment) is payEffects.ts, a chunk
// loaded from here, so the first load names this chunk alone.
import { modalClosed } from '../../store/slices/modalSlice';
import type { ListenerApi, StartListening } from '../../store/types';
import { type PaymentRequest, type PayResult, paymentSettled } from './payActions';
import { payPressed, paySlice, selectOpenPayment } from './paySlice';

const effects = () => import('./payEffects');

/** Checks a host's request and shows it, or refuses it (payEffects.ts). */
export async function openPayment(api: ListenerApi, payload: { id: string; request: PaymentRequest }) {
  (await api.pause(effects())).openPayment(api, payload);
}

// One listener middleware serves one store; a second start (the same middleware in another store) adds nothing.
const started = new WeakSet<StartListening>();

/** What the first load hands the flow: the modal's listener middleware, the root reducer's `inject`, and what resolves a host's promise. */
interface FlowHost {
  startListening: StartListening;
  inject: (slice: typeof paySlice) => unknown;
  settle: (id: string, result: PayResult) => void;
}

/** Injects the payment's state and registers its listeners with the modal's listener middleware, once. */
export function startPayFlow({ startListening, inject, settle }: FlowHost) {
  if (started.has(startListening)) return;
  started.add(startListening);
  inject(paySlice);

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

  // The host's promise resolves with the outcome (the promises wait in the first load, never in state).
  startListening({
    actionCreator: paymentSettled,
    effect: ({ payload }) => settle(payload.id, payload.result),
  });
}
