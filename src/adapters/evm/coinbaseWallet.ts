import type { Network } from '../../config/networks';
import type { CoinbasePreference } from '../../constants';
import { COINBASE_RDNS, type ExternalWallet } from './discovery';
import type { Eip1193Provider } from './eip1193';

const COINBASE_WALLET_CONNECTOR_ID = 'coinbaseWalletSDK';
/** Coinbase Wallet's id in the wallet-list catalogue, so the catalogue's entry and this one are one wallet. */
const COINBASE_WALLET_EXPLORER_ID = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa';

export interface CoinbaseWalletOptions {
  appName: string;
  appLogoUrl?: string;
  networks: readonly Network[];
  preference: CoinbasePreference;
}

/**
 * Coinbase Wallet through its SDK, imported only when the user picks it. The SDK itself uses the Coinbase
 * extension when one is installed (unless only smart wallets are wanted) and otherwise opens the Coinbase
 * Wallet popup. The extension's own EIP-6963 announcement carries the same rdns, so the list shows it once.
 */
export function coinbaseWallet({ appName, appLogoUrl, networks, preference }: CoinbaseWalletOptions): ExternalWallet {
  return {
    id: COINBASE_WALLET_CONNECTOR_ID,
    name: 'Coinbase Wallet',
    rdns: COINBASE_RDNS,
    explorerId: COINBASE_WALLET_EXPLORER_ID,
    createProvider: async () => {
      const { createCoinbaseWalletSDK } = await import('@coinbase/wallet-sdk');
      const sdk = createCoinbaseWalletSDK({
        appName,
        appLogoUrl: appLogoUrl ?? null,
        appChainIds: networks.filter((network) => network.chainNamespace === 'eip155').map((network) => Number(network.id)),
        preference: { options: preference },
      });
      // The SDK types its provider with its own event map; it is an EIP-1193 provider.
      return sdk.getProvider() as unknown as Eip1193Provider;
    },
  };
}
