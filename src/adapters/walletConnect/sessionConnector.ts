// A family's connectors on the modal's WalletConnect session: loaded with the connection effects, not in the first load.
import type { ChainNamespace } from '../../constants';
import type { DiscoveredConnector } from '../types';
import { WALLET_CONNECT_CONNECTOR_ID } from './connector';
import type { WalletConnectClient, WalletConnectParticipation } from './session';

/** The id of the connection a namespace of the WalletConnect session joined as (the pairing one is `walletConnect`). */
export const joinedConnectorId = (namespace: ChainNamespace) => `${WALLET_CONNECT_CONNECTOR_ID}:${namespace}`;

/** A family's connector on a live WalletConnect session: its provider is the family's view of the session. */
export function sessionConnector(
  namespace: ChainNamespace,
  client: WalletConnectClient,
  participation: WalletConnectParticipation,
  id = joinedConnectorId(namespace),
): DiscoveredConnector {
  let provider: Promise<unknown> | undefined;
  return {
    connector: { id, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace, installed: true },
    getProvider: () => {
      provider ??= Promise.resolve().then(() => participation.provider(client));
      return provider;
    },
    walletConnect: async () => client,
  };
}
