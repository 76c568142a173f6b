import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { toastRequested } from '../../store/slices/alertsSlice';
import type { StartListening } from '../../store/types';

// Following a history is a chunk of its own, loaded with the first history a list asks for.
const effects = () => import('./historyEffects');

/** A failed page of the history query (recognised without loading the API, which joins the store later). */
function isHistoryFailure(action: UnknownAction): action is UnknownAction & { payload: unknown } {
  if (!isRejectedWithValue(action)) return false;
  const arg: unknown = action.meta.arg;
  return typeof arg === 'object' && arg !== null && 'endpointName' in arg && arg.endpointName === 'getHistory';
}

/** The history query asked for the first time: a list is showing a history (recognised without loading the API). */
function isHistoryAsked(action: UnknownAction): boolean {
  const meta = (action as { meta?: { arg?: unknown; requestStatus?: unknown } }).meta;
  return (
    meta?.requestStatus === 'pending' &&
    typeof meta.arg === 'object' &&
    meta.arg !== null &&
    'endpointName' in meta.arg &&
    meta.arg.endpointName === 'getHistory'
  );
}

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
