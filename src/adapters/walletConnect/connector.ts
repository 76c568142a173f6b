import type { ChainConnector } from '../../model/connector';
import type { ChainAdapter } from '../types';
import type { WalletConnectOptions } from './client';
import type { WalletConnectClient } from './session';

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** What the wallet sees of the app when the host gave no `metadata`. */
function defaultMetadata(): WalletConnectOptions['metadata'] {
  const url = globalThis.location?.origin ?? 'http://localhost';
  return { name: globalThis.document?.title || url, description: '', url, icons: [] };
}

/**
 * The modal's WalletConnect: one session shared by every chain family that takes part. Pairing proposes each
 * family's namespace; each namespace the wallet grants joins as a connection of its own family.
 */
export interface WalletConnectService {
  /** The Connect view's WalletConnect entry. */
  connector: ChainConnector;
  /** The session; its SDK and the families' parts are loaded on the first call. */
  client(): Promise<WalletConnectClient>;
}

export interface WalletConnectServiceOptions extends Omit<WalletConnectOptions, 'metadata' | 'families'> {
  metadata?: WalletConnectOptions['metadata'];
  /** The families that take part (those whose adapter has `walletConnect`); the first is the Connect entry's chain. */
  families: readonly [ChainAdapter, ...ChainAdapter[]];
}

export function createWalletConnectService({ metadata, families, ...options }: WalletConnectServiceOptions): WalletConnectService {
  let client: Promise<WalletConnectClient> | undefined;
  return {
    connector: {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: families[0].namespace,
      installed: true,
    },
    client() {
      client ??= Promise.all([
        import('./client'),
        Promise.all(families.map(async (family) => [family.namespace, await family.walletConnect?.()] as const)),
      ]).then(([{ createWalletConnectClient }, parts]) =>
        createWalletConnectClient({ ...options, metadata: metadata ?? defaultMetadata(), families: Object.fromEntries(parts) }),
      );
      return client;
    },
  };
}
