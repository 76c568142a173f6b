'use client';

import { useMemo } from 'react';
import { disconnectRequested } from '../../store/slices/connectionSlice';
import { useWalletModalStore } from './walletModalStore';

export interface WalletDisconnect {
  /** Disconnects the current connection, or the one of `connectorId`; a refusing wallet gets the modal's error toast. */
  disconnect: (connectorId?: string) => void;
}

/** The call that disconnects the wallet. */
export function useDisconnect(): WalletDisconnect {
  const store = useWalletModalStore();
  return useMemo(
    () => ({
      disconnect: (connectorId?: string) =>
        void store.dispatch(disconnectRequested(connectorId === undefined ? undefined : { connectorId })),
    }),
    [store],
  );
}
