// Connecting, restoring and disconnecting (docs/behaviour.md#connecting, #sessions): a chunk of its own, loaded when first needed; connectionListeners.ts
// registers them.
import type { ChainAdapter, ConnectProgress, DiscoveredConnector, WalletSession } from '../../adapters/types';
import { WALLET_CONNECT_CONNECTOR_ID, type WalletConnectService } from '../../adapters/walletConnect/connector';
import { pairingExpiry } from '../../adapters/walletConnect/pairingExpiry';
import type { WalletConnectClient } from '../../adapters/walletConnect/session';
import { joinedConnectorId, sessionConnector } from '../../adapters/walletConnect/sessionConnector';
import { WalletRequestError, walletNotice } from '../../adapters/walletRequestError';
import { CHAIN_NAMESPACES, type ChainNamespace, TRANSACTIONS } from '../../constants';
import { ErrorText } from '../../errors';
import { connectedWalletInfo } from '../../model/account';
import { currentWallet } from '../../store/currentWallet';
import { accountCleared } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectNamespaceNetwork, walletNetworksApproved } from '../../store/slices/chainSlice';
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
  disconnectFailed,
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
import { yieldToMain } from '../../utils/yieldToMain';
import { showCurrentConnection } from './connectionShared';

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
  const details = await walletDetails(api, connector);
  const connection = {
    connectorId: id,
    accounts: session.accounts,
    chainId: session.chainId ?? chainOfWalletOnNoNetwork(api, chain, details.approvedCaipNetworkIds),
    connector: { id, name, type, chain, imageUrl },
    ...details,
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

/**
 * Where a wallet on no network of its own is (each request names its chain): on the network the modal is on in its
 * namespace, unless its WalletConnect session grants others only; then on the first it grants.
 */
function chainOfWalletOnNoNetwork(api: ListenerApi, namespace: ChainNamespace, approved: readonly CaipNetworkId[] | undefined) {
  const network = selectNamespaceNetwork(api.getState(), namespace);
  if (!approved?.length || (network && approved.includes(network.caipNetworkId))) return network?.id ?? '';
  return (approved[0] as string).slice(namespace.length + 1);
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
 * The connector of `namespace` on the WalletConnect session, through its family's part in the session (registered, so
 * the session's requests reach it like any wallet's); none when no family here takes part in that namespace.
 */
async function sessionWallet(api: ListenerApi, client: WalletConnectClient, namespace: ChainNamespace, id?: string) {
  const adapter = api.extra.adapters[namespace];
  const participation = await adapter?.walletConnect?.();
  if (!adapter || !participation) return undefined;
  const connector = sessionConnector(namespace, client, participation, id);
  api.extra.connectors.add(connector);
  return { adapter, connector };
}

/**
 * A WalletConnect wallet may grant several namespaces in one session: each one besides the paired one joins as a
 * connection of its family's adapter, which reads its accounts like any wallet's.
 */
async function joinSessionNamespaces(api: ListenerApi, paired: DiscoveredConnector) {
  if (!paired.walletConnect) return;
  const client = await paired.walletConnect();
  for (const namespace of client.namespaces()) {
    if (namespace === paired.connector.chain) continue;
    const joined = await sessionWallet(api, client, namespace);
    if (!joined) {
      api.extra.logger.info(`The wallet also granted ${namespace}, which no adapter of this modal serves`);
      continue;
    }
    try {
      const session = await joined.adapter.syncConnection(joined.connector, namespaceNetwork(api, namespace));
      if (session) await establish(api, joined.adapter, joined.connector, session, { joined: true });
    } catch (error) {
      api.extra.logger.warn(`Could not join the ${namespace} accounts of the WalletConnect session`, error);
    }
  }
}

/** The network the modal is on in `namespace`, which a wallet connects or restores on. */
const namespaceNetwork = (api: ListenerApi, namespace: ChainNamespace) => selectNamespaceNetwork(api.getState(), namespace);

/** Connections that joined a WalletConnect session are restored with it, from the session itself. */
const joinedIds = new Set<string>(CHAIN_NAMESPACES.map(joinedConnectorId));

/** Syncs the stored connections with their wallets, without prompting (docs/behaviour.md#sessions). */
export async function restore(api: ListenerApi) {
  const { logger, adapters, connectors, walletConnect } = api.extra;
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
    // Extensions announce themselves shortly after load (injected-provider wait 1000 ms, docs/behaviour.md#connecting); the
    // WalletConnect session is the modal's own, restored from storage.
    const connector =
      connectorId === WALLET_CONNECT_CONNECTOR_ID
        ? walletConnect && (await restoredSession(api, walletConnect, namespace))
        : await connectors.waitFor(connectorId, TRANSACTIONS.injectedProviderWaitMs);
    if (!connector) {
      logger.info(`The stored connection to ${connectorId} has no wallet on this page any more`);
      continue;
    }
    try {
      const session = await adapter.syncConnection(connector, namespaceNetwork(api, namespace));
      if (!session) continue;
      await establish(api, adapter, connector, session);
      await joinSessionNamespaces(api, connector);
    } catch (error) {
      logger.warn(`Could not restore the connection to ${connectorId}`, error);
    }
  }
  // What was restored is shown in a task of its own: showing it loads the account's effects and renders the button, and
  // the restore's own work has filled this one (together, a returning visitor's page would have a long task).
  await api.pause(yieldToMain());
  // A joined connection that was current is current again.
  const { connections, currentConnectorId } = api.getState().connection;
  if (stored.current !== currentConnectorId && stored.current in connections) api.dispatch(connectionSwitched(stored.current));
  api.dispatch(restoreFinished());
  showCurrentConnection(api);
}

/** The paired connector of a WalletConnect session kept from the last visit, if the session is still live. */
async function restoredSession(api: ListenerApi, walletConnect: WalletConnectService, namespace: ChainNamespace) {
  // A session that cannot be reached (its SDK failed to load, its storage is unreadable) is one not restored.
  const client = await walletConnect.client().catch((error: unknown) => {
    api.extra.logger.warn('Could not restore the WalletConnect session', error);
    return undefined;
  });
  if (!client?.hasSession()) return undefined;
  return (await sessionWallet(api, client, namespace, WALLET_CONNECT_CONNECTOR_ID))?.connector;
}

/** A wallet that agreed to connect: the connector, its family's adapter and what the wallet shared. */
interface ReachedWallet {
  adapter: ChainAdapter;
  connector: DiscoveredConnector;
  session: WalletSession;
}

/** Asks a wallet of the page to connect and, once it agrees, records the connection (docs/behaviour.md#connecting). */
export async function attemptConnection(api: ListenerApi, adapter: ChainAdapter, connector: DiscoveredConnector) {
  await attempt(api, connector.connector.name, async (progress) => ({
    adapter,
    connector,
    session: await adapter.connect(connector, progress, namespaceNetwork(api, connector.connector.chain)),
  }));
}

/**
 * Pairs with a wallet over the modal's WalletConnect session (docs/behaviour.md#walletconnect). The paired connection
 * is of the active network's namespace when the wallet granted it, else of the first granted namespace a family here
 * serves; the other granted namespaces join it.
 */
export async function attemptPairing(api: ListenerApi, walletConnect: WalletConnectService) {
  await attempt(api, 'WalletConnect', async (progress) => {
    const client = await walletConnect.client();
    client.on('display_uri', progress.onPairingUri);
    try {
      await client.pair();
    } finally {
      client.removeListener('display_uri', progress.onPairingUri);
    }
    const active = api.getState().chain.activeNamespace;
    const served = client.namespaces().filter((namespace) => api.extra.adapters[namespace]?.walletConnect);
    const namespace = served.find((candidate) => candidate === active) ?? served[0];
    const paired = namespace && (await sessionWallet(api, client, namespace, WALLET_CONNECT_CONNECTOR_ID));
    const session = paired && (await paired.adapter.syncConnection(paired.connector, namespaceNetwork(api, namespace)));
    if (!paired || !session) {
      await client.disconnect();
      // None of the namespaces it granted is one a family here serves.
      throw new WalletRequestError(ErrorText.noAccountsShared, { notice: { key: 'error.noAccountsShared' } });
    }
    return { ...paired, session };
  });
}

/** One connect attempt: `reach` asks the wallet; an expired pairing ends the attempt, as the wallet can no longer answer it. */
async function attempt(api: ListenerApi, name: string, reach: (progress: ConnectProgress) => Promise<ReachedWallet>) {
  const progress: ConnectProgress = {
    onPairingUri: (uri) => api.dispatch(pairingUriCreated({ uri, expiresAt: pairingExpiry(uri, Date.now()) })),
  };
  let reached: ReachedWallet | undefined;
  try {
    const expired = api.condition(pairingExpired.match).then(() => undefined);
    reached = await api.pause(Promise.race([reach(progress), expired]));
  } catch (error) {
    if (api.signal.aborted) return;
    api.extra.logger.info(`Connecting to ${name} failed`, error);
    api.dispatch(connectFailed(walletNotice(error, { key: 'error.walletRequestFailed' })));
    return;
  }
  if (!reached) return;
  const { adapter, connector, session } = reached;
  await establish(api, adapter, connector, session);
  await joinSessionNamespaces(api, connector);
  showCurrentConnection(api);
  const pairs = connector.walletConnect !== undefined;
  if (pairs) api.dispatch(pairingSucceeded());
  // A wallet picked from the catalogue is remembered by its catalogue id, whatever connector reached it.
  const recentWalletId = pairs ? api.getState().connection.pairing.wallet?.id : connector.connector.explorerId;
  if (recentWalletId) api.dispatch(recentWalletUsed(recentWalletId));
  api.dispatch(connectSucceeded(connector.connector.id));
}

/**
 * Disconnects, or says 'Failed to disconnect' when the wallet refuses. Ending a WalletConnect connection ends
 * its session, so every namespace that shares it goes too (the modal has one WalletConnect session at a time); signing
 * out of the embedded wallet ends each of its connections alike.
 */
export async function disconnect(api: ListenerApi, connectorId: string) {
  const wallet = api.dispatch(currentWallet({ connectorId }));
  // Without its adapter or connector the wallet cannot be told; the connection still goes.
  const connector = 'none' in wallet ? undefined : wallet.connector;
  try {
    if (!('none' in wallet)) await wallet.adapter.disconnect(wallet.connector);
  } catch (error) {
    api.extra.logger.error(ErrorText.failedToDisconnect, error);
    api.dispatch(disconnectFailed(connectorId));
    api.dispatch(toastRequested('error', { key: 'error.failedToDisconnect' }));
    return;
  }
  // A WalletConnect session, or the embedded wallet's login, is shared by every namespace it serves.
  const shared = connector?.walletConnect ? 'WALLET_CONNECT' : connector?.connector.type === 'AUTH' ? 'AUTH' : undefined;
  const sharingSession = shared
    ? Object.values(api.getState().connection.connections)
        .filter((connection) => connection.connector.type === shared)
        .map((connection) => connection.connectorId)
    : [];
  for (const id of new Set([connectorId, ...sharingSession])) finishDisconnect(api, id);
}
