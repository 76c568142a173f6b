// Fetching the Activity pages: a chunk of its own, loaded when Activity is first shown. historyListeners.ts registers it.
import { ErrorText } from '../../errors';
import { toastRequested } from '../../store/slices/alertsSlice';
import { historyFetchFailed, historyPageReceived } from '../../store/slices/historySlice';
import type { ListenerApi } from '../../store/types';
import { historyApi } from './historyApi';
import { type ActivityTarget, selectHistoryOwner } from './historySelectors';

interface PageRequest {
  target: ActivityTarget;
  /** Whose history the page is for, as the request was made. */
  owner: ReturnType<typeof selectHistoryOwner>;
  /** The next page's cursor; none for the first page. */
  cursor: string | undefined;
  /** Past the cache: a balance change means a new transaction, so a cached first page is out of date. */
  force: boolean;
}

/** Fetches the first page of the target's history, or the page at the cursor, and stores it. */
export async function fetchHistoryPage(api: ListenerApi, { target, owner, cursor, force }: PageRequest) {
  const request = api.dispatch(
    historyApi.endpoints.getHistoryPage.initiate(
      { account: target.address, chainId: target.caipNetworkId, cursor },
      { subscribe: false, forceRefetch: force },
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
      replace: cursor === undefined,
    }),
  );
}
