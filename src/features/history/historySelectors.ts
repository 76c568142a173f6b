import { createSelector } from '@reduxjs/toolkit';
import { cachedAnswer } from '../../api/cachedAnswer';
import type { HistoryTransaction } from '../../model/transaction';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipNetworkId } from '../../utils/caip';
import type { HistoryPage } from './historyApi';
import { selectOpenActivityLists } from './historySlice';

/** Whose history on which chain Activity shows: the argument of the history query. */
export interface ActivityTarget {
  account: string;
  chainId: CaipNetworkId;
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

/** What RTK Query keeps of an infinite query: the pages fetched so far. */
type HistoryPages = { pages: HistoryPage[] };

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

/** The history of the active account on the active network in RTK Query's cache, its one copy. */
export const selectHistoryAnswer = (state: WalletModalState) =>
  cachedAnswer<HistoryPages>(state, 'providerApi', 'getHistory', selectActivityTarget(state));

/** The history was asked for and is still cached: a balance change fetches it again. */
export const selectHistoryShown = (state: WalletModalState) => selectHistoryAnswer(state).status !== 'uninitialized';

/** The history API lists a transaction not yet mined as pending; it later reads confirmed or failed. */
export const isPending = (transaction: HistoryTransaction) => transaction.metadata.status === 'pending';

/** Whether a history lists a pending entry; a failed one lists nothing (docs/behaviour.md#activity-and-nfts). */
const pendingIn = ({ status, data }: ReturnType<typeof selectHistoryAnswer>) =>
  status !== 'rejected' && (data?.pages.some((page) => page.transactions.some(isPending)) ?? false);

/** Whether pending entries are watched now: the host turned it on, an Activity list is open and shows one. */
export function selectShouldWatchPending(state: WalletModalState): boolean {
  return selectOptions(state).watchPendingTransactions && selectOpenActivityLists(state) > 0 && pendingIn(selectHistoryAnswer(state));
}
