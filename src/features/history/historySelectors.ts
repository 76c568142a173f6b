import type { HistoryTransaction } from '../../model/transaction';
import { selectOptions } from '../../store/slices/optionsSlice';
import type { WalletModalState } from '../../store/types';
import { selectOpenActivityLists } from './historySlice';

/** The history of the active account on the active network, as Activity and NFTs show it. */
export interface Activity {
  /** The entries of every page fetched, newest first, each once. */
  transactions: HistoryTransaction[];
  /** The cursor of the next page; undefined at the end of the list (or after a failure). */
  next: string | undefined;
  /** A page is on its way. */
  loading: boolean;
  /** The last fetch failed ('Failed to fetch transactions'): the list is emptied and the cursor cleared. */
  failed: boolean;
  /** A fetch answered and there is nothing to show. */
  empty: boolean;
  /** The history was asked for and is still cached: a balance change fetches it again. */
  shown: boolean;
}

/**
 * Reads the history in RTK Query's cache (`historyAnswers.ts`). RTK Query is not in the first load: the reader joins
 * with the history code, and until then the cache holds no history.
 */
export interface ActivityReader {
  selectActivity(state: WalletModalState): Activity;
}

let reader: ActivityReader | undefined;

/** Called once by `historyAnswers.ts` as it loads. */
export function activityReaderJoined(loaded: ActivityReader) {
  reader = loaded;
}

/** The history Activity shows, once the history code has loaded. */
export const selectActivity = (state: WalletModalState): Activity | undefined => reader?.selectActivity(state);

/** The history API lists a transaction not yet mined as pending; it later reads confirmed or failed. */
export const isPending = (transaction: HistoryTransaction) => transaction.metadata.status === 'pending';

/** Whether pending entries are watched now: the host turned it on, an Activity list is open and shows one. */
export function selectShouldWatchPending(state: WalletModalState): boolean {
  return (
    selectOptions(state).watchPendingTransactions &&
    selectOpenActivityLists(state) > 0 &&
    (selectActivity(state)?.transactions.some(isPending) ?? false)
  );
}
