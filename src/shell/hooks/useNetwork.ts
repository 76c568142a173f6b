'use client';

import { useMemo } from 'react';
import type { Network } from '../../config/networks';
import {
  networkSwitchRequested,
  selectActiveNetwork,
  selectAllNetworks,
  selectIsActiveNetworkSupported,
} from '../../store/slices/chainSlice';
import type { CaipNetworkId } from '../../utils/caip';
import { useWalletModalSelector, useWalletModalStore } from './walletModalStore';

export interface WalletNetwork {
  /** The active network. */
  network: Network | undefined;
  /** Every configured network, namespace by namespace. */
  networks: Network[];
  /** False while the wallet is on a network the host did not configure. */
  isSupported: boolean;
  /**
   * Makes `target` the active network, asking the connected wallet of its namespace to follow first (the switch
   * happens once it has). A network that is not configured is refused with the modal's error toast.
   */
  switchNetwork: (target: Network | CaipNetworkId) => void;
}

/** The active network, the configured ones, and the call that switches between them. */
export function useNetwork(): WalletNetwork {
  const store = useWalletModalStore();
  const network = useWalletModalSelector(selectActiveNetwork);
  const networks = useWalletModalSelector(selectAllNetworks);
  const isSupported = useWalletModalSelector(selectIsActiveNetworkSupported);
  const switchNetwork = useMemo(
    () => (target: Network | CaipNetworkId) =>
      void store.dispatch(networkSwitchRequested({ caipNetworkId: typeof target === 'string' ? target : target.caipNetworkId })),
    [store],
  );
  return useMemo(() => ({ network, networks, isSupported, switchNetwork }), [network, networks, isSupported, switchNetwork]);
}
