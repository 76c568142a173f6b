// Fetching the Activity pages and watching their pending entries: a chunk of its own, loaded when Activity is first
// shown. historyListeners.ts registers it.
import { TRANSACTIONS } from '../../constants';
import { toastRequested } from '../../store/slices/alertsSlice';
import { historyFetchFailed, historyFirstPageRefreshed, historyPageReceived } from '../../store/slices/historySlice';
import type { ListenerApi, WalletModalState } from '../../store/types';
import { historyApi } from './historyApi';
import { type ActivityTarget, selectActivityTarget, selectHistoryOwner, selectShouldWatchPending } from './historySelectors';

interface PageRequest {
  target: ActivityTarget;
  /** Whose history the page is for, as the request was made. */
  owner: ReturnType<typeof selectHistoryOwner>;
  /** The next page's cursor; none for the first page. */
  cursor: string | undefined;
  /** Past the cache: after a balance change (a new transaction) or to check pending entries, a cached page is out of date. */
  force: boolean;
}

/** One page of the target's history: from the cache if it holds it, unless `force`. */
function requestHistoryPage(api: ListenerApi, { target, cursor, force }: Omit<PageRequest, 'owner'>) {
  return api.pause(
    api.dispatch(
      historyApi.endpoints.getHistoryPage.initiate(
        { account: target.address, chainId: target.caipNetworkId, cursor },
        { subscribe: false, forceRefetch: force },
      ),
    ),
  );
}

/** Fetches the first page of the target's history, or the page at the cursor, and stores it. */
export async function fetchHistoryPage(api: ListenerApi, request: PageRequest) {
  const { owner, cursor } = request;
  const result = await requestHistoryPage(api, request);
  // The account or network changed meanwhile: this page belongs to the history just cleared.
  if (selectHistoryOwner(api.getState()) !== owner) return;
  if (!result.data) {
    api.extra.logger.warn('Could not fetch the transaction history', result.error);
    api.dispatch(toastRequested('error', { key: 'error.failedToFetchTransactions' }));
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

const watchEnded = (_action: unknown, state: WalletModalState) => !selectShouldWatchPending(state);

/**
 * Watches the pending entries of the history shown: every 30 s the first page is fetched again and merged in,
 * so an entry turns confirmed (or failed) without a reload. It ends once nothing shown is pending, the Activity
 * list closes, the account or network changes (which clears the history) or after 99 polls. A failed poll is
 * only logged: the list keeps what it shows and the next poll tries again.
 */
export async function watchPendingTransactions(api: ListenerApi) {
  const state = api.getState();
  const target = selectActivityTarget(state);
  const owner = selectHistoryOwner(state);
  if (!target) return;
  for (let polls = 0; polls < TRANSACTIONS.pendingWatchLimit && selectShouldWatchPending(api.getState()); polls += 1) {
    // Waits out the interval, unless watching ends first.
    if (await api.condition(watchEnded, TRANSACTIONS.pendingPollMs)) return;
    const result = await requestHistoryPage(api, { target, cursor: undefined, force: true });
    if (selectHistoryOwner(api.getState()) !== owner) return;
    if (result.data) api.dispatch(historyFirstPageRefreshed(result.data.transactions));
    else api.extra.logger.warn('Could not check the pending transactions', result.error);
  }
}
