import { discoveryOnFirstUse, onFirstUse } from '../onFirstUse';
import type { ChainAdapter } from '../types';
import { solanaFamily } from './family';
import type { SolanaWalletMethods } from './solanaWallet';

export interface SolanaAdapterOptions {
  /** Told about what it passed over: malformed Wallet Standard registrations and accounts, a discovery it could not fetch. */
  onInvalidInput?: (reason: string) => void;
}

/**
 * The solana chain adapter over Wallet Standard wallets. The first load holds the family's rules and this shell: finding
 * the page's wallets (with the Wallet Standard registry) starts with the modal, from a chunk fetched at once; everything a
 * wallet does once picked or restored is in ./solanaWallet, and the chain reads and sends (with @solana/web3.js) in
 * ./chain, each loaded on first use: a visitor who never connects does not pay for them.
 */
export function createSolanaAdapter({ onInvalidInput = () => {} }: SolanaAdapterOptions = {}): ChainAdapter {
  return {
    namespace: solanaFamily.namespace,
    family: solanaFamily,
    // A wallet registered before the registry is here waits for the page's `wallet-standard:app-ready` event, which the
    // registry sends as it starts: none is missed. Restoring a connection waits for its wallet to be found anyway.
    discoverConnectors: discoveryOnFirstUse(
      () =>
        import('./discovery').then(
          ({ discoverSolanaConnectors }) =>
            (found) =>
              discoverSolanaConnectors(found, onInvalidInput),
        ),
      () => onInvalidInput('Solana wallet discovery could not be fetched'),
    ),
    walletConnect: () => import('./walletConnect').then(({ solanaWalletConnect }) => solanaWalletConnect),
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
