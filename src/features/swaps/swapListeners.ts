import { rootReducer } from '../../store/rootReducer';
import { selectCurrentView } from '../../store/slices/modalSlice';
import type { StartListening } from '../../store/types';

// The swap flow (its state, listeners and effects) is a chunk of its own, fetched the first time the Swap view is
// shown: the first load registers this one listener and nothing else of swaps.
const flow = () => import('./swapFlow');

export function registerSwapListeners(startListening: StartListening) {
  startListening({
    predicate: (_action, state) => selectCurrentView(state)?.view === 'Swap',
    effect: async (_action, api) => {
      api.unsubscribe();
      // The flow's state joins the root reducer from here: a chunk that imported it would split the first load.
      (await api.pause(flow())).startSwapFlow({ startListening, inject: rootReducer.inject }, api);
    },
  });
}
