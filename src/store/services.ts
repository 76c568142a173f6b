import type { SIWXConfig } from '../config/config';
import { STORAGE_KEYS } from '../constants';
import type { Logger } from './logger';
import type { KeyValueStorage } from './storage';

/**
 * Everything non-serialisable the wallet modal works with. The listener middleware and RTK Query get it
 * as `extra`; it never enters state or actions. Later features add wallet providers and clients here.
 */
export interface WalletModalServices {
  storage: KeyValueStorage;
  logger: Logger;
  /** A stable id for this browser, sent to the APIs as `clientId` (SPEC §7). */
  clientId: () => string;
  siwx: SIWXConfig | undefined;
}

export function storedClientId(storage: KeyValueStorage): () => string {
  let clientId: string | undefined;
  return () => {
    clientId ??= storage.getItem(STORAGE_KEYS.clientId) ?? undefined;
    if (!clientId || !/^[0-9a-f-]{36}$/.test(clientId)) {
      clientId = crypto.randomUUID();
      storage.setItem(STORAGE_KEYS.clientId, clientId);
    }
    return clientId;
  };
}
