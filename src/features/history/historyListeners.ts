import { isAnyOf } from '@reduxjs/toolkit';
import { balanceRefreshRequested } from '../../store/slices/accountSlice';
import {
  historyCleared,
  historyNextPageRequested,
  historyPageRequested,
  historyRequested,
  selectHistory,
} from '../../store/slices/historySlice';
import type { StartListening } from '../../store/types';
import { selectActivityTarget, selectHistoryOwner, selectShouldWatchPending } from './historySelectors';

// The fetching is a chunk of its own, loaded when Activity is first shown: the first load only registers it.
const effects = () => import('./historyEffects');

export function registerHistoryListeners(startListening: StartListening) {
  // A first page when Activity is shown (or, if it was, after a balance change), else the next page at the cursor.
  startListening({
    matcher: isAnyOf(historyRequested, historyNextPageRequested, balanceRefreshRequested),
    effect: async (action, api) => {
      const state = api.getState();
      const history = selectHistory(state);
      const target = selectActivityTarget(state);
      const nextPage = historyNextPageRequested.match(action);
      if (!target) return;
      if (nextPage && (history.loading || !history.next)) return;
      if (balanceRefreshRequested.match(action) && !history.shown) return;
      // A newer first page replaces a page still on its way.
      if (!nextPage) api.cancelActiveListeners();
      const request = {
        target,
        owner: selectHistoryOwner(state),
        cursor: nextPage ? history.next : undefined,
        force: balanceRefreshRequested.match(action),
      };
      // Loading shows at once, while the fetching code may still be on its way.
      api.dispatch(historyPageRequested());
      await (await api.pause(effects())).fetchHistoryPage(api, request);
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

  // Another account or network (or none: cleared, disconnected) has a history of its own.
  startListening({
    predicate: (_action, state, previous) => selectHistoryOwner(state) !== selectHistoryOwner(previous),
    effect: (_action, api) => {
      api.dispatch(historyCleared());
    },
  });
}
