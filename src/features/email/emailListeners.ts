import { emailDependencyLoadFailed } from '../../firstLoadErrorTexts';
import { rootReducer } from '../../store/rootReducer';
import { walletModalStarted } from '../../store/scopedStore';
import type { StartListening } from '../../store/types';

// The flow is a chunk of its own, fetched as the modal starts and only when the modal has the embedded wallet: the
// first load holds this one listener.
const flow = () => import('./emailFlow');

export function registerEmailListeners(startListening: StartListening) {
  startListening({
    actionCreator: walletModalStarted,
    effect: async (_action, api) => {
      // Its state joins the root reducer from the flow: a chunk that imported the root reducer would split the first load.
      if (!api.extra.embeddedWallet) return;
      const loaded = await api.pause(flow()).catch((error: unknown) => api.extra.logger.error(emailDependencyLoadFailed, error));
      loaded?.startEmailFlow({ startListening, inject: rootReducer.inject }, api);
    },
  });
}
