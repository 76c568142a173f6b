import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ChainAdapter, DiscoveredConnector } from '../adapters/types';
import type { ChainNamespace } from '../constants';
import type { Notice } from '../i18n/notice';
import type { WalletModalServices } from './services';
import type { Connection, ConnectionSliceState } from './slices/connectionSlice';
import type { WalletModalState } from './types';

/** Which connection: the current one, the one of a namespace, or one by its connector id. */
export type WalletChoice = ChainNamespace | { connectorId: string } | undefined;

/** A connection with the live connector behind it and its family's adapter. */
interface ReachedWallet {
  connection: Connection;
  connector: DiscoveredConnector;
  adapter: ChainAdapter;
}

/**
 * Why there is no wallet to ask: no such connection; its family has no adapter in this modal (a host that dropped it);
 * or its connector is not on the page (a restore still under way, or a wallet that went).
 */
type NoWallet = { none: 'noConnection' } | { none: 'noAdapter' | 'connectorGone'; connection: Connection };

export type CurrentWallet = ReachedWallet | NoWallet;

/** What the user is told when there is no wallet to ask: the family's adapter is missing, or the wallet is. */
export const noWalletNotice = (wallet: NoWallet): Notice => ({
  key: wallet.none === 'noAdapter' ? 'error.chainAdapterNotFound' : 'error.providerNotFound',
});

/**
 * The connection `choice` names: by default the current one; for a namespace, the current one if it is of that
 * namespace, else the first that is (a namespace joined over WalletConnect, say).
 */
export function selectWalletConnection({ connections, currentConnectorId }: ConnectionSliceState, choice?: WalletChoice) {
  const current = currentConnectorId === undefined ? undefined : connections[currentConnectorId];
  if (choice === undefined) return current;
  if (typeof choice === 'object') return connections[choice.connectorId];
  if (current?.connector.chain === choice) return current;
  return Object.values(connections).find((connection) => connection.connector.chain === choice);
}

/**
 * The wallet to ask for a request — the connection with its connector and adapter — or why there is none:
 *
 *     const wallet = api.dispatch(currentWallet('eip155'))
 *     if ('none' in wallet) …
 */
export function currentWallet(choice?: WalletChoice): ThunkAction<CurrentWallet, WalletModalState, WalletModalServices, UnknownAction> {
  return (_dispatch, getState, { adapters, connectors }) => {
    const connection = selectWalletConnection(getState().connection, choice);
    if (!connection) return { none: 'noConnection' };
    const adapter = adapters[connection.connector.chain];
    if (!adapter) return { none: 'noAdapter', connection };
    const connector = connectors.get(connection.connectorId);
    if (!connector) return { none: 'connectorGone', connection };
    return { connection, connector, adapter };
  };
}
