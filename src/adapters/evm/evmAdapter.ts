import { onFirstUse } from '../onFirstUse';
import type { ChainAdapter } from '../types';
import { discoverEvmConnectors, type ExternalWallet } from './discovery';
import type { EvmWalletMethods } from './evmWallet';
import { evmFamily } from './family';

export interface EvmAdapterOptions {
  /** Wallets the host brings as data, shown as EXTERNAL connectors. */
  externalWallets?: readonly ExternalWallet[];
  /** Told about page input we ignored (malformed announcements, accounts, chain ids). */
  onInvalidInput?: (reason: string) => void;
}

/**
 * The eip155 chain adapter over EIP-1193 wallets. Finding the page's wallets is here, in the first load; everything a
 * wallet does once picked or restored is in ./evmWallet, loaded then: a visitor who never connects does not pay for it.
 */
export function createEvmAdapter({ externalWallets = [], onInvalidInput = () => {} }: EvmAdapterOptions = {}): ChainAdapter {
  return {
    namespace: evmFamily.namespace,
    family: evmFamily,
    discoverConnectors: (found) => discoverEvmConnectors(externalWallets, found, onInvalidInput),
    walletConnect: () => import('./walletConnectProvider').then(({ eip155WalletConnect }) => eip155WalletConnect),
    ...onFirstUse<EvmWalletMethods>(
      () => import('./evmWallet').then(({ createEvmWalletMethods }) => createEvmWalletMethods(onInvalidInput)),
      {
        connect: true,
        syncConnection: true,
        disconnect: true,
        switchNetwork: true,
        watchSession: true,
        getNativeBalance: true,
        readTokenBalances: true,
        signMessage: true,
        grantPermissions: true,
        revokePermissions: true,
        getWalletAssets: true,
        sendTransaction: true,
        transfer: true,
        estimateNativeTransferFee: true,
      },
    ),
  };
}
