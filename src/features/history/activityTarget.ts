// Whose history Activity shows, for the history's effects, views and cache reader: apart from historySelectors.ts, which the
// first load imports for its listeners, and a module the first load imports brings all of itself.
import { createSelector } from '@reduxjs/toolkit';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectActiveNetworkSupports } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipNetworkId } from '../../utils/caip';

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

/** The account and network the history belongs to; when it changes, the history is someone else's. */
export function selectHistoryOwner(state: WalletModalState): string {
  return `${selectActiveNetwork(state)?.caipNetworkId}|${selectActiveAccount(state)?.address?.toLowerCase()}`;
}
