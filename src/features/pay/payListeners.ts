import { rootReducer } from '../../store/rootReducer';
import type { StartListening } from '../../store/types';
import { settlePaymentPromise } from './openPay';
import { paymentRequested, paymentSettled } from './payActions';

// The rest of the feature (its state, its other listeners, the checks and the payment) is a chunk of its own, loaded
// with the first request: the first load registers this one listener.
const flow = () => import('./payFlow');

export function registerPayListeners(startListening: StartListening) {
  startListening({
    actionCreator: paymentRequested,
    effect: async ({ payload }, api) => {
      const { startPayFlow, openPayment } = await api.pause(flow());
      // The payment's state joins the root reducer from here: a chunk that imported it would split the first load.
      startPayFlow({ startListening, inject: rootReducer.inject });
      openPayment(api, payload);
    },
  });

  // The host's promise resolves with the outcome (the promises wait in this module's neighbour, never in state).
  startListening({
    actionCreator: paymentSettled,
    effect: ({ payload }) => settlePaymentPromise(payload.id, payload.result),
  });
}
