// The history as Activity and NFTs show it: the pages in RTK Query's cache as one list. Loaded with the history views
// and effects; the first load reads only whether a history is cached and whether it lists a pending entry.
import { createSelector } from '@reduxjs/toolkit';
import type { HistoryTransaction } from '../../model/transaction';
import { type Activity, selectHistoryAnswer } from './historySelectors';

/** Entries listed on an earlier page are not listed again. */
function distinct(transactions: HistoryTransaction[]) {
  const seen = new Set<string>();
  return transactions.filter((transaction) => !seen.has(transaction.id) && seen.add(transaction.id));
}

/** The pages fetched so far as one list; a failure empties it and clears the cursor (docs/behaviour.md#activity-and-nfts). */
export const selectActivity = createSelector([selectHistoryAnswer], (answer): Activity => {
  const failed = answer.status === 'rejected';
  const pages = failed ? [] : (answer.data?.pages ?? []);
  const transactions = distinct(pages.flatMap((page) => page.transactions));
  return {
    transactions,
    next: pages.at(-1)?.next,
    loading: answer.status === 'pending',
    failed,
    empty: failed || (answer.status === 'fulfilled' && transactions.length === 0),
    shown: answer.status !== 'uninitialized',
  };
});
