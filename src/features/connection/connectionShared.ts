// What both the first-load connection listeners and the on-demand connection effects need.
import type { ChainAdapter, DiscoveredConnector } from '../../adapters/types';
import type { ListenerApi } from '../../store/types';
import { accountCleared, addressChanged } from '../account/accountSlice';
import { selectAllNetworks, walletChainChanged } from '../chain/chainSlice';
import { modalClosed, selectIsModalOpen } from '../modal/modalSlice';
import { disconnected, pairingReset, selectCurrentConnection } from './connectionSlice';

export function adapterFor(api: ListenerApi, connector: DiscoveredConnector): ChainAdapter | undefined {
  return api.extra.adapters[connector.connector.chain];
}

/** Shows the current connection as the account of its namespace, on the chain the wallet is on. */
export function showCurrentConnection(api: ListenerApi) {
  const connection = selectCurrentConnection(api.getState());
  const account = connection?.accounts[0];
  if (!connection || !account) return;
  const namespace = connection.connector.chain;
  const caipNetworkId = `${namespace}:${connection.chainId}` as const;
  const network = selectAllNetworks(api.getState()).find((candidate) => candidate.caipNetworkId === caipNetworkId);
  const explorer = network?.blockExplorers?.default.url;
  api.dispatch(walletChainChanged(caipNetworkId));
  api.dispatch(
    addressChanged({
      namespace,
      caipAddress: `${caipNetworkId}:${account.address}`,
      addressExplorerUrl: explorer ? `${explorer}/address/${account.address}` : undefined,
      allAccounts: connection.accounts,
    }),
  );
}

/** SPEC §4: the connection goes, the next one (if any) becomes current, the account fields are cleared. */
export function finishDisconnect(api: ListenerApi, connectorId: string) {
  const connection = api.getState().connection.connections[connectorId];
  if (!connection) return;
  api.extra.connectors.watchSession(connectorId, undefined);
  api.dispatch(disconnected(connectorId));
  if (connection.connector.type === 'WALLET_CONNECT') api.dispatch(pairingReset());
  const next = selectCurrentConnection(api.getState());
  if (next?.connector.chain !== connection.connector.chain) api.dispatch(accountCleared(connection.connector.chain));
  if (next) showCurrentConnection(api);
  // Nothing of the account is left to show.
  else if (selectIsModalOpen(api.getState())) api.dispatch(modalClosed());
}
