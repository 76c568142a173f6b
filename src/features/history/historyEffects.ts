// Following the Activity history once a list has asked for one: fetching it again after a transfer and watching its
// pending entries. A chunk of its own, which historyListeners.ts loads with the first history asked for. The history
// itself is RTK Query's infinite query, which the lists subscribe to.

import { selectFromCache } from '../../api/selectFromCache';
import { TRANSACTIONS } from '../../constants';
import type { HistoryTransaction } from '../../model/transaction';
import { balanceRefreshRequested, selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import type { ListenerApi, StartListening, WalletModalState } from '../../store/types';
import { selectActivity } from './historyAnswers';
import { type HistoryPage, historyApi } from './historyApi';
import { selectActivityTarget, selectHistoryShown, selectShouldWatchPending } from './historySelectors';

/** The account and network the history belongs to; when it changes, the history is someone else's. */
function selectHistoryOwner(state: WalletModalState): string {
  return `${selectActiveNetwork(state)?.caipNetworkId}|${selectActiveAccount(state)?.address?.toLowerCase()}`;
}

/** After a transfer, the history shown is fetched again from its first page, past the cache. */
export async function refreshHistory(api: ListenerApi) {
  const target = selectActivityTarget(api.getState());
  if (!target) return;
  // RTK Query asks nothing while a page is on its way: the newer first page goes out once it has landed.
  if (selectActivity(api.getState()).loading) await api.condition((_action, state) => !selectActivity(state).loading);
  await api.pause(api.dispatch(historyApi.endpoints.getHistory.initiate(target, { forceRefetch: true, subscribe: false })));
}
/**
 * A first page fetched again to see whether pending entries went through, merged into the history: its entries take
 * the place of the loaded ones with the same id and new ones are added first; the pages after it and the cursor stay.
 */
function mergeFirstPage(pages: readonly HistoryPage[], fresh: HistoryTransaction[]): HistoryPage[] {
  const freshById = new Map(fresh.map((transaction) => [transaction.id, transaction]));
  const loaded = new Set(pages.flatMap((page) => page.transactions.map((transaction) => transaction.id)));
  const added = fresh.filter((transaction) => !loaded.has(transaction.id));
  return pages.map((page, index) => ({
    ...page,
    transactions: [...(index === 0 ? added : []), ...page.transactions.map((transaction) => freshById.get(transaction.id) ?? transaction)],
  }));
}

const watchEnded = (_action: unknown, state: WalletModalState) => !selectShouldWatchPending(state);

/**
 * Watches the pending entries of the history shown: every 30 s the first page is fetched again and merged in,
 * so an entry turns confirmed (or failed) without a reload. It ends once nothing shown is pending, the Activity
 * list closes, the account or network changes or after 99 polls. A failed poll is only logged: the list keeps what
 * it shows and the next poll tries again.
 */
export async function watchPendingTransactions(api: ListenerApi) {
  const state = api.getState();
  const target = selectActivityTarget(state);
  const owner = selectHistoryOwner(state);
  if (!target) return;
  for (let polls = 0; polls < TRANSACTIONS.pendingWatchLimit && selectShouldWatchPending(api.getState()); polls += 1) {
    // Waits out the interval, unless watching ends first.
    if (await api.condition(watchEnded, TRANSACTIONS.pendingPollMs)) return;
    const result = await api.pause(
      api.dispatch(historyApi.endpoints.getHistoryPage.initiate(target, { subscribe: false, forceRefetch: true })),
    );
    if (selectHistoryOwner(api.getState()) !== owner) return;
    const history = selectFromCache(historyApi.endpoints.getHistory.select(target), api.getState()).data;
    if (!result.data) api.extra.logger.warn('Could not check the pending transactions', result.error);
    else if (history) {
      const value = { ...history, pages: mergeFirstPage(history.pages, result.data.transactions) };
      api.dispatch(historyApi.util.upsertQueryEntries([{ endpointName: 'getHistory', arg: target, value }]));
    }
  }
}

/**
 * Registers what follows a history shown, with the modal's listener middleware, once its first history is asked for:
 * after a balance change (a transfer) a history that was shown is fetched again from its first page; pending entries
 * on screen, with the option on, are watched until they go through (see watchPendingTransactions).
 */
export async function followHistory(startListening: StartListening, api: ListenerApi) {
  startListening({
    actionCreator: balanceRefreshRequested,
    effect: async (_action, listener) => {
      if (selectHistoryShown(listener.getState())) await refreshHistory(listener);
    },
  });
  startListening({
    predicate: (_action, state, previous) => selectShouldWatchPending(state) && !selectShouldWatchPending(previous),
    effect: async (_action, listener) => {
      // One watch at a time: one that was about to end gives way to this one.
      listener.cancelActiveListeners();
      await watchPendingTransactions(listener);
    },
  });
  // Pending entries may have arrived while this chunk loaded: watched here, as the listener above would have.
  if (selectShouldWatchPending(api.getState())) await watchPendingTransactions(api);
}
