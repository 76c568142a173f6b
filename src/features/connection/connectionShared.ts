// What both the first-load connection listeners and the on-demand connection effects need.
import { addressChanged, connectedWalletChanged } from '../../store/slices/accountSlice';
import { selectAllNetworks, walletChainChanged, walletNetworksApproved } from '../../store/slices/chainSlice';
import { connectionNetworkId, selectCurrentConnection } from '../../store/slices/connectionSlice';
import type { ListenerApi } from '../../store/types';

/** Shows the current connection as the account of its namespace, on the chain the wallet is on. */
export function showCurrentConnection(api: ListenerApi) {
  const connection = selectCurrentConnection(api.getState());
  const account = connection?.accounts[0];
  if (!connection || !account) return;
  const namespace = connection.connector.chain;
  const caipNetworkId = connectionNetworkId(connection);
  const network = selectAllNetworks(api.getState()).find((candidate) => candidate.caipNetworkId === caipNetworkId);
  const explorer = network?.blockExplorers?.default.url;
  api.dispatch(walletNetworksApproved({ namespace, caipNetworkIds: connection.approvedCaipNetworkIds }));
  api.dispatch(walletChainChanged(caipNetworkId));
  api.dispatch(
    addressChanged({
      namespace,
      caipAddress: `${caipNetworkId}:${account.address}`,
      addressExplorerUrl: explorer ? `${explorer}/address/${account.address}` : undefined,
      allAccounts: connection.accounts,
    }),
  );
  api.dispatch(connectedWalletChanged({ namespace, info: connection.wallet }));
}
