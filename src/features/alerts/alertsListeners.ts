import { isAnyOf, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/baseQuery';
import { API_REDUCER_PATHS } from '../../api/reducerPaths';
import { type AlertId, ServerMessage } from '../../errors';
import { alertRaised, queuedToastShown, toastHidden, toastRequested } from '../../store/slices/alertsSlice';
import type { StartListening } from '../../store/types';
import { TOAST_DURATION_MS, TOAST_SWAP_MS } from './toastTimings';

/** Server messages (docs/behaviour.md#errors) and the alert each one raises. */
const SERVER_MESSAGE_ALERTS: Record<string, AlertId> = {
  [ServerMessage.originNotAllowed]: 'invalidAppConfiguration',
  [ServerMessage.invalidKey]: 'invalidAppConfiguration',
  [ServerMessage.jwtNotYetValid]: 'sessionExpired',
};

const API_PATHS = Object.values(API_REDUCER_PATHS).map((path) => `${path}/`);

/** A failed request of one of our APIs (not a host thunk that happens to be rejected). */
type ApiRejection = UnknownAction & { payload: ApiError };

function isApiRejection(action: UnknownAction): action is ApiRejection {
  return isRejectedWithValue(action) && API_PATHS.some((path) => action.type.startsWith(path));
}

export function registerAlertsListeners(startListening: StartListening) {
  // A new toast while one is open closes it and shows the new one 150 ms later.
  startListening({
    actionCreator: toastRequested,
    effect: async (_action, api) => {
      if (!api.getState().alerts.queuedToast) return;
      api.cancelActiveListeners();
      api.dispatch(toastHidden());
      await api.delay(TOAST_SWAP_MS);
      api.dispatch(queuedToastShown());
    },
  });

  // Success and error toasts hide by themselves; a loading toast stays until something replaces it.
  startListening({
    matcher: isAnyOf(toastRequested, queuedToastShown),
    effect: async (_action, api) => {
      const toast = api.getState().alerts.toast;
      if (!toast || toast.variant === 'loading') return;
      await api.delay(TOAST_DURATION_MS);
      if (api.getState().alerts.toast?.id === toast.id) api.dispatch(toastHidden());
    },
  });

  // Provider answers that carry a known server message raise their alert, once each (a 403 from analytics is the
  // analytics feature's to read).
  startListening({
    matcher: isApiRejection,
    effect: (action, api) => {
      const { serverMessage } = action.payload;
      const alert = serverMessage && SERVER_MESSAGE_ALERTS[serverMessage];
      if (alert) api.dispatch(alertRaised({ id: alert, once: true }));
    },
  });
}
