// The local API's names and smart sessions (docs/behaviour.md#names-sessions-server), kept in SQLite (node:sqlite): a
// file for `npm start`, so a registered name and a granted session survive a restart; memory for the tests. Every
// write is checked as the provider API checks it: a name registration is signed by the address it names, a session is
// the account's signed grant, and a revoke is the account's signature over the session's id.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type Hex, isAddress, isHex, verifyMessage } from 'viem';
import * as z from 'zod/mini';
import { grantMessage, revokeMessage } from '../src/devWallet/permissionMessages.ts';
import { createProfile, initialProfiles, type NameProfileFixture } from './fixtures/profiles.ts';
import { fixtureSessions } from './fixtures/sessions.ts';

/** What a refused write answers: the HTTP status and the text, which the API also gives as its first reason. */
export interface Refusal {
  status: number;
  message: string;
}

/** How old a signed registration may be: a signature replayed later is refused. */
const REGISTRATION_MAX_AGE_S = 10 * 60;
const NAME_PATTERN = /^[a-z0-9-]{4,}\.reown\.id$/;
/** ENSIP-11: 60 is Ethereum's own; from 2^31 up, `0x80000000 | chainId`. */
const EVM_COIN_TYPE = 60;
const ENSIP11_BASE = 0x80000000;

export const Refusals = {
  malformedRegistration:
    'The body must be { coin_type, address, message, signature }, the message the signed JSON payload { name, attributes, timestamp }',
  invalidName: (name: string) => `${name} is not a name: at least 4 letters, digits or hyphens, then .reown.id`,
  nameTaken: (name: string) => `Name ${name} is already registered`,
  staleRegistration: 'The registration was signed more than 10 minutes ago, or in the future',
  coinTypeNotEvm: (coinType: number) => `Coin type ${coinType} is not an EVM chain's (60, or 0x80000000 | chainId)`,
  signatureNotAddress: (address: string) => `The signature is not ${address}'s`,
  malformedGrant: 'The body must be { chainId, expiry, permissions, policies, context, project }',
  sessionNotFound: (pci: string) => `No live session ${pci} for this address`,
  malformedRevoke: 'pci and signature are required',
} as const;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS names (
    name TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    registered INTEGER NOT NULL,
    profile TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS names_by_address ON names (address);
  CREATE TABLE IF NOT EXISTS sessions (
    pci TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    session TEXT NOT NULL,
    revoked_at INTEGER
  ) STRICT;
  CREATE INDEX IF NOT EXISTS sessions_by_address ON sessions (address);
`;

const registrationSchema = z.object({
  coin_type: z.number().check(z.int(), z.nonnegative()),
  address: z.string(),
  message: z.string(),
  signature: z.string(),
});
const payloadSchema = z.object({ name: z.string(), attributes: z.optional(z.record(z.string(), z.string())), timestamp: z.number() });
const grantSchema = z.object({
  chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  expiry: z.number().check(z.int(), z.positive()),
  permissions: z.array(z.object({ type: z.string().check(z.minLength(1)), data: z.unknown() })).check(z.minLength(1)),
  policies: z.array(z.object({ type: z.string().check(z.minLength(1)), data: z.unknown() })),
  context: z.string(),
  project: z.object({ id: z.string(), name: z.string(), url: z.optional(z.string()), iconUrl: z.optional(z.string()) }),
});
const revokeSchema = z.object({ pci: z.string().check(z.minLength(1)), signature: z.string() });

/** A smart session as `GET v1/sessions/{address}` lists it (docs/behaviour.md#smart-sessions). */
export interface StoredSession {
  pci: string;
  project: { id: string; name: string; url?: string; iconUrl?: string };
  expiry: number;
  createdAt: number;
  permissions: { type: string; data: unknown }[];
  policies: { type: string; data: unknown }[];
  context: string;
  revokedAt?: number;
}

const addressKey = (address: string) => address.toLowerCase();

/** Whether `signature` is `address`'s over `message` (EIP-191); a malformed signature is no one's. */
async function signedBy(address: string, message: string, signature: string) {
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false;
  return verifyMessage({ address, message, signature: signature as Hex }).catch(() => false);
}

export interface NamesAndSessionsOptions {
  /** The SQLite file; in memory when absent. */
  dataFile?: string;
  /** Unix milliseconds; the tests pass their own. */
  now?: () => number;
}

/** Opens (and creates) the store, with the fixture names and sessions in it the first time. */
export function openNamesAndSessions({ dataFile, now = Date.now }: NamesAndSessionsOptions = {}) {
  if (dataFile) mkdirSync(dirname(dataFile), { recursive: true });
  const db = new DatabaseSync(dataFile ?? ':memory:');
  db.exec(SCHEMA);
  const insertName = db.prepare('INSERT OR IGNORE INTO names (name, address, registered, profile) VALUES (?, ?, ?, ?)');
  const insertSession = db.prepare('INSERT OR IGNORE INTO sessions (pci, address, created_at, session) VALUES (?, ?, ?, ?)');
  const keepName = (profile: NameProfileFixture, address: string) =>
    insertName.run(profile.name, addressKey(address), profile.registered, JSON.stringify(profile)).changes === 1;
  const keepSession = (address: string, session: StoredSession) =>
    insertSession.run(session.pci, addressKey(address), session.createdAt, JSON.stringify(session));
  for (const profile of initialProfiles()) keepName(profile, Object.values(profile.addresses)[0]?.address ?? '');
  for (const [address, sessions] of fixtureSessions()) for (const session of sessions) keepSession(address, session);

  const profiles = (rows: unknown[]) => rows.map((row) => JSON.parse((row as { profile: string }).profile) as NameProfileFixture);
  const nowSeconds = () => Math.floor(now() / 1000);
  /** A name, the legacy `.wcn.id` spelling included: `alice.wcn.id` is `alice.reown.id`. */
  const profileByName = (name: string): NameProfileFixture | undefined =>
    profiles(db.prepare('SELECT profile FROM names WHERE name = ?').all(name.toLowerCase().replace(/\.wcn\.id$/, '.reown.id')))[0];

  return {
    close: () => db.close(),

    profileByName,
    profilesByAddress: (address: string) =>
      profiles(db.prepare('SELECT profile FROM names WHERE address = ? ORDER BY registered').all(addressKey(address))),
    /** `name`'s label with the usual variations, each with whether it is taken. */
    suggestions(name: string) {
      const label = name
        .toLowerCase()
        .replace(/\.(reown|wcn)\.id$/, '')
        .replace(/[^a-z0-9-]/g, '');
      if (!label) return [];
      return [label, `${label}-wallet`, `${label}1`, `the-${label}`].map((candidate) => {
        const full = `${candidate}.reown.id`;
        return { name: full, registered: profileByName(full) !== undefined };
      });
    },

    /** `POST v1/profile/account`: the profile made, or why not. */
    async register(body: unknown): Promise<NameProfileFixture | Refusal> {
      const registration = registrationSchema.safeParse(body);
      let payload: z.infer<typeof payloadSchema> | undefined;
      try {
        payload = registration.success ? payloadSchema.parse(JSON.parse(registration.data.message)) : undefined;
      } catch {
        payload = undefined;
      }
      if (!registration.success || !payload) return { status: 400, message: Refusals.malformedRegistration };
      const { coin_type: coinType, address, message, signature } = registration.data;
      if (!NAME_PATTERN.test(payload.name)) return { status: 400, message: Refusals.invalidName(payload.name) };
      if (coinType !== EVM_COIN_TYPE && coinType < ENSIP11_BASE) return { status: 400, message: Refusals.coinTypeNotEvm(coinType) };
      if (Math.abs(nowSeconds() - payload.timestamp) > REGISTRATION_MAX_AGE_S) return { status: 400, message: Refusals.staleRegistration };
      if (!(await signedBy(address, message, signature))) return { status: 401, message: Refusals.signatureNotAddress(address) };
      // Resolving reads the address kept under coin type 60 (docs/behaviour.md#send), whatever chain it was registered on.
      const profile = createProfile(payload.name, address, payload.timestamp, payload.attributes);
      profile.addresses[String(coinType)] = { address, created: payload.timestamp };
      if (!keepName(profile, address)) return { status: 409, message: Refusals.nameTaken(payload.name) };
      return profile;
    },

    /** `GET v1/sessions/{address}`: the address's sessions not revoked, oldest first. */
    sessionsOf: (address: string) =>
      db
        .prepare('SELECT session FROM sessions WHERE address = ? AND revoked_at IS NULL ORDER BY created_at')
        .all(addressKey(address))
        .map((row) => JSON.parse((row as { session: string }).session) as StoredSession),

    /**
     * `POST v1/sessions/{address}/activate`: keeps a grant the wallet made, once its context is shown to be the account's
     * signature over it.
     */
    async activate(address: string, body: unknown): Promise<StoredSession | Refusal> {
      const grant = grantSchema.safeParse(body);
      if (!grant.success) return { status: 400, message: Refusals.malformedGrant };
      const { context, project, ...granted } = grant.data;
      if (!(await signedBy(address, grantMessage({ ...granted, address }), context))) {
        return { status: 401, message: Refusals.signatureNotAddress(address) };
      }
      const session: StoredSession = {
        pci: randomUUID(),
        project,
        expiry: granted.expiry,
        createdAt: nowSeconds(),
        permissions: granted.permissions,
        policies: granted.policies,
        context,
      };
      keepSession(address, session);
      return session;
    },

    /** `POST v1/sessions/{address}/revoke`: the account's signature over the session's id revokes it. */
    async revoke(address: string, body: unknown): Promise<{ revokedAt: number } | Refusal> {
      const revoke = revokeSchema.safeParse(body);
      if (!revoke.success) return { status: 400, message: Refusals.malformedRevoke };
      const { pci, signature } = revoke.data;
      const live = db.prepare('SELECT 1 FROM sessions WHERE pci = ? AND address = ? AND revoked_at IS NULL').get(pci, addressKey(address));
      if (!live) return { status: 404, message: Refusals.sessionNotFound(pci) };
      if (!(await signedBy(address, revokeMessage(pci), signature))) return { status: 401, message: Refusals.signatureNotAddress(address) };
      const revokedAt = nowSeconds();
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE pci = ?').run(revokedAt, pci);
      return { revokedAt };
    },
  };
}

export type NamesAndSessions = ReturnType<typeof openNamesAndSessions>;

export const isRefusal = (answer: object): answer is Refusal => 'status' in answer && 'message' in answer;
