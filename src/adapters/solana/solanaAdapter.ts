import { onFirstUse } from '../onFirstUse';
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
  return {
    namespace: solanaFamily.namespace,
    family: solanaFamily,
    discoverConnectors: (found) => discoverSolanaConnectors(found, onInvalidInput),
    ...onFirstUse<SolanaWalletMethods>(
      () => import('./solanaWallet').then(({ createSolanaWalletMethods }) => createSolanaWalletMethods(onInvalidInput)),
      {
        connect: true,
        syncConnection: true,
        disconnect: true,
        switchNetwork: true,
        watchSession: true,
        getNativeBalance: true,
        readTokenBalances: true,
        signMessage: true,
        sendTransaction: true,
        transfer: true,
        estimateNativeTransferFee: true,
      },
    ),
  };
}
