import type { ChainAdapter } from '../types';
import { discoverSolanaConnectors } from './discovery';
import { solanaFamily } from './family';
import type { SolanaWalletMethods } from './solanaWallet';

export interface SolanaAdapterOptions {
  /** Told about page input we ignored (malformed Wallet Standard registrations, accounts). */
  onInvalidInput?: (reason: string) => void;
}

/**
 * The solana chain adapter over Wallet Standard wallets. Finding the page's wallets is here, in the first load; everything
 * a wallet does once picked or restored is in ./solanaWallet, and the chain reads and sends (with @solana/web3.js) in
 * ./chain, each loaded on first use: a visitor who never connects does not pay for them.
 */
export function createSolanaAdapter({ onInvalidInput = () => {} }: SolanaAdapterOptions = {}): ChainAdapter {
  let methods: Promise<SolanaWalletMethods> | undefined;
  const wallet = () => {
    methods ??= import('./solanaWallet').then(({ createSolanaWalletMethods }) => createSolanaWalletMethods(onInvalidInput));
    return methods;
  };
  return {
    namespace: solanaFamily.namespace,
    family: solanaFamily,
    discoverConnectors: (found) => discoverSolanaConnectors(found, onInvalidInput),
    walletConnect: () => import('./walletConnect').then(({ solanaWalletConnect }) => solanaWalletConnect),
    connect: async (...args) => (await wallet()).connect(...args),
    syncConnection: async (...args) => (await wallet()).syncConnection(...args),
    disconnect: async (...args) => (await wallet()).disconnect(...args),
    switchNetwork: async (...args) => (await wallet()).switchNetwork(...args),
    watchSession: async (...args) => (await wallet()).watchSession(...args),
    getNativeBalance: async (...args) => (await wallet()).getNativeBalance(...args),
    readTokenBalances: async (...args) => (await wallet()).readTokenBalances(...args),
    signMessage: async (...args) => (await wallet()).signMessage(...args),
    sendTransaction: async (...args) => (await wallet()).sendTransaction(...args),
    transfer: async (...args) => (await wallet()).transfer(...args),
    estimateNativeTransferFee: async (...args) => (await wallet()).estimateNativeTransferFee(...args),
  };
}
