import { createSelector } from '@reduxjs/toolkit';
import type { HistoryTransaction } from '../../model/transaction';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipNetworkId } from '../../utils/caip';
import { selectOpenActivityLists } from './historySlice';

/** Whose history on which chain Activity shows: the argument of the history query. */
export interface ActivityTarget {
  account: string;
  chainId: CaipNetworkId;
}

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

/** The same account on the same chain, however its address is written: a wallet may report it again in another case. */
const sameTarget = (a: ActivityTarget | undefined, b: ActivityTarget | undefined) =>
  a === b || (a?.chainId === b?.chainId && a?.account.toLowerCase() === b?.account.toLowerCase());

/**
 * Whose history on which chain Activity shows: the active account on the active network, if it has activity. The
 * same account reported again in another case keeps its history.
 */
export const selectActivityTarget = createSelector(
  [
    (state: WalletModalState) => selectActiveAccount(state)?.address,
    selectActiveNetwork,
    (state: WalletModalState) => selectActiveNetworkSupports(state, 'activity'),
  ],
  (address, network, served): ActivityTarget | undefined =>
    address && network && served ? { account: address, chainId: network.caipNetworkId } : undefined,
  { memoizeOptions: { resultEqualityCheck: sameTarget } },
);

/** The account and network the history belongs to; when it changes, the history is someone else's. */
export function selectHistoryOwner(state: WalletModalState): string {
  return `${selectActiveNetwork(state)?.caipNetworkId}|${selectActiveAccount(state)?.address?.toLowerCase()}`;
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
