// Fetching the Activity history again and watching its pending entries: a chunk of its own, loaded when first needed.
// historyListeners.ts registers it. The history itself is RTK Query's infinite query, which the lists subscribe to.

import { selectFromCache } from '../../api/selectFromCache';
import { TRANSACTIONS } from '../../constants';
import type { HistoryTransaction } from '../../model/transaction';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import type { ListenerApi, WalletModalState } from '../../store/types';
import { selectActivity } from './historyAnswers';
import { type HistoryPage, historyApi } from './historyApi';
import { selectActivityTarget, selectShouldWatchPending } from './historySelectors';

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
