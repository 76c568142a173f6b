import { supportsOn } from '../../adapters/families';
import type { HistoryTransaction } from '../../model/transaction';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { selectHistory } from '../../store/slices/historySlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipNetworkId } from '../../utils/caip';

export interface ActivityTarget {
  address: string;
  caipNetworkId: CaipNetworkId;
}

/** Whose history on which chain Activity shows: the active account on the active network, if it has activity. */
export function selectActivityTarget(state: WalletModalState): ActivityTarget | undefined {
  const address = selectActiveAccount(state)?.address;
  const network = selectActiveNetwork(state);
  if (!address || !network || !supportsOn('activity', network.chainNamespace)) return undefined;
  return { address, caipNetworkId: network.caipNetworkId };
}

/** The account and network the history belongs to; when it changes, the history is someone else's. */
export function selectHistoryOwner(state: WalletModalState): string {
  return `${selectActiveNetwork(state)?.caipNetworkId}|${selectActiveAccount(state)?.address?.toLowerCase()}`;
}

/** The history API lists a transaction not yet mined as pending; it later reads confirmed or failed. */
export const isPending = (transaction: HistoryTransaction) => transaction.metadata.status === 'pending';

/** Whether pending entries are watched now: the host turned it on, an Activity list is open and shows one. */
export function selectShouldWatchPending(state: WalletModalState): boolean {
  const history = selectHistory(state);
  return selectOptions(state).watchPendingTransactions && history.openActivityLists > 0 && history.transactions.some(isPending);
}
