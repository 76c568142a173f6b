import { isAnyOf } from '@reduxjs/toolkit';
import { writeLastUsedNetwork } from '../../store/persistence/chainStorage';
import { toastRequested } from '../../store/slices/alertsSlice';
import {
  namespaceSwitchSettled,
  networkSwitched,
  networkSwitchRequested,
  selectActiveNetwork,
  selectAllNetworks,
  selectIsNetworkApproved,
  selectIsSwitchingNamespace,
  switchSettled,
  walletChainChanged,
} from '../../store/slices/chainSlice';
import {
  connectionSwitched,
  connectionSwitchRequested,
  connectionWallet,
  selectCurrentConnection,
} from '../../store/slices/connectionSlice';
import type { ListenerApi, StartListening } from '../../store/types';
import { raiseNetworkNotFound } from '../alerts';
import { sendFormReset } from '../send';

// Asking the wallet is its own chunk, loaded with the first switch a wallet is asked for.
const effects = () => import('./chainEffects');

/** Asks the current wallet to move to the network; the app follows only once the wallet has. */
async function switchWallet(api: ListenerApi, caipNetworkId: `${string}:${string}`) {
  const state = api.getState();
  const network = selectAllNetworks(state).find((candidate) => candidate.caipNetworkId === caipNetworkId);
  if (!network) {
    raiseNetworkNotFound(api, `a switch to ${caipNetworkId}, which is not in \`networks\``);
    return;
  }
  const connection = selectCurrentConnection(state);
  if (state.connection.status !== 'connected' || connection?.connector.chain !== network.chainNamespace) {
    // No wallet of that namespace to ask: the app just changes its active network.
    api.dispatch(networkSwitched(network.caipNetworkId));
    api.dispatch(switchSettled({ outcome: 'success', walletAsked: false }));
    return;
  }
  // The wallet is already there (coming back from another family's network): the app follows without asking it.
  if (String(connection.chainId) === String(network.id)) {
    api.dispatch(networkSwitched(network.caipNetworkId));
    return;
  }
  // A WalletConnect session serves only the networks it granted: asking for another would only fail in the wallet.
  if (!selectIsNetworkApproved(state, network.caipNetworkId)) {
    const wallet = connectionWallet(connection).name;
    api.dispatch(toastRequested('error', { key: 'error.networkNotApproved', values: { wallet, network: network.name } }));
    return;
  }
  await (await api.pause(effects())).askWalletToSwitch(api, connection.connectorId, network);
}

export function registerChainListeners(startListening: StartListening) {
  startListening({
    actionCreator: networkSwitchRequested,
    effect: async ({ payload }, api) => {
      api.cancelActiveListeners();
      await switchWallet(api, payload.caipNetworkId);
    },
  });

  // Across namespaces (docs/behaviour.md#networks): the send form is reset, the connection of that
  // namespace (if any) becomes current, and the flag is lowered once that is done.
  startListening({
    matcher: isAnyOf(networkSwitched, walletChainChanged),
    effect: (_action, api) => {
      const state = api.getState();
      const network = selectActiveNetwork(state);
      const changed = network !== selectActiveNetwork(api.getOriginalState());
      if (changed && network && selectAllNetworks(state).some((candidate) => candidate.caipNetworkId === network.caipNetworkId)) {
        writeLastUsedNetwork(api.extra.storage, network, api.extra.logger);
      }
      if (!selectIsSwitchingNamespace(state)) return;
      api.dispatch(sendFormReset());
      const sameNamespace = Object.values(state.connection.connections).find(
        (connection) => connection.connector.chain === state.chain.activeNamespace,
      );
      if (sameNamespace && sameNamespace.connectorId !== state.connection.currentConnectorId) {
        // One that joined a WalletConnect session has not been shown as its namespace's account yet: now it is.
        const shown = state.account.byNamespace[sameNamespace.connector.chain]?.address !== undefined;
        api.dispatch(
          shown ? connectionSwitched(sameNamespace.connectorId) : connectionSwitchRequested({ connectorId: sameNamespace.connectorId }),
        );
      }
      api.dispatch(namespaceSwitchSettled());
    },
  });
}
