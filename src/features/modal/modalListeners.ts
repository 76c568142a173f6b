import { SHAKE_MS } from '../../constants';
import type { StartListening } from '../../store/types';
import { selectIsConnected } from '../connection/connectionSlice';
import { closeModal, modalClosed, modalOpened, openModal, selectCurrentView, shakeEnded, shakeStarted } from './modalSlice';

export function registerModalListeners(startListening: StartListening) {
  // SPEC §2 "Opening": Account when connected, Connect otherwise, or the view the caller forces.
  startListening({
    actionCreator: openModal,
    effect: ({ payload }, api) => {
      const view = payload.view ?? (selectIsConnected(api.getState()) ? 'Account' : 'Connect');
      api.dispatch(modalOpened({ view, data: payload.data, namespace: payload.namespace }));
    },
  });

  // SPEC §2: closing is blocked on ApproveTransaction unless forced; the modal shakes instead (SPEC §4, 500 ms).
  startListening({
    actionCreator: closeModal,
    effect: async ({ payload }, api) => {
      if (!payload.force && selectCurrentView(api.getState())?.view === 'ApproveTransaction') {
        api.cancelActiveListeners();
        api.dispatch(shakeStarted());
        await api.delay(SHAKE_MS);
        api.dispatch(shakeEnded());
        return;
      }
      api.dispatch(modalClosed());
    },
  });
}
