import { discoveryOnFirstUse, onFirstUse } from '../onFirstUse';
import type { ChainAdapter } from '../types';
import type { CosmosWalletMethods } from './cosmosWallet';
import { cosmosFamily } from './family';

export interface CosmosAdapterOptions {
  /** Told about what it passed over: malformed Keplr-style objects and keys, a discovery it could not fetch. */
  onInvalidInput?: (reason: string) => void;
}

/**
 * The cosmos chain adapter over Keplr-style wallets (`window.keplr`, `window.leap`, Cosmostation's). The first load holds
 * the family's rules and this shell: finding the page's wallets starts with the modal, from a chunk fetched at once;
 * what a wallet does once picked or restored is in ./cosmosWallet, and checking its signatures (with @cosmjs) in
 * ./adr036, each loaded on first use. No balance or send (docs/behaviour.md#other-families).
 */
export function createCosmosAdapter({ onInvalidInput = () => {} }: CosmosAdapterOptions = {}): ChainAdapter {
  return {
    namespace: cosmosFamily.namespace,
    family: cosmosFamily,
    discoverConnectors: discoveryOnFirstUse(
      () =>
        import('./discovery').then(
          ({ discoverCosmosConnectors }) =>
            (found) =>
              discoverCosmosConnectors(found, onInvalidInput),
        ),
      () => onInvalidInput('Cosmos wallet discovery could not be fetched'),
    ),
    walletConnect: () => import('./walletConnect').then(({ cosmosWalletConnect }) => cosmosWalletConnect),
    ...onFirstUse<CosmosWalletMethods>(
      () => import('./cosmosWallet').then(({ createCosmosWalletMethods }) => createCosmosWalletMethods(onInvalidInput)),
      { connect: true, syncConnection: true, disconnect: true, switchNetwork: true, watchSession: true, signMessage: true },
    ),
  };
}
