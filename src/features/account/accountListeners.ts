import { isAnyOf } from '@reduxjs/toolkit';
import { accountCleared, addressChanged, balanceRefreshRequested, selectActiveAccount } from '../../store/slices/accountSlice';
import { networkSwitched, selectSupports, walletChainChanged } from '../../store/slices/chainSlice';
import { disconnected } from '../../store/slices/connectionSlice';
import type { StartListening } from '../../store/types';

const balanceTriggers = isAnyOf(addressChanged, networkSwitched, walletChainChanged, balanceRefreshRequested, accountCleared);

// The effects are a chunk of their own, loaded when the first account appears: the first load only registers them.
const effects = () => import('./accountEffects');

export function registerAccountListeners(startListening: StartListening) {
  startListening({
    matcher: balanceTriggers,
    effect: async (action, api) => {
      // Cancelling first stops the reads and the retry loop of the previous account or network.
      api.cancelActiveListeners();
      if (!selectActiveAccount(api.getState())?.address) return;
      const { keepBalances } = await api.pause(effects());
      await keepBalances(api, balanceRefreshRequested.match(action));
    },
  });

  startListening({
    actionCreator: disconnected,
    effect: async ({ payload: connectorId }, api) => {
      const connection = api.getOriginalState().connection.connections[connectorId];
      if (!connection) return;
      (await api.pause(effects())).forgetAccount(
        api,
        connection.accounts.map((account) => account.address),
      );
    },
  });

  startListening({
    actionCreator: addressChanged,
    effect: async ({ payload }, api) => {
      // Names exist on eip155 only; another account there replaces the one whose name is held.
      if (!selectSupports(api.getState(), 'names', payload.namespace)) return;
      api.cancelActiveListeners();
      await (await api.pause(effects())).keepIdentity(api, payload);
    },
  });
}
