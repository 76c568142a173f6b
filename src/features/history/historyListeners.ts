import { isPending, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { toastRequested } from '../../store/slices/alertsSlice';
import type { StartListening } from '../../store/types';

// Following a history is a chunk of its own, loaded with the first history a list asks for.
const effects = () => import('./historyEffects');

/** Whether a query action is the history query's (recognised without loading the API, which joins the store later). */
function isHistoryQuery(action: { meta: { arg: unknown } }): boolean {
  const { arg } = action.meta;
  return typeof arg === 'object' && arg !== null && 'endpointName' in arg && arg.endpointName === 'getHistory';
}

/** A failed page of the history query. */
const isHistoryFailure = (action: UnknownAction): action is UnknownAction & { payload: unknown } =>
  isRejectedWithValue(action) && isHistoryQuery(action);

/** The history query asked for: a list is showing a history. */
const isHistoryAsked = (action: UnknownAction) => isPending(action) && isHistoryQuery(action);

export function registerHistoryListeners(startListening: StartListening) {
  startListening({
    matcher: isHistoryFailure,
    effect: (action, api) => {
      api.extra.logger.warn('Could not fetch the transaction history', action.payload);
      api.dispatch(toastRequested('error', { key: 'error.failedToFetchTransactions' }));
    },
  });

  // What follows a history shown (fetched again after a transfer, pending entries watched) starts with the first
  // history a list asks for: until then there is none to follow.
  startListening({
    predicate: isHistoryAsked,
    effect: async (_action, api) => {
      api.unsubscribe();
      await (await api.pause(effects())).followHistory(startListening, api);
    },
  });
}
