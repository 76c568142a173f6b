import type { StartListening } from '../../store/types';
import { maxAmountRequested, receiverEntered, selectSendState, sendRequested } from './sendSlice';

// The effects are a chunk of their own, loaded on the first send action: the first load only registers them.
const effects = () => import('./sendEffects');

export function registerSendListeners(startListening: StartListening) {
  startListening({
    actionCreator: sendRequested,
    effect: async (_action, api) => {
      // The reducer turned loading on with this very action; if it was on before, a send is under way
      // and this is a second click, which must not send again.
      if (selectSendState(api.getOriginalState()).loading) return;
      await (await effects()).sendTheForm(api);
    },
  });

  startListening({
    actionCreator: maxAmountRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await (await api.pause(effects())).fillMaxAmount(api);
    },
  });

  startListening({
    actionCreator: receiverEntered,
    effect: async ({ payload }, api) => {
      // Only the latest text counts: a lookup still running for an earlier one is dropped.
      api.cancelActiveListeners();
      await (await api.pause(effects())).takeReceiver(api, payload);
    },
  });
}
