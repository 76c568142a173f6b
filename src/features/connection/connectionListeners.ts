import { isAnyOf } from '@reduxjs/toolkit';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { TRANSACTIONS } from '../../constants';
import { writeStoredConnection, writeStoredRecentWallets } from '../../store/persistence/connectionStorage';
import { walletModalStarted } from '../../store/scopedStore';
import {
  connected,
  connectFailed,
  connectionJoined,
  connectionSwitched,
  connectionSwitchRequested,
  connectRequested,
  connectStarted,
  disconnected,
  disconnectRequested,
  pairingStarted,
  pairingWalletChosen,
  recentWalletUsed,
  restoreFinished,
} from '../../store/slices/connectionSlice';
import { connectorsFound } from '../../store/slices/connectorsSlice';
import type { StartListening } from '../../store/types';
import { showCurrentConnection } from './connectionShared';

// Connecting, restoring and disconnecting are a chunk of their own, loaded when first needed: a visitor who never
// connects downloads only their registration.
const effects = () => import('./connectionEffects');

export function registerConnectionListeners(startListening: StartListening) {
  // The page's wallets, then the stored session.
  startListening({
    actionCreator: walletModalStarted,
    effect: async (_action, api) => {
      const { walletConnect } = api.extra;
      if (walletConnect) api.dispatch(connectorsFound([walletConnect.connector]));
      for (const adapter of Object.values(api.extra.adapters)) {
        adapter.discoverConnectors((found) => {
          for (const connector of found) api.extra.connectors.add(connector);
          api.dispatch(connectorsFound(found.map((entry) => entry.connector)));
        });
      }
      if (api.getState().connection.storedSession) await (await api.pause(effects())).restore(api);
    },
  });

  // Connecting → connected, or back to where it was; the already-current connector is refused.
  startListening({
    actionCreator: connectRequested,
    effect: async ({ payload: { connectorId, wallet } }, api) => {
      // WalletConnect is the modal's own: its pairing is not a wallet of the page.
      const pairs = connectorId === WALLET_CONNECT_CONNECTOR_ID;
      // A view may ask before the page's wallets are all found (injected-provider wait 1000 ms); a
      // known connector is taken at once, so a refusal is in state as soon as the request is dispatched.
      const connector = pairs
        ? undefined
        : (api.extra.connectors.get(connectorId) ?? (await api.extra.connectors.waitFor(connectorId, TRANSACTIONS.injectedProviderWaitMs)));
      const { connection } = api.getState();
      // The same attempt asked twice (a view mounting twice) is one attempt; one pairing URI serves any wallet.
      if (connection.status === 'connecting' && connection.pendingConnectorId === connectorId) {
        if (pairs && wallet?.id !== connection.pairing.wallet?.id) api.dispatch(pairingWalletChosen(wallet));
        return;
      }
      api.cancelActiveListeners();
      if (connection.status === 'connected' && connection.currentConnectorId === connectorId) {
        const name = pairs ? api.extra.walletConnect?.connector.name : connector?.connector.name;
        api.dispatch(connectFailed({ key: 'notice.alreadyConnected', values: { name: name ?? connectorId } }));
        return;
      }
      api.dispatch(connectStarted(connectorId));
      if (pairs) {
        // A catalogue wallet or the QR code asks for WalletConnect, which a host without a `projectId` does not have.
        if (!api.extra.walletConnect) {
          api.dispatch(connectFailed({ key: 'error.walletConnectConnectorNotFound' }));
          return;
        }
        api.dispatch(pairingStarted(wallet));
        await (await api.pause(effects())).attemptPairing(api, api.extra.walletConnect);
        return;
      }
      const adapter = connector && api.extra.adapters[connector.connector.chain];
      if (!connector || !adapter) {
        api.dispatch(connectFailed({ key: 'error.providerNotFound' }));
        return;
      }
      await (await api.pause(effects())).attemptConnection(api, adapter, connector);
    },
  });

  // Disconnect (docs/behaviour.md#sessions); 'Failed to disconnect' when the wallet refuses.
  startListening({
    actionCreator: disconnectRequested,
    effect: async ({ payload }, api) => {
      const connectorId = payload?.connectorId ?? api.getState().connection.currentConnectorId;
      if (connectorId === undefined || !(connectorId in api.getState().connection.connections)) return;
      await (await api.pause(effects())).disconnect(api, connectorId);
    },
  });

  startListening({
    actionCreator: connectionSwitchRequested,
    effect: ({ payload: { connectorId } }, api) => {
      api.dispatch(connectionSwitched(connectorId));
      showCurrentConnection(api);
    },
  });

  // Persistence (docs/behaviour.md#storage): the connections and the recent wallets survive a reload.
  startListening({
    matcher: isAnyOf(connected, connectionJoined, disconnected, connectionSwitched, restoreFinished),
    effect: (_action, api) => writeStoredConnection(api.extra.storage, api.getState().connection, api.extra.logger),
  });
  startListening({
    actionCreator: recentWalletUsed,
    effect: (_action, api) => writeStoredRecentWallets(api.extra.storage, api.getState().connection, api.extra.logger),
  });
}
