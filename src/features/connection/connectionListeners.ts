import { isAnyOf } from '@reduxjs/toolkit';
import { type ChainAdapter, type DiscoveredConnector, type WalletSession, walletErrorMessage } from '../../adapters/types';
import { pairingExpiry } from '../../adapters/walletConnect/connector';
import { TRANSACTIONS } from '../../constants';
import { ErrorText } from '../../errors';
import { walletModalStarted } from '../../store/scopedStore';
import type { ListenerApi, StartListening } from '../../store/types';
import { accountCleared, addressChanged } from '../account/accountSlice';
import { toastRequested } from '../alerts/alertsSlice';
import { chainAdapterAdded, selectAllNetworks, walletChainChanged } from '../chain/chainSlice';
import { connectorsFound } from '../connectors/connectorsSlice';
import { modalClosed, selectIsModalOpen } from '../modal/modalSlice';
import {
  connected,
  connectFailed,
  connectionAccountsChanged,
  connectionChainChanged,
  connectionSwitched,
  connectionSwitchRequested,
  connectRequested,
  connectStarted,
  disconnected,
  disconnectRequested,
  pairingExpired,
  pairingReset,
  pairingStarted,
  pairingSucceeded,
  pairingUriCreated,
  pairingWalletChosen,
  recentWalletUsed,
  restoreFinished,
  restoreStarted,
  selectCurrentConnection,
} from './connectionSlice';
import { writeStoredConnection, writeStoredRecentWallets } from './connectionStorage';

function adapterFor(api: ListenerApi, connector: DiscoveredConnector): ChainAdapter | undefined {
  return api.extra.adapters[connector.connector.chain];
}

/** Shows the current connection as the account of its namespace, on the chain the wallet is on. */
function showCurrentConnection(api: ListenerApi) {
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
function finishDisconnect(api: ListenerApi, connectorId: string) {
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

/** Records a live connection and follows the wallet's own events on it (SPEC §4 "Session events"). */
async function establish(api: ListenerApi, adapter: ChainAdapter, connector: DiscoveredConnector, session: WalletSession) {
  const { id, name, type, chain, imageUrl } = connector.connector;
  api.dispatch(
    connected({ connectorId: id, accounts: session.accounts, chainId: session.chainId, connector: { id, name, type, chain, imageUrl } }),
  );
  const stop = await adapter.watchSession(connector, {
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
  api.extra.connectors.watchSession(id, stop);
}

/** Syncs the stored connections with their wallets, without prompting (SPEC §4). */
async function restore(api: ListenerApi) {
  const { logger, adapters, connectors } = api.extra;
  const stored = api.getState().connection.storedSession;
  if (!stored) return;
  api.dispatch(restoreStarted());
  const ordered = [
    ...stored.connections.filter((entry) => entry.connectorId !== stored.current),
    ...stored.connections.filter((entry) => entry.connectorId === stored.current),
  ];
  for (const { connectorId, namespace } of ordered) {
    const adapter = adapters[namespace];
    // Extensions announce themselves shortly after load (SPEC §9: injected-provider wait 1000 ms).
    const connector = adapter && (await connectors.waitFor(connectorId, TRANSACTIONS.injectedProviderWaitMs));
    if (!adapter || !connector) {
      logger.info(`The stored connection to ${connectorId} has no wallet on this page any more`);
      continue;
    }
    try {
      const session = await adapter.syncConnection(connector);
      if (session) await establish(api, adapter, connector, session);
    } catch (error) {
      logger.warn(`Could not restore the connection to ${connectorId}`, error);
    }
  }
  api.dispatch(restoreFinished());
  showCurrentConnection(api);
}

export function registerConnectionListeners(startListening: StartListening) {
  // The page's wallets, then the stored session.
  startListening({
    actionCreator: walletModalStarted,
    effect: async (_action, api) => {
      for (const adapter of Object.values(api.extra.adapters)) {
        api.dispatch(chainAdapterAdded(adapter.namespace));
        adapter.discoverConnectors((found) => {
          for (const connector of found) api.extra.connectors.add(connector);
          api.dispatch(connectorsFound(found.map((entry) => entry.connector)));
        });
      }
      await restore(api);
    },
  });

  // SPEC §4: connecting → connected, or back to where it was; the already-current connector is refused.
  startListening({
    actionCreator: connectRequested,
    effect: async ({ payload: { connectorId, wallet } }, api) => {
      // A view may ask before the page's wallets are all found (SPEC §9: injected-provider wait 1000 ms); a
      // known connector is taken at once, so a refusal is in state as soon as the request is dispatched.
      const connector =
        api.extra.connectors.get(connectorId) ?? (await api.extra.connectors.waitFor(connectorId, TRANSACTIONS.injectedProviderWaitMs));
      const { connection } = api.getState();
      const pairs = connector?.connector.type === 'WALLET_CONNECT';
      // The same attempt asked twice (a view mounting twice) is one attempt; one pairing URI serves any wallet.
      if (connection.status === 'connecting' && connection.pendingConnectorId === connectorId) {
        if (pairs && wallet?.id !== connection.pairing.wallet?.id) api.dispatch(pairingWalletChosen(wallet));
        return;
      }
      api.cancelActiveListeners();
      const adapter = connector && adapterFor(api, connector);
      if (connection.status === 'connected' && connection.currentConnectorId === connectorId) {
        api.dispatch(connectFailed(`${connector?.connector.name ?? connectorId} is already connected.`));
        return;
      }
      api.dispatch(connectStarted(connectorId));
      if (!connector || !adapter) {
        api.dispatch(connectFailed(ErrorText.providerNotFound));
        return;
      }
      if (pairs) api.dispatch(pairingStarted(wallet));
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
        api.dispatch(connectFailed(walletErrorMessage(error)));
        return;
      }
      if (!session) return;
      await establish(api, adapter, connector, session);
      showCurrentConnection(api);
      if (pairs) api.dispatch(pairingSucceeded());
      // A wallet picked from the catalogue is remembered by its catalogue id, whatever connector reached it.
      const recentWalletId = pairs ? api.getState().connection.pairing.wallet?.id : connector.connector.explorerId;
      if (recentWalletId) api.dispatch(recentWalletUsed(recentWalletId));
      if (selectIsModalOpen(api.getState())) api.dispatch(modalClosed());
    },
  });

  // SPEC §4: disconnect; 'Failed to disconnect' when the wallet refuses.
  startListening({
    actionCreator: disconnectRequested,
    effect: async ({ payload }, api) => {
      const connectorId = payload?.connectorId ?? api.getState().connection.currentConnectorId;
      if (connectorId === undefined || !(connectorId in api.getState().connection.connections)) return;
      const connector = api.extra.connectors.get(connectorId);
      const adapter = connector && adapterFor(api, connector);
      try {
        if (connector && adapter) await adapter.disconnect(connector);
      } catch (error) {
        api.extra.logger.error(ErrorText.failedToDisconnect, error);
        api.dispatch(toastRequested('error', ErrorText.failedToDisconnect));
        return;
      }
      finishDisconnect(api, connectorId);
    },
  });

  startListening({
    actionCreator: connectionSwitchRequested,
    effect: ({ payload: { connectorId } }, api) => {
      api.dispatch(connectionSwitched(connectorId));
      showCurrentConnection(api);
    },
  });

  // Persistence (SPEC §3 local storage): the connections and the recent wallets survive a reload.
  startListening({
    matcher: isAnyOf(connected, disconnected, connectionSwitched, restoreFinished),
    effect: (_action, api) => writeStoredConnection(api.extra.storage, api.getState().connection, api.extra.logger),
  });
  startListening({
    actionCreator: recentWalletUsed,
    effect: (_action, api) => writeStoredRecentWallets(api.extra.storage, api.getState().connection, api.extra.logger),
  });
}
