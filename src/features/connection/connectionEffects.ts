// Connecting, restoring and disconnecting (docs/behaviour.md#connecting, #sessions): a chunk of its own, loaded when first needed; connectionListeners.ts
// registers them.
import {
  type ChainAdapter,
  type DiscoveredConnector,
  type WalletConnectClient,
  type WalletSession,
  walletNotice,
} from '../../adapters/types';
import { joinedConnectorId, pairingExpiry } from '../../adapters/walletConnect/connector';
import { CHAIN_NAMESPACES, type ChainNamespace, TRANSACTIONS } from '../../constants';
import { ErrorText } from '../../errors';
import { connectedWalletInfo } from '../../model/account';
import { accountCleared } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { walletNetworksApproved } from '../../store/slices/chainSlice';
import {
  type Connection,
  connected,
  connectFailed,
  connectionAccountsChanged,
  connectionChainChanged,
  connectionJoined,
  connectionNetworksApproved,
  connectionSwitched,
  connectSucceeded,
  disconnected,
  pairingExpired,
  pairingReset,
  pairingSucceeded,
  pairingUriCreated,
  recentWalletUsed,
  restoreFinished,
  restoreStarted,
  selectCurrentConnection,
} from '../../store/slices/connectionSlice';
import type { ListenerApi } from '../../store/types';
import type { CaipNetworkId } from '../../utils/caip';
import { adapterFor, showCurrentConnection } from './connectionShared';

/** Disconnect (docs/behaviour.md#sessions): the connection goes, the next one (if any) becomes current, the account fields are cleared. */
function finishDisconnect(api: ListenerApi, connectorId: string) {
  const connection = api.getState().connection.connections[connectorId];
  if (!connection) return;
  api.extra.connectors.watchSession(connectorId, undefined);
  api.dispatch(disconnected(connectorId));
  if (connection.connector.type === 'WALLET_CONNECT') api.dispatch(pairingReset());
  const next = selectCurrentConnection(api.getState());
  if (next?.connector.chain !== connection.connector.chain) {
    api.dispatch(accountCleared(connection.connector.chain));
    api.dispatch(walletNetworksApproved({ namespace: connection.connector.chain, caipNetworkIds: undefined }));
  }
  if (next) showCurrentConnection(api);
}

/**
 * Records a live connection and follows the wallet's own events on it (docs/behaviour.md#sessions). A joined
 * connection (another namespace of the same WalletConnect session) is added without becoming the current one.
 */
async function establish(
  api: ListenerApi,
  adapter: ChainAdapter,
  connector: DiscoveredConnector,
  session: WalletSession,
  { joined = false } = {},
) {
  const { id, name, type, chain, imageUrl } = connector.connector;
  const connection = {
    connectorId: id,
    accounts: session.accounts,
    chainId: session.chainId,
    connector: { id, name, type, chain, imageUrl },
    ...(await walletDetails(api, connector)),
  };
  api.dispatch(joined ? connectionJoined(connection) : connected(connection));
  const stopSession = await adapter.watchSession(connector, {
    accountsChanged: (accounts) => {
      if (accounts.length === 0) return finishDisconnect(api, id);
      api.dispatch(connectionAccountsChanged({ connectorId: id, accounts }));
      if (api.getState().connection.currentConnectorId === id) showCurrentConnection(api);
    },
    chainChanged: (chainId) => {
      api.dispatch(connectionChainChanged({ connectorId: id, chainId }));
      if (api.getState().connection.currentConnectorId === id) showCurrentConnection(api);
    },
    disconnected: () => finishDisconnect(api, id),
  });
  const stopUpdates = await followApprovedNetworks(api, connector);
  api.extra.connectors.watchSession(id, () => {
    stopSession();
    stopUpdates();
  });
}

/** The networks a WalletConnect session grants in `namespace`, as CAIP-2 ids. */
function approvedNetworks(client: WalletConnectClient, namespace: ChainNamespace): CaipNetworkId[] {
  return [...new Set(client.accounts(namespace).map((account) => account.split(':').slice(0, 2).join(':') as CaipNetworkId))];
}

/**
 * Who the wallet is and which networks it serves: a WalletConnect peer describes itself (its own name and icon,
 * untrusted) and grants a set of networks, with the catalogue wallet the user picked as its identifier; any other
 * wallet is what the page announced and serves every network.
 */
async function walletDetails(
  api: ListenerApi,
  connector: DiscoveredConnector,
): Promise<Pick<Connection, 'wallet' | 'approvedCaipNetworkIds'>> {
  const { name, imageUrl, explorerId, chain } = connector.connector;
  if (!connector.walletConnect) return { wallet: connectedWalletInfo({ name, icons: [imageUrl], identifier: explorerId }) };
  const client = await connector.walletConnect();
  const peer = client.peer();
  const picked = api.getState().connection.pairing.wallet?.id;
  return {
    wallet: connectedWalletInfo({ name: peer?.name, icons: peer?.icons, identifier: picked }) ?? connectedWalletInfo({ name }),
    approvedCaipNetworkIds: approvedNetworks(client, chain),
  };
}

/** Follows the networks a WalletConnect session grants as the wallet updates it; returns a stop function. */
async function followApprovedNetworks(api: ListenerApi, connector: DiscoveredConnector): Promise<() => void> {
  if (!connector.walletConnect) return () => {};
  const client = await connector.walletConnect();
  const { id, chain } = connector.connector;
  const updated = () => {
    api.dispatch(connectionNetworksApproved({ connectorId: id, caipNetworkIds: approvedNetworks(client, chain) }));
    if (api.getState().connection.currentConnectorId === id) showCurrentConnection(api);
  };
  client.on('session_update', updated);
  return () => client.removeListener('session_update', updated);
}

/**
 * A WalletConnect wallet may grant several namespaces in one session: each one besides the connector's own joins
 * as a connection of its family's adapter, which reads its accounts like any wallet's.
 */
async function joinSessionNamespaces(api: ListenerApi, paired: DiscoveredConnector) {
  if (!paired.walletConnect) return;
  const client = await paired.walletConnect();
  for (const namespace of client.namespaces()) {
    if (namespace === paired.connector.chain) continue;
    const adapter = api.extra.adapters[namespace];
    const joined = adapter?.walletConnectConnector?.(client);
    if (!adapter || !joined) {
      api.extra.logger.info(`The wallet also granted ${namespace}, which no adapter of this modal serves`);
      continue;
    }
    api.extra.connectors.add(joined);
    try {
      const session = await adapter.syncConnection(joined);
      if (session) await establish(api, adapter, joined, session, { joined: true });
    } catch (error) {
      api.extra.logger.warn(`Could not join the ${namespace} accounts of the WalletConnect session`, error);
    }
  }
}

/** Connections that joined a WalletConnect session are restored with it, from the session itself. */
const joinedIds = new Set<string>(CHAIN_NAMESPACES.map(joinedConnectorId));

/** Syncs the stored connections with their wallets, without prompting (docs/behaviour.md#sessions). */
export async function restore(api: ListenerApi) {
  const { logger, adapters, connectors } = api.extra;
  const stored = api.getState().connection.storedSession;
  if (!stored) return;
  api.dispatch(restoreStarted());
  const ordered = [
    ...stored.connections.filter((entry) => entry.connectorId !== stored.current),
    ...stored.connections.filter((entry) => entry.connectorId === stored.current),
  ].filter((entry) => !joinedIds.has(entry.connectorId));
  for (const { connectorId, namespace } of ordered) {
    const adapter = adapters[namespace];
    if (!adapter) {
      // The host no longer installs this family's adapter (a release that dropped it): the connection cannot come back.
      logger.warn(ErrorText.adapterNotFound, { storedConnection: connectorId, namespace });
      continue;
    }
    // Extensions announce themselves shortly after load (injected-provider wait 1000 ms, docs/behaviour.md#connecting).
    const connector = await connectors.waitFor(connectorId, TRANSACTIONS.injectedProviderWaitMs);
    if (!connector) {
      logger.info(`The stored connection to ${connectorId} has no wallet on this page any more`);
      continue;
    }
    try {
      const session = await adapter.syncConnection(connector);
      if (!session) continue;
      await establish(api, adapter, connector, session);
      await joinSessionNamespaces(api, connector);
    } catch (error) {
      logger.warn(`Could not restore the connection to ${connectorId}`, error);
    }
  }
  // A joined connection that was current is current again.
  const { connections, currentConnectorId } = api.getState().connection;
  if (stored.current !== currentConnectorId && stored.current in connections) api.dispatch(connectionSwitched(stored.current));
  api.dispatch(restoreFinished());
  showCurrentConnection(api);
}

/** Asks the wallet to connect and, once it agrees, records the connection (docs/behaviour.md#connecting). */
export async function attemptConnection(api: ListenerApi, adapter: ChainAdapter, connector: DiscoveredConnector, pairs: boolean) {
  const attempt = adapter.connect(connector, {
    onPairingUri: (uri) => api.dispatch(pairingUriCreated({ uri, expiresAt: pairingExpiry(uri, Date.now()) })),
  });
  let session: WalletSession | undefined;
  try {
    // An expired pairing ends the attempt; the wallet can no longer answer it.
    const expired = api.condition(pairingExpired.match).then(() => undefined);
    session = await api.pause(Promise.race([attempt, expired]));
  } catch (error) {
    if (api.signal.aborted) return;
    api.extra.logger.info(`Connecting to ${connector.connector.name} failed`, error);
    api.dispatch(connectFailed(walletNotice(error, { key: 'error.walletRequestFailed' })));
    return;
  }
  if (!session) return;
  await establish(api, adapter, connector, session);
  await joinSessionNamespaces(api, connector);
  showCurrentConnection(api);
  if (pairs) api.dispatch(pairingSucceeded());
  // A wallet picked from the catalogue is remembered by its catalogue id, whatever connector reached it.
  const recentWalletId = pairs ? api.getState().connection.pairing.wallet?.id : connector.connector.explorerId;
  if (recentWalletId) api.dispatch(recentWalletUsed(recentWalletId));
  api.dispatch(connectSucceeded(connector.connector.id));
}

/**
 * Disconnects, or says 'Failed to disconnect' when the wallet refuses. Ending a WalletConnect connection ends
 * its session, so every namespace that shares it goes too (the modal has one WalletConnect session at a time).
 */
export async function disconnect(api: ListenerApi, connectorId: string) {
  const connector = api.extra.connectors.get(connectorId);
  const adapter = connector && adapterFor(api, connector);
  try {
    if (connector && adapter) await adapter.disconnect(connector);
  } catch (error) {
    api.extra.logger.error(ErrorText.failedToDisconnect, error);
    api.dispatch(toastRequested('error', { key: 'error.failedToDisconnect' }));
    return;
  }
  const sharingSession = connector?.walletConnect
    ? Object.values(api.getState().connection.connections)
        .filter((connection) => connection.connector.type === 'WALLET_CONNECT')
        .map((connection) => connection.connectorId)
    : [];
  for (const id of new Set([connectorId, ...sharingSession])) finishDisconnect(api, id);
}
