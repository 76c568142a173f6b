import { discoveryOnFirstUse, onFirstUse } from '../onFirstUse';
import type { ChainAdapter } from '../types';
import type { BitcoinWalletMethods } from './bitcoinWallet';
import { bitcoinFamily } from './family';

export interface BitcoinAdapterOptions {
  /** Told about what it passed over: malformed providers, registrations and accounts, a discovery it could not fetch. */
  onInvalidInput?: (reason: string) => void;
}

/** The bitcoin chain adapter, with the one method of its own beside the contract's: PSBT signing. */
export type BitcoinAdapter = ChainAdapter & Pick<BitcoinWalletMethods, 'signPsbt'>;

/**
 * The bitcoin chain adapter over sats-connect providers, Unisat-style `window.unisat` and Wallet Standard wallets with
 * Bitcoin's extension. The first load holds the family's rules and this shell: finding the page's wallets starts with the
 * modal, from a chunk fetched at once; everything a wallet does once picked or restored (with @scure/btc-signer) is in
 * ./bitcoinWallet, loaded on first use. There are no balances or sends (docs/behaviour.md#other-families).
 */
export function createBitcoinAdapter({ onInvalidInput = () => {} }: BitcoinAdapterOptions = {}): BitcoinAdapter {
  return {
    namespace: bitcoinFamily.namespace,
    family: bitcoinFamily,
    discoverConnectors: discoveryOnFirstUse(
      () =>
        import('./discovery').then(
          ({ discoverBitcoinConnectors }) =>
            (found) =>
              discoverBitcoinConnectors(found, onInvalidInput),
        ),
      () => onInvalidInput('Bitcoin wallet discovery could not be fetched'),
    ),
    walletConnect: () => import('./walletConnect').then(({ bitcoinWalletConnect }) => bitcoinWalletConnect),
    ...onFirstUse<BitcoinWalletMethods>(
      () => import('./bitcoinWallet').then(({ createBitcoinWalletMethods }) => createBitcoinWalletMethods(onInvalidInput)),
      {
        connect: true,
        syncConnection: true,
        disconnect: true,
        switchNetwork: true,
        watchSession: true,
        signMessage: true,
        signPsbt: true,
      },
    ),
  };
}
