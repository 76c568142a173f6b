import type { Network } from '../../config/networks';
import { STORAGE_KEYS } from '../../constants';
import type { CaipNetworkId } from '../../utils/caip';
import type { Logger } from '../../utils/logger';
import { type KeyValueStorage, readStoredValue, writeStoredValue } from '../../utils/storage';
import { z } from '../../utils/zod';

const caipNetworkIdSchema = () => z.string().check(z.regex(/^[a-z0-9]{3,8}:[\w-]{1,64}$/)) as z.ZodMiniType<CaipNetworkId>;

/** The last used chain (docs/behaviour.md#storage), when it is still one of the configured networks. */
export function readLastUsedNetwork(storage: KeyValueStorage, networks: readonly Network[], logger: Logger): Network | undefined {
  const id = readStoredValue(storage, STORAGE_KEYS.lastUsedChain, caipNetworkIdSchema, logger);
  return id === undefined ? undefined : networks.find((network) => network.caipNetworkId === id);
}

export function writeLastUsedNetwork(storage: KeyValueStorage, network: Network, logger: Logger) {
  writeStoredValue(storage, STORAGE_KEYS.lastUsedChain, network.caipNetworkId, logger);
}
