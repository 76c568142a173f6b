'use client';

import { createSelector } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../constants';
import { selectActiveProfile } from '../../features/account';
import type { ConnectedWalletInfo } from '../../model/account';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNamespace } from '../../store/slices/chainSlice';
import { type ConnectionStatus, selectConnectionStatus } from '../../store/slices/connectionSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipAddress } from '../../utils/caip';
import { useWalletModalSelector } from './walletModalStore';

export interface WalletAccount {
  /** The active account's address on the active namespace; undefined while none is connected there. */
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  /** The wallet connection's status: connecting and reconnecting included. */
  status: ConnectionStatus;
  /** The active namespace (eip155, solana, …). */
  namespace: ChainNamespace | undefined;
  /** The account's name and avatar, once read; undefined while it has none. */
  profile: { name: string | undefined; image: string | undefined } | undefined;
  /** The wallet in use as it describes itself (name, icon, catalogue id); undefined while none is connected. */
  wallet: ConnectedWalletInfo | undefined;
}

// Built from the fields it shows, so a balance update (a new block) re-renders nothing that uses it.
const selectWalletAccount = createSelector(
  [
    (state: WalletModalState) => selectActiveAccount(state)?.address,
    (state: WalletModalState) => selectActiveAccount(state)?.caipAddress,
    selectConnectionStatus,
    selectActiveNamespace,
    (state: WalletModalState) => selectActiveProfile(state)?.name,
    (state: WalletModalState) => selectActiveProfile(state)?.image,
    (state: WalletModalState) => selectActiveAccount(state)?.connectedWalletInfo,
  ],
  (address, caipAddress, status, namespace, name, image, wallet): WalletAccount => ({
    address,
    caipAddress,
    status,
    namespace,
    profile: name === undefined && image === undefined ? undefined : { name, image },
    wallet,
  }),
);

/** The connected account: address, CAIP address, connection status, namespace, profile and the wallet in use. */
export function useAccount(): WalletAccount {
  return useWalletModalSelector(selectWalletAccount);
}
