import { supportsOn } from '../../adapters/families';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';
import { displayBalance } from '../../utils/units';

/**
 * Who the active account is and with which wallet, without its balances: compare with `shallowEqual`, so a balance update does not
 * re-render what shows only the name, avatar or address.
 */
export function selectActiveAccountCard(state: WalletModalState) {
  const account = selectActiveAccount(state);
  return {
    address: account?.address,
    name: account?.profileName,
    image: account?.profileImage,
    explorerUrl: account?.addressExplorerUrl,
    /** The wallet in use, as it describes itself (docs/behaviour.md#account). */
    wallet: account?.connectedWalletInfo,
  };
}

/** Whether the active network's family reads balances: without, no balance is asked for or shown. */
export function selectActiveNetworkHasBalance(state: WalletModalState): boolean {
  const network = selectActiveNetwork(state);
  return network !== undefined && supportsOn('balance', network.chainNamespace);
}

/** The active account's native balance as shown (0.00 on a testnet); undefined until it is read. */
export function selectActiveBalanceText(state: WalletModalState): string | undefined {
  const account = selectActiveAccount(state);
  if (account?.balance === undefined) return undefined;
  return displayBalance(account.balance, account.balanceSymbol, selectActiveNetwork(state)?.testnet);
}
