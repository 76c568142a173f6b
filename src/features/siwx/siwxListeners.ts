import { rootReducer } from '../../store/rootReducer';
import { walletModalStarted } from '../../store/scopedStore';
import type { StartListening } from '../../store/types';

// The flow's listeners are a chunk of their own, fetched as the modal starts and only when sign-in is on: a host
// without sign-in registers this one listener alone.
const flow = () => import('./siwxFlow');

export function registerSiwxListeners(startListening: StartListening) {
  startListening({
    actionCreator: walletModalStarted,
    effect: async (_action, api) => {
      // The flow's state joins the root reducer from here: a chunk that imported it would split the first load.
      if (api.getState().options.signIn.enabled)
        (await api.pause(flow())).startSignInFlow({ startListening, inject: rootReducer.inject }, api);
    },
  });
}
