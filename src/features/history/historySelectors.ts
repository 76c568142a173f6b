import { supportsOn } from '../../constants';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
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
