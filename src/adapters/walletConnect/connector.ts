import type { ChainNamespace } from '../../constants';
import { PAIRING_LIFETIME_MS } from '../../constants';
import type { ExternalWallet } from '../evm/discovery';
import type { DiscoveredConnector, WalletConnectClient } from '../types';
import type { WalletConnectOptions } from './client';

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** When a pairing URI expires: the pairing lifetime from `now`, or sooner if its `expiryTimestamp` (seconds) says so. */
export function pairingExpiry(uri: string, now: number): number {
  const seconds = Number(/[?&]expiryTimestamp=(\d+)/.exec(uri)?.[1]);
  const lifetimeEnd = now + PAIRING_LIFETIME_MS;
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, lifetimeEnd) : lifetimeEnd;
}

/** What the wallet sees of the app when the host gave no `metadata`. */
function defaultMetadata(): WalletConnectOptions['metadata'] {
  const url = globalThis.location?.origin ?? 'http://localhost';
  return { name: globalThis.document?.title || url, description: '', url, icons: [] };
}

/**
 * The WalletConnect connector the Connect view offers: it pairs through the EVM family's view of the session,
 * and the session's other namespaces join through their own adapters (`ChainAdapter.walletConnectConnector`).
 * Its SDK is imported only when the connector is first used.
 */
export function walletConnectConnector({
  metadata,
  ...options
}: Omit<WalletConnectOptions, 'metadata'> & { metadata?: WalletConnectOptions['metadata'] }): ExternalWallet {
  let client: Promise<WalletConnectClient> | undefined;
  const walletConnect = () => {
    client ??= import('./client').then(({ createWalletConnectClient }) =>
      createWalletConnectClient({ ...options, metadata: metadata ?? defaultMetadata() }),
    );
    return client;
  };
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    walletConnect,
    createProvider: async () => {
      const [{ walletConnectEip1193Provider }, session] = await Promise.all([import('../evm/walletConnectProvider'), walletConnect()]);
      return walletConnectEip1193Provider(session);
    },
  };
}

/** The id of the connection a namespace of the WalletConnect session joined as. */
export const joinedConnectorId = (namespace: ChainNamespace) => `${WALLET_CONNECT_CONNECTOR_ID}:${namespace}`;

/** A family's connector on a live WalletConnect session; `createProvider` builds the family's provider over it. */
export function joinedWalletConnectConnector<Provider>(
  namespace: ChainNamespace,
  client: WalletConnectClient,
  createProvider: (client: WalletConnectClient) => Provider | Promise<Provider>,
): DiscoveredConnector<Provider> {
  let provider: Promise<Provider> | undefined;
  return {
    connector: { id: joinedConnectorId(namespace), name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace, installed: true },
    getProvider: () => {
      provider ??= Promise.resolve().then(() => createProvider(client));
      return provider;
    },
    walletConnect: async () => client,
  };
}
