import { rootReducer } from '../../store/rootReducer';
import type { StartListening } from '../../store/types';
import { purchaseRequested } from './onrampActions';

// The effects are a chunk of their own, loaded with the first purchase: the first load only registers them.
const effects = () => import('./onrampEffects');

export function registerOnrampListeners(startListening: StartListening) {
  startListening({
    actionCreator: purchaseRequested,
    effect: async ({ payload }, api) => {
      // One purchase is watched at a time: a new one replaces the last.
      api.cancelActiveListeners();
      // The purchase's state joins the root reducer from here: a chunk that imported it would split the first load.
      await (await api.pause(effects())).makePurchase(api, payload, rootReducer.inject);
    },
  });
}
