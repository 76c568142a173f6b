'use client';

import { useEffect, useState } from 'react';
import type { Eip1193Provider } from '../../adapters/evm/eip1193';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../constants';
import { ErrorText } from '../../errors';
import { walletProviderRequested } from '../../features/connection';
import { selectWalletConnection } from '../../store/currentWallet';
import type { WalletModalState } from '../../store/types';
import { useWalletModalSelector, useWalletModalStore } from './walletModalStore';

/**
 * The provider of the wallet connected on `namespace`, for the host's own requests — for eip155 an EIP-1193
 * provider (`personal_sign`, `eth_sendTransaction`, …). Undefined while no wallet of that namespace is connected,
 * on the server, and for the moment it takes to reach a wallet that was just connected. Throws 'Chain is required to …'
 * for a chain family the modal has no adapter for (docs/behaviour.md#errors).
 */
export function useWalletProvider(namespace: 'eip155'): Eip1193Provider | undefined;
export function useWalletProvider(namespace: ChainNamespace): unknown;
export function useWalletProvider(namespace: ChainNamespace): unknown {
  // A call from JavaScript may leave the namespace out.
  if (namespace === undefined || namespace === null) {
    throw new Error(
      ErrorText.chainRequiredTo(`get a wallet provider: useWalletProvider(namespace) takes one of ${CHAIN_NAMESPACES.join(', ')}`),
    );
  }
  if (!CHAIN_NAMESPACES.includes(namespace)) {
    throw new Error(`useWalletProvider: "${namespace}" is not a chain namespace; use one of ${CHAIN_NAMESPACES.join(', ')}`);
  }
  const store = useWalletModalStore();
  // A family this modal does not install never has a provider: a mistake to say, not an undefined to wait out.
  if (!store.getState().chain.adapterNamespaces.includes(namespace)) {
    throw new Error(
      ErrorText.chainRequiredTo(
        `get a wallet provider: useWalletProvider("${namespace}") asks for a chain family this modal has no adapter for; add one with createWalletModal(config, { adapters })`,
      ),
    );
  }
  const connectorId = useWalletModalSelector((state: WalletModalState) => selectWalletConnection(state.connection, namespace)?.connectorId);
  const [reached, setReached] = useState<{ connectorId: string; provider: unknown }>();
  useEffect(() => {
    // Forgotten with its connection, so a later connection of the same wallet is reached afresh.
    if (connectorId === undefined) {
      setReached(undefined);
      return;
    }
    let current = true;
    store
      .dispatch(async (dispatch, _getState, { logger }) => {
        try {
          return await dispatch(walletProviderRequested(connectorId));
        } catch (error) {
          logger.warn(`Could not reach the provider of ${connectorId}`, error);
          return undefined;
        }
      })
      .then((provider) => {
        if (current) setReached({ connectorId, provider });
      });
    return () => {
      current = false;
    };
  }, [store, connectorId]);
  return reached !== undefined && reached.connectorId === connectorId ? reached.provider : undefined;
}
