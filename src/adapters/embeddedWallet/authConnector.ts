// A family's AUTH connector over the embedded wallet: loaded with the e-mail flow, not in the first load.
import type { ChainNamespace } from '../../constants';
import type { ChainAdapter, DiscoveredConnector } from '../types';
import type { EmbeddedWalletClient } from './embeddedWalletClient';

/** The id of a family's embedded-wallet connection (docs/behaviour.md#embedded-wallet). */
export const authConnectorId = (namespace: ChainNamespace) => `auth:${namespace}`;

/** What the connection is called where a wallet's name is shown. */
const AUTH_CONNECTOR_NAME = 'Email Wallet';

/**
 * A family's connector on the embedded wallet: its provider is the family's provider over a WalletConnect session, made
 * over the frame's client, which keeps that contract. The provider is made when first asked for, after the login check.
 */
export function authConnector(adapter: ChainAdapter, client: () => Promise<EmbeddedWalletClient>): DiscoveredConnector {
  let provider: Promise<unknown> | undefined;
  return {
    connector: {
      id: authConnectorId(adapter.namespace),
      name: AUTH_CONNECTOR_NAME,
      type: 'AUTH',
      chain: adapter.namespace,
      installed: true,
    },
    getProvider: () => {
      provider ??= Promise.all([client(), adapter.walletConnect?.()]).then(async ([session, participation]) => {
        await session.checkSession();
        return participation?.provider(session);
      });
      // A frame that could not be reached is asked again next time.
      provider.catch(() => {
        provider = undefined;
      });
      return provider;
    },
  };
}
