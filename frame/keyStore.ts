import bs58 from 'bs58';
import { bytesToHex, type Hex } from 'viem';
import { type LocalAccount, privateKeyToAccount } from 'viem/accounts';
import type { RecordStorage } from './storage';

/** What is kept of a user's keys: the EVM secret sealed (AES-GCM), the Solana private key as a non-extractable key. */
interface StoredUserKeys {
  evm: { address: Hex; iv: Uint8Array<ArrayBuffer>; sealed: ArrayBuffer };
  solana: { address: string; privateKey: CryptoKey };
}

/** A signed-in user's keys, used without ever leaving the frame. */
export interface UserKeys {
  evmAddress: Hex;
  /** Base58 of the raw Ed25519 public key. */
  solanaAddress: string;
  /** The EVM account, its secret unsealed for this use only. */
  evmAccount(): Promise<LocalAccount>;
  /** An Ed25519 signature of `message` (64 bytes). */
  signSolana(message: Uint8Array): Promise<Uint8Array>;
}

/** The backend's session, kept so the user stays signed in across reloads. */
export interface StoredSession {
  token: string;
  userId: string;
  email: string;
  /** When the backend stops honouring the token (ms since the epoch). */
  expiresAt: number;
}

const RECORDS = { sealingKey: 'sealingKey', deviceId: 'deviceId', session: 'session', keys: (userId: string) => `keys:${userId}` };

/**
 * The frame's keys and records (docs/behaviour.md#embedded-wallet): per user an EVM key (32 random bytes, sealed at
 * rest with AES-GCM under a non-extractable key kept beside it) and a Solana Ed25519 key made non-extractable; the
 * device id; the session. Everything lives in `storage`, the frame origin's IndexedDB in the browser.
 */
export function createKeyStore(storage: RecordStorage) {
  let sealingKey: Promise<CryptoKey> | undefined;
  /** The one AES-GCM key of this device, made on first use; its key material cannot be read out. */
  const theSealingKey = () => {
    sealingKey ??= (async () => {
      const stored = await storage.get<CryptoKey>(RECORDS.sealingKey);
      if (stored) return stored;
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await storage.set(RECORDS.sealingKey, key);
      return key;
    })();
    return sealingKey;
  };

  function userKeys({ evm, solana }: StoredUserKeys): UserKeys {
    return {
      evmAddress: evm.address,
      solanaAddress: solana.address,
      async evmAccount() {
        const secret = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: evm.iv }, await theSealingKey(), evm.sealed));
        return privateKeyToAccount(bytesToHex(secret));
      },
      signSolana: async (message) =>
        new Uint8Array(await crypto.subtle.sign('Ed25519', solana.privateKey, Uint8Array.from(message) as Uint8Array<ArrayBuffer>)),
    };
  }

  return {
    /** This device's id, made once. */
    async deviceId(): Promise<string> {
      const stored = await storage.get<string>(RECORDS.deviceId);
      if (stored) return stored;
      const id = crypto.randomUUID();
      await storage.set(RECORDS.deviceId, id);
      return id;
    },
    session: () => storage.get<StoredSession>(RECORDS.session),
    saveSession: (session: StoredSession) => storage.set(RECORDS.session, session),
    clearSession: () => storage.delete(RECORDS.session),
    /** The user's keys on this device, if they were made here. */
    async keysOf(userId: string): Promise<UserKeys | undefined> {
      const stored = await storage.get<StoredUserKeys>(RECORDS.keys(userId));
      return stored && userKeys(stored);
    },
    /** Makes the user's keys on this device. */
    async createKeys(userId: string): Promise<UserKeys> {
      const secret = crypto.getRandomValues(new Uint8Array(32));
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await theSealingKey(), secret);
      const evmAddress = privateKeyToAccount(bytesToHex(secret)).address;
      secret.fill(0);
      const solanaKey = (await crypto.subtle.generateKey('Ed25519', false, ['sign', 'verify'])) as CryptoKeyPair;
      const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', solanaKey.publicKey));
      const stored: StoredUserKeys = {
        evm: { address: evmAddress, iv, sealed },
        solana: { address: bs58.encode(publicKey), privateKey: solanaKey.privateKey },
      };
      await storage.set(RECORDS.keys(userId), stored);
      return userKeys(stored);
    },
  };
}

export type KeyStore = ReturnType<typeof createKeyStore>;
