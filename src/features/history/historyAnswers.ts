// The history Activity and NFTs show, read from RTK Query's cache (its one copy) through a selector keyed by the active
// account and network. Loaded with the history views and effects; the first-load selectors read through it once it joins.
import { createSelector } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { selectFromCache } from '../../api/selectFromCache';
import type { HistoryTransaction } from '../../model/transaction';
import type { WalletModalState } from '../../store/types';
import { selectActivityTarget } from './activityTarget';
import { historyApi } from './historyApi';
import { type Activity, activityReaderJoined } from './historySelectors';

const selectHistoryEntry = createSelector([selectActivityTarget], (target) => historyApi.endpoints.getHistory.select(target ?? skipToken));

/** Entries listed on an earlier page are not listed again. */
function distinct(transactions: HistoryTransaction[]) {
  const seen = new Set<string>();
  return transactions.filter((transaction) => !seen.has(transaction.id) && seen.add(transaction.id));
}

/** The pages fetched so far as one list; a failure empties it and clears the cursor (docs/behaviour.md#activity-and-nfts). */
export const selectActivity = createSelector(
  [(state: WalletModalState) => selectFromCache(selectHistoryEntry(state), state)],
  (entry): Activity => {
    const failed = entry.isError;
    const pages = failed ? [] : (entry.data?.pages ?? []);
    const transactions = distinct(pages.flatMap((page) => page.transactions));
    return {
      transactions,
      next: pages.at(-1)?.next,
      loading: entry.status === 'pending',
      failed,
      empty: failed || (entry.isSuccess && transactions.length === 0),
      shown: !entry.isUninitialized,
    };
  },
);

activityReaderJoined({ selectActivity });
