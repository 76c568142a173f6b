// The default sign-in (`createDefaultSiwx`, docs/behaviour.md#sign-in): messages made here, sessions verified here and
// kept in the browser's storage until they expire. Loaded on its first use.
import bs58 from 'bs58';
import { createPublicClient, http } from 'viem';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import type { Network } from '../../config/networks';
import type { SIWXConfig, SIWXSession } from '../../config/siwx';
import { ON_DEMAND_STORAGE_KEYS, SIGN_IN_LIFETIME_MS } from '../../constants';
import { createLogger, type Logger } from '../../utils/logger';
import { browserStorage, type KeyValueStorage, readStoredValue, writeStoredValue } from '../../utils/storage';
import { z } from '../../utils/zod';
import { hasExpired, keyOf, sameKey, sessionSchema, sessionsOf } from './sessions';
import { type MessageOrigin, newMessage, parseSolanaMessage } from './signInMessage';
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

/** Whether `signature` is the ed25519 signature (base58) of `message` by the Solana account `address`. */
async function verifyEd25519(address: string, message: string, signature: string): Promise<boolean> {
  try {
    const key = await crypto.subtle.importKey('raw', new Uint8Array(bs58.decode(address)), { name: 'Ed25519' }, false, ['verify']);
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(bs58.decode(signature)), new TextEncoder().encode(message));
  } catch {
    return false;
  }
}

/** The default sign-in, as `createDefaultSiwx` hands it out once first used. */
export function localSiwx({
  networks,
  storage = browserStorage(),
  logger = createLogger('error'),
  lifetimeMs = SIGN_IN_LIFETIME_MS,
  ...origin
}: DefaultSiwxOptions): Omit<SIWXConfig, 'getRequired' | 'signOutOnDisconnect'> {
  /** Whether the session's message is its account's, on its network, for its domain and nonce, signed by it and unexpired. */
  async function verifies({ data, message, signature }: SIWXSession): Promise<boolean> {
    const [namespace, reference] = data.chainId.split(':');
    if (namespace === 'eip155') {
      const network = networks.find((candidate) => candidate.caipNetworkId === data.chainId);
      const url = network?.rpcUrls.default.http[0];
      if (!url) throw new Error(`${data.chainId} is not among the networks the sign-in verifies on: pass it to createDefaultSiwx`);
      if (parseSiweMessage(message).chainId !== Number(reference)) return false;
      const client = createPublicClient({ transport: http(url) });
      return verifySiweMessage(client, {
        message,
        signature: signature as `0x${string}`,
        address: data.accountAddress as `0x${string}`,
        domain: data.domain,
        nonce: data.nonce,
      });
    }
    const fields = namespace === 'solana' ? parseSolanaMessage(message) : undefined;
    if (!fields || fields.address !== data.accountAddress || fields.chainReference !== reference) return false;
    if (fields.domain !== data.domain || fields.nonce !== data.nonce) return false;
    const now = Date.now();
    if (fields.expirationTime !== undefined && !(Date.parse(fields.expirationTime) > now)) return false;
    if (fields.notBefore !== undefined && !(Date.parse(fields.notBefore) <= now)) return false;
    return verifyEd25519(data.accountAddress, message, signature);
  }

  const write = (sessions: readonly SIWXSession[]) =>
    writeStoredValue(storage, ON_DEMAND_STORAGE_KEYS.siwxSessions, sessions.length ? sessions : undefined, logger);

  /** Every well-formed, unexpired session kept; the others are dropped from storage as they are found. */
  function read(): SIWXSession[] {
    const stored = readStoredValue(storage, ON_DEMAND_STORAGE_KEYS.siwxSessions, storedSessions, logger) ?? [];
    const now = Date.now();
    const kept = stored.flatMap((entry) => {
      const parsed = sessionSchema.safeParse(entry);
      return parsed.success && !hasExpired(parsed.data, now) ? [parsed.data] : [];
    });
    if (kept.length !== stored.length) {
      if (stored.some((entry) => !sessionSchema.safeParse(entry).success))
        logger.warn(`Dropped malformed sign-in sessions stored under ${ON_DEMAND_STORAGE_KEYS.siwxSessions}`);
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
