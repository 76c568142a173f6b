import { rootReducer } from '../../store/rootReducer';
import type { StartListening } from '../../store/types';
import { settlePaymentPromise } from './openPay';
import { paymentRequested } from './payActions';

// The rest of the feature (its state and other listeners, then the checks and the payment) loads with the first request:
// the first load registers this one listener.
const flow = () => import('./payFlow');

export function registerPayListeners(startListening: StartListening) {
  startListening({
    actionCreator: paymentRequested,
    effect: async ({ payload }, api) => {
      const { startPayFlow, openPayment } = await api.pause(flow());
      // The payment's state joins the root reducer from here, and the hosts' promises are settled through here: a chunk
      // that imported either module would split the first load.
      startPayFlow({ startListening, inject: rootReducer.inject, settle: settlePaymentPromise });
      await openPayment(api, payload);
    },
  });
}
