import { isAnyOf } from '@reduxjs/toolkit';
import type { StartListening } from '../../store/types';
import { networkSwitched, selectActiveNetwork, walletChainChanged } from '../chain/chainSlice';
import { addressChanged, balanceFetched, balanceRefreshRequested, selectActiveAccount } from './accountSlice';
import { nativeBalanceApi } from './nativeBalanceApi';

export function registerAccountListeners(startListening: StartListening) {
  // The balance shown beside the address: the native balance of the active account on the active
  // network, read from the chain (cached 30 s, SPEC §9); a failed read shows 0.00 (SPEC §8).
  startListening({
    matcher: isAnyOf(addressChanged, networkSwitched, walletChainChanged, balanceRefreshRequested),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const state = api.getState();
      const account = selectActiveAccount(state);
      const network = selectActiveNetwork(state);
      if (!account?.address || !network || network.rpcUrls.default.http.length === 0) return;
      const request = api.dispatch(
        nativeBalanceApi.endpoints.getNativeBalance.initiate(
          { caipAddress: `${network.caipNetworkId}:${account.address}` },
          { subscribe: false },
        ),
      );
      const result = await api.pause(request);
      if (result.error) api.extra.logger.warn(`Could not read the ${network.name} balance`, result.error);
      const { balance, symbol } = result.data ?? { balance: '0', symbol: network.nativeCurrency.symbol };
      api.dispatch(balanceFetched({ namespace: network.chainNamespace, balance, symbol }));
    },
  });
}
