import type { ChainConnector } from '../../model/connector';
import { z } from '../../utils/zod';
import { safeWalletImage, walletIconSchema, walletNameSchema } from '../announcedWallet';
import type { DiscoveredConnector } from '../types';
import type { Eip1193Provider } from './eip1193';

/** A wallet the host brings as data (a Coinbase-style SDK wallet): its provider is made on first use. */
export interface ExternalWallet {
  id: string;
  name: string;
  imageUrl?: string;
  rdns?: string;
  /** The wallet's id in the wallet-list catalogue, if it has one. */
  explorerId?: string;
  createProvider: () => Eip1193Provider | Promise<Eip1193Provider>;
}

export const INJECTED_CONNECTOR_ID = 'injected';
export const COINBASE_RDNS = 'com.coinbase.wallet';

// Here rather than in ./eip1193, whose error codes and helpers only a connected wallet needs: a module the first load
// imports brings all of itself.
function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function';
}

/** EIP-6963 provider info. Announcements are untrusted page input: anything off-shape is ignored. */
const announcedInfoSchema = () =>
  z.object({
    uuid: z.string().check(z.minLength(1), z.maxLength(128)),
    name: walletNameSchema(),
    icon: walletIconSchema(),
    rdns: z.string().check(z.maxLength(255), z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i)),
  });

function once<T>(create: () => T | Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= Promise.resolve().then(create);
    return made;
  };
}

/**
 * The EVM wallets of the page (docs/behaviour.md#connecting): EIP-6963 announcements (ANNOUNCED), `window.ethereum`
 * unless an announcement already covers it (INJECTED), and the host's external wallets (EXTERNAL).
 */
export function discoverEvmConnectors(
  externalWallets: readonly ExternalWallet[],
  found: (connectors: DiscoveredConnector<Eip1193Provider>[]) => void,
  onInvalid: (reason: string) => void,
): () => void {
  found(
    externalWallets.map((wallet) => ({
      connector: {
        id: wallet.id,
        name: wallet.name,
        type: 'EXTERNAL',
        chain: 'eip155',
        imageUrl: safeWalletImage(wallet.imageUrl),
        explorerId: wallet.explorerId,
        info: wallet.rdns ? { rdns: wallet.rdns } : undefined,
        installed: true,
      },
      getProvider: once(wallet.createProvider),
    })),
  );
  if (typeof window === 'undefined') return () => {};

  const announcedProviders = new Set<unknown>();
  // Built with the first announcement, for every later one: none at load.
  let infoSchema: ReturnType<typeof announcedInfoSchema> | undefined;
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<{ info?: unknown; provider?: unknown }>).detail;
    infoSchema ??= announcedInfoSchema();
    const info = infoSchema.safeParse(detail?.info);
    if (!info.success || !isEip1193Provider(detail?.provider)) {
      onInvalid('An EIP-6963 announcement without valid info and provider was ignored');
      return;
    }
    const provider = detail.provider;
    announcedProviders.add(provider);
    const connector: ChainConnector = {
      id: info.data.rdns,
      name: info.data.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: safeWalletImage(info.data.icon),
      info: { rdns: info.data.rdns },
      installed: true,
    };
    found([{ connector, getProvider: async () => provider }]);
  };
  window.addEventListener('eip6963:announceProvider', onAnnounce);
  window.dispatchEvent(new Event('eip6963:requestProvider'));

  const injected = (window as { ethereum?: unknown }).ethereum;
  if (isEip1193Provider(injected) && !announcedProviders.has(injected)) {
    // The Coinbase extension marks its provider; it is then the Coinbase Wallet entry, not a second one.
    const coinbase = (injected as { isCoinbaseWallet?: unknown }).isCoinbaseWallet === true;
    found([
      {
        connector: {
          id: INJECTED_CONNECTOR_ID,
          name: coinbase ? 'Coinbase Wallet' : 'Browser Wallet',
          type: 'INJECTED',
          chain: 'eip155',
          installed: true,
          ...(coinbase && { info: { rdns: COINBASE_RDNS } }),
        },
        getProvider: async () => injected,
      },
    ]);
  }
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce);
}
