import type { StartListening } from '../../store/types';
import { paymentRequested } from './payActions';

// The rest of the feature (its state, its other listeners, the checks and the payment) is a chunk of its own, loaded
// with the first request: the first load registers this one listener.
const flow = () => import('./payFlow');

export function registerPayListeners(startListening: StartListening) {
  startListening({
    actionCreator: paymentRequested,
    effect: async ({ payload }, api) => {
      const { startPayFlow, openPayment } = await api.pause(flow());
      startPayFlow(startListening);
      openPayment(api, payload);
    },
  });
}
