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
  let methods: Promise<EvmWalletMethods> | undefined;
  const wallet = () => {
    methods ??= import('./evmWallet').then(({ createEvmWalletMethods }) => createEvmWalletMethods(onInvalidInput));
    return methods;
  };
  return {
    namespace: evmFamily.namespace,
    family: evmFamily,
    discoverConnectors: (found) => discoverEvmConnectors(externalWallets, found, onInvalidInput),
    walletConnect: () => import('./walletConnectProvider').then(({ eip155WalletConnect }) => eip155WalletConnect),
    connect: async (...args) => (await wallet()).connect(...args),
    syncConnection: async (...args) => (await wallet()).syncConnection(...args),
    disconnect: async (...args) => (await wallet()).disconnect(...args),
    switchNetwork: async (...args) => (await wallet()).switchNetwork(...args),
    watchSession: async (...args) => (await wallet()).watchSession(...args),
    getNativeBalance: async (...args) => (await wallet()).getNativeBalance(...args),
    readTokenBalances: async (...args) => (await wallet()).readTokenBalances(...args),
    signMessage: async (...args) => (await wallet()).signMessage(...args),
    getWalletAssets: async (...args) => (await wallet()).getWalletAssets(...args),
    sendTransaction: async (...args) => (await wallet()).sendTransaction(...args),
    transfer: async (...args) => (await wallet()).transfer(...args),
    estimateNativeTransferFee: async (...args) => (await wallet()).estimateNativeTransferFee(...args),
  };
}
