import { walletLinkHref } from '../../adapters/walletConnect/walletLinks';
import { RECENT_WALLETS_MAX, STORAGE_KEYS } from '../../constants';
import { idSchema, type StoredConnection, storedConnectionSchema, type WalletLinking } from '../../model/session';
import type { Logger } from '../../utils/logger';
import { type KeyValueStorage, readStoredValue, writeStoredValue } from '../../utils/storage';
import { z } from '../../utils/zod';
import type { ConnectionSliceState } from '../slices/connectionSlice';

const recentWalletsSchema = () => z.array(idSchema()).check(z.maxLength(RECENT_WALLETS_MAX));

/** The wallet app last opened for WalletConnect (docs/behaviour.md#walletconnect): its base link, never a pairing URI. */
const storedDeepLinkSchema = () =>
  z.strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    href: z.string().check(z.refine((href) => walletLinkHref(href, '').ok, 'not a link that may be opened')),
  });

export function readStoredConnection(storage: KeyValueStorage, logger: Logger): StoredConnection | undefined {
  return readStoredValue(storage, STORAGE_KEYS.connection, storedConnectionSchema, logger);
}

export function readStoredRecentWallets(storage: KeyValueStorage, logger: Logger): string[] {
  return readStoredValue(storage, STORAGE_KEYS.recentWallets, recentWalletsSchema, logger) ?? [];
}

function storedConnectionOf(state: ConnectionSliceState): StoredConnection | undefined {
  const connections = Object.values(state.connections).map((connection) => ({
    connectorId: connection.connectorId,
    namespace: connection.connector.chain,
  }));
  if (state.currentConnectorId === undefined || connections.length === 0) return undefined;
  return { current: state.currentConnectorId, connections };
}

export function writeStoredConnection(storage: KeyValueStorage, state: ConnectionSliceState, logger: Logger) {
  writeStoredValue(storage, STORAGE_KEYS.connection, storedConnectionOf(state), logger);
}

export function readStoredDeepLink(storage: KeyValueStorage, logger: Logger): WalletLinking | undefined {
  return readStoredValue(storage, STORAGE_KEYS.walletConnectDeepLink, storedDeepLinkSchema, logger);
}

/** Writes the deep link, or removes it when `linking` is undefined. */
export function writeStoredDeepLink(storage: KeyValueStorage, linking: WalletLinking | undefined, logger: Logger) {
  writeStoredValue(storage, STORAGE_KEYS.walletConnectDeepLink, linking, logger);
}

export function writeStoredRecentWallets(storage: KeyValueStorage, state: ConnectionSliceState, logger: Logger) {
  writeStoredValue(storage, STORAGE_KEYS.recentWallets, state.recentWalletIds, logger);
}
