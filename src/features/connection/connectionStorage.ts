import { walletLinkHref } from '../../adapters/walletConnect/walletLinks';
import { CHAIN_NAMESPACES, RECENT_WALLETS_MAX, STORAGE_KEYS } from '../../constants';
import type { Logger } from '../../store/logger';
import { type KeyValueStorage, readStoredValue, writeStoredValue } from '../../store/storage';
import { z } from '../../utils/zod';
import type { ConnectionSliceState, WalletLinking } from './connectionSlice';

const idSchema = z.string().check(z.regex(/^[\w.:-]{1,128}$/));

/** What survives a reload of the connections (SPEC §3 "connection" key): which connectors, and the current one. */
const storedConnectionSchema = z
  .strictObject({
    current: idSchema,
    connections: z
      .array(z.strictObject({ connectorId: idSchema, namespace: z.enum(CHAIN_NAMESPACES) }))
      .check(z.minLength(1), z.maxLength(16)),
  })
  .check(
    z.refine((stored) => stored.connections.some((connection) => connection.connectorId === stored.current), {
      message: 'the current connection must be one of the connections',
    }),
  );
export type StoredConnection = z.infer<typeof storedConnectionSchema>;

const recentWalletsSchema = z.array(idSchema).check(z.maxLength(RECENT_WALLETS_MAX));

/** The wallet app last opened for WalletConnect (SPEC §4 "stored deep link"): its base link, never a pairing URI. */
const storedDeepLinkSchema = z.strictObject({
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
