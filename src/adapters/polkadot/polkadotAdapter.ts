import { discoveryOnFirstUse, onFirstUse } from '../onFirstUse';
import type { ChainAdapter } from '../types';
import { polkadotFamily } from './family';
import type { PolkadotWalletMethods } from './polkadotWallet';

export interface PolkadotAdapterOptions {
  /** The name extensions show when asking the user to let the page in (`enable(originName)`); the page's host name without it. */
  appName?: string;
  /** Told about what it passed over: malformed `window.injectedWeb3` entries and accounts, a discovery it could not fetch. */
  onInvalidInput?: (reason: string) => void;
}

/**
 * The polkadot chain adapter over the page's `window.injectedWeb3` extensions (the polkadot-js extension interface), and
 * over the modal's WalletConnect session (`polkadot_signMessage`), which ./walletConnect shows it as one. The
 * first load holds the family's rules and this shell: finding the extensions starts with the modal, from a chunk fetched
 * at once; everything an extension does once picked or restored, with @polkadot/util-crypto, is in ./polkadotWallet,
 * loaded on first use. No balance or send (docs/behaviour.md#other-families).
 */
export function createPolkadotAdapter({ appName, onInvalidInput = () => {} }: PolkadotAdapterOptions = {}): ChainAdapter {
  return {
    namespace: polkadotFamily.namespace,
    family: polkadotFamily,
    discoverConnectors: discoveryOnFirstUse(
      () =>
        import('./discovery').then(
          ({ discoverPolkadotConnectors }) =>
            (found) =>
              discoverPolkadotConnectors(found, onInvalidInput),
        ),
      () => onInvalidInput('Polkadot extension discovery could not be fetched'),
    ),
    walletConnect: () => import('./walletConnect').then(({ polkadotWalletConnect }) => polkadotWalletConnect),
    ...onFirstUse<PolkadotWalletMethods>(
      () =>
        import('./polkadotWallet').then(({ createPolkadotWalletMethods }) =>
          createPolkadotWalletMethods(appName ?? globalThis.location?.hostname ?? '', onInvalidInput),
        ),
      { connect: true, syncConnection: true, disconnect: true, switchNetwork: true, watchSession: true, signMessage: true },
    ),
  };
}
