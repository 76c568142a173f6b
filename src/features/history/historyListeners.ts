import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { balanceRefreshRequested } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import type { StartListening } from '../../store/types';
import { selectHistoryShown, selectShouldWatchPending } from './historySelectors';

// The fetching is a chunk of its own, loaded when first needed: the first load only registers it.
const effects = () => import('./historyEffects');

/** A failed page of the history query (recognised without loading the API, which joins the store later). */
function isHistoryFailure(action: UnknownAction): action is UnknownAction & { payload: unknown } {
  if (!isRejectedWithValue(action)) return false;
  const arg: unknown = action.meta.arg;
  return typeof arg === 'object' && arg !== null && 'endpointName' in arg && arg.endpointName === 'getHistory';
}

export function registerHistoryListeners(startListening: StartListening) {
  // After a balance change (a transfer), a history that was shown is fetched again from its first page.
  startListening({
    actionCreator: balanceRefreshRequested,
    effect: async (_action, api) => {
      if (!selectHistoryShown(api.getState())) return;
      await (await api.pause(effects())).refreshHistory(api);
    },
  });

  startListening({
    matcher: isHistoryFailure,
    effect: (action, api) => {
      api.extra.logger.warn('Could not fetch the transaction history', action.payload);
      api.dispatch(toastRequested('error', { key: 'error.failedToFetchTransactions' }));
    },
  });

  // Pending entries on screen, with the option on: watched until they go through (see watchPendingTransactions).
  startListening({
    predicate: (_action, state, previous) => selectShouldWatchPending(state) && !selectShouldWatchPending(previous),
    effect: async (_action, api) => {
      // One watch at a time: one that was about to end gives way to this one.
      api.cancelActiveListeners();
      await (await api.pause(effects())).watchPendingTransactions(api);
    },
  });
}
