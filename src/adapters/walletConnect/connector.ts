import { PAIRING_LIFETIME_MS } from '../../constants';
import type { ExternalWallet } from '../evm/discovery';
import type { WalletConnectOptions } from './walletConnectProvider';

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** When a pairing URI expires: the SPEC §9 lifetime from `now`, or sooner if its `expiryTimestamp` (seconds) says so. */
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

/** The WalletConnect connector; its SDK is imported only when the connector is first used. */
export function walletConnectConnector({
  metadata,
  ...options
}: Omit<WalletConnectOptions, 'metadata'> & { metadata?: WalletConnectOptions['metadata'] }): ExternalWallet {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    createProvider: () =>
      import('./walletConnectProvider').then(({ createWalletConnectProvider }) =>
        createWalletConnectProvider({ ...options, metadata: metadata ?? defaultMetadata() }),
      ),
  };
}
