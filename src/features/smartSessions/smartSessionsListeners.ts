import { selectIsModalLoading } from '../../store/slices/modalSlice';
import type { StartListening } from '../../store/types';
import { smartSessionRevokeRequested } from './sessionActions';

// The effects are a chunk of their own, loaded on the first revoke: the first load only registers them.
const effects = () => import('./smartSessionsEffects');

export function registerSmartSessionsListeners(startListening: StartListening) {
  startListening({
    actionCreator: smartSessionRevokeRequested,
    effect: async ({ payload }, api) => {
      // One revoke at a time: it holds the modal's loading flag while the wallet is asked.
      if (selectIsModalLoading(api.getState())) return;
      await (await effects()).revokeSmartSession(api, payload.pci);
    },
  });
}
