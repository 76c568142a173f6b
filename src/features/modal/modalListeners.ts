import { selectAllNetworks } from '../../store/slices/chainSlice';
import {
  closeModal,
  modalClosed,
  modalOpened,
  openModal,
  selectCurrentView,
  selectViewHistory,
  shakeEnded,
  shakeStarted,
  wentBack,
} from '../../store/slices/modalSlice';
import type { StartListening } from '../../store/types';
import { raiseNetworkNotFound } from '../alerts';
import { selectIsCloseDisabled, selectOpeningView } from './modalSelectors';
import { SHAKE_MS } from './shake';

export function registerModalListeners(startListening: StartListening) {
  // Opening (docs/behaviour.md#modal): the view the caller forces, else Account / Connect / AllWallets.
  startListening({
    actionCreator: openModal,
    effect: ({ payload }, api) => {
      const view = payload.view ?? selectOpeningView(api.getState());
      // A namespace with no network in the host's `networks` has nothing to show: the developer is told, once, and
      // the modal opens for every namespace.
      const { namespace } = payload;
      const configured =
        namespace === undefined || selectAllNetworks(api.getState()).some((network) => network.chainNamespace === namespace);
      if (!configured) raiseNetworkNotFound(api, `openModal asked for ${namespace}, which has no network in \`networks\``);
      api.dispatch(modalOpened({ view, data: payload.data, namespace: configured ? namespace : undefined }));
    },
  });

  // Going back from the first view closes the modal — as a close request, so the rules below apply.
  startListening({
    actionCreator: wentBack,
    effect: (_action, api) => {
      if (selectViewHistory(api.getOriginalState()).length <= 1) api.dispatch(closeModal());
    },
  });

  // Closing (docs/behaviour.md#modal) is refused on ApproveTransaction unless forced, and while close is disabled for
  // sign-in; a refused close shakes the modal for 500 ms.
  startListening({
    actionCreator: closeModal,
    effect: async ({ payload }, api) => {
      const state = api.getState();
      const blocked = selectCurrentView(state)?.view === 'ApproveTransaction' || selectIsCloseDisabled(state);
      if (payload.force || !blocked) {
        api.dispatch(modalClosed());
        return;
      }
      api.cancelActiveListeners();
      api.dispatch(shakeStarted());
      await api.delay(SHAKE_MS);
      api.dispatch(shakeEnded());
    },
  });
}
