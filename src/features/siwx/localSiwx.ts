// The default sign-in (`createDefaultSiwx`, docs/behaviour.md#sign-in): messages made here, sessions verified here and
// kept in the browser's storage until they expire. Loaded on its first use.
import { shippedFamily } from '../../adapters/shippedFamilies';
import type { Network } from '../../config/networks';
import type { SIWXConfig, SIWXSession } from '../../config/siwx';
import { createLogger, type Logger } from '../../utils/logger';
import { browserStorage, type KeyValueStorage, readStoredValue, writeStoredValue } from '../../utils/storage';
import { z } from '../../utils/zod';
import { hasExpired, keyOf, sameKey, sessionSchema, sessionsOf } from './sessions';
import { SIGN_IN_LIFETIME_MS } from './signInLifetime';
import { type MessageOrigin, newMessage } from './signInMessage';
import { SIGN_IN_STORAGE_KEYS } from './signInStorageKeys';
import type { SessionKey } from './siwxActions';

export interface DefaultSiwxOptions extends MessageOrigin {
  /**
   * The networks whose sessions are verified: an eip155 signature is checked against its chain (so a contract account's
   * signature verifies too), through the network's first RPC URL. Pass the modal's `networks`.
   */
  networks: readonly Network[];
  /** A connection needs a sign-in to stay; false by default. */
  required?: boolean;
  /** A disconnect signs the account out; true by default. */
  signOutOnDisconnect?: boolean;
  /** How long a sign-in lasts, in milliseconds; 24 h by default. */
  lifetimeMs?: number;
  /** Where the sessions are kept; the browser's `localStorage` by default. */
  storage?: KeyValueStorage;
  /** Where a dropped stored session is reported; a logger at the `error` level by default. */
  logger?: Logger;
}

const storedSessions = () => z.array(z.unknown());

/** The default sign-in, as `createDefaultSiwx` hands it out once first used. */
export function localSiwx({
  networks,
  storage = browserStorage(),
  logger = createLogger('error'),
  lifetimeMs = SIGN_IN_LIFETIME_MS,
  ...origin
}: DefaultSiwxOptions): Omit<SIWXConfig, 'getRequired' | 'signOutOnDisconnect'> {
  /** Whether the session's message is its account's, on its network, for its domain and nonce, signed by it and unexpired. */
  async function verifies(session: SIWXSession): Promise<boolean> {
    const family = shippedFamily(session.data.chainId.split(':')[0] ?? '');
    return family ? family.signIn.verify(session, networks) : false;
  }

  const write = (sessions: readonly SIWXSession[]) =>
    writeStoredValue(storage, SIGN_IN_STORAGE_KEYS.siwxSessions, sessions.length ? sessions : undefined, logger);

  /** Every well-formed, unexpired session kept; the others are dropped from storage as they are found. */
  function read(): SIWXSession[] {
    const stored = readStoredValue(storage, SIGN_IN_STORAGE_KEYS.siwxSessions, storedSessions, logger) ?? [];
    const now = Date.now();
    const kept = stored.flatMap((entry) => {
      const parsed = sessionSchema.safeParse(entry);
      return parsed.success && !hasExpired(parsed.data, now) ? [parsed.data] : [];
    });
    if (kept.length !== stored.length) {
      if (stored.some((entry) => !sessionSchema.safeParse(entry).success))
        logger.warn(`Dropped malformed sign-in sessions stored under ${SIGN_IN_STORAGE_KEYS.siwxSessions}`);
      write(kept);
    }
    return kept;
  }

  const without = (sessions: readonly SIWXSession[], key: SessionKey) => sessions.filter((session) => !sameKey(keyOf(session.data), key));

  async function verified(session: SIWXSession): Promise<SIWXSession> {
    const parsed = sessionSchema.safeParse(session);
    if (!parsed.success || !(await verifies(parsed.data))) throw new Error('The sign-in session does not verify');
    return parsed.data;
  }

  return {
    createMessage: async (input) => newMessage(input, { ...origin, lifetimeMs }),

    async addSession(session) {
      const kept = await verified(session);
      write([...without(read(), keyOf(kept.data)), kept]);
    },

    async revokeSession(chainId, address) {
      write(without(read(), { chainId, address }));
    },

    async setSessions(sessions) {
      write(await Promise.all(sessions.map(verified)));
    },

    async getSessions(chainId, address) {
      return sessionsOf(read(), { chainId, address }, Date.now(), (reason) => logger.warn(reason));
    },
  };
}
