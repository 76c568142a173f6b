import { isAnyOf } from '@reduxjs/toolkit';
import { ErrorText } from '../../errors';
import type { StartListening } from '../../store/types';
import { balanceRefreshRequested } from '../account/accountSlice';
import { toastRequested } from '../alerts/alertsSlice';
import { historyApi } from './historyApi';
import { selectActivityTarget, selectHistoryOwner } from './historySelectors';
import {
  historyCleared,
  historyFetchFailed,
  historyNextPageRequested,
  historyPageReceived,
  historyPageRequested,
  historyRequested,
  selectHistory,
} from './historySlice';

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
      const owner = selectHistoryOwner(state);
      api.dispatch(historyPageRequested());
      const request = api.dispatch(
        historyApi.endpoints.getHistoryPage.initiate(
          { account: target.address, chainId: target.caipNetworkId, cursor: nextPage ? history.next : undefined },
          // A balance change means a new transaction: the cached first page is out of date.
          { subscribe: false, forceRefetch: balanceRefreshRequested.match(action) },
        ),
      );
      const result = await api.pause(request);
      // The account or network changed meanwhile: this page belongs to the history just cleared.
      if (selectHistoryOwner(api.getState()) !== owner) return;
      if (!result.data) {
        api.extra.logger.warn('Could not fetch the transaction history', result.error);
        api.dispatch(toastRequested('error', ErrorText.failedToFetchTransactions));
        api.dispatch(historyFetchFailed());
        return;
      }
      api.dispatch(
        historyPageReceived({
          transactions: result.data.transactions,
          next: result.data.next,
          caipNetworkId: target.caipNetworkId,
          replace: !nextPage,
        }),
      );
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
