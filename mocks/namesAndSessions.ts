// The local API's names and smart sessions (docs/behaviour.md#names-sessions-server), kept in SQLite (node:sqlite): a
// file for `npm start`, so a registered name and a granted session survive a restart; memory for the tests. Every
// write is checked as the provider API checks it: a name registration is signed by the address it names, over a message
// that names the service and the chain; a session is the account's signed grant, bound to one project and one nonce,
// activated once and only before it expires; a revoke is the account's signature over the session's id. A session is
// listed without its signature.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type Hex, isAddress, isHex, verifyMessage } from 'viem';
import * as z from 'zod/mini';
import { grantMessage, revokeMessage } from '../src/devWallet/permissionMessages.ts';
import { NAME_REGISTRATION_HEADER, readNameRegistrationMessage } from '../src/features/names/registrationMessage.ts';
import { GRANT_BINDING_POLICY, grantBindingOf } from '../src/features/smartSessions/grantBinding.ts';
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
  malformedRegistration: `The body must be { coin_type, address, message, signature }, the message the lines '${NAME_REGISTRATION_HEADER}', 'Chain ID: {chainId}' and the JSON payload { name, attributes, timestamp }`,
  invalidName: (name: string) => `${name} is not a name: at least 4 letters, digits or hyphens, then .reown.id`,
  nameTaken: (name: string) => `Name ${name} is already registered`,
  staleRegistration: 'The registration was signed more than 10 minutes ago, or in the future',
  coinTypeNotEvm: (coinType: number) => `Coin type ${coinType} is not an EVM chain's (60, or 0x80000000 | chainId)`,
  coinTypeNotSigned: (coinType: number, chainId: number) =>
    `Coin type ${coinType} is not that of chain ${chainId}, which the message names`,
  signatureNotAddress: (address: string) => `The signature is not ${address}'s`,
  malformedGrant: 'The body must be { chainId, expiry, permissions, policies, context, project }',
  unboundGrant: `The grant's policies must hold one ${GRANT_BINDING_POLICY} policy { projectId, nonce }, the nonce 32 to 64 hex digits`,
  grantForAnotherProject: (signedFor: string, posted: string) => `The grant was signed for project ${signedFor}, not ${posted}`,
  expiredGrant: (expiry: number) => `The grant expired at ${expiry}, before now`,
  grantReplayed: 'This grant was activated before: a grant is activated once, and a revoked one never again',
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
  -- Every grant ever activated, by its nonce; kept after a revoke, so the same signed grant is never active again.
  CREATE TABLE IF NOT EXISTS grant_nonces (
    address TEXT NOT NULL,
    nonce TEXT NOT NULL,
    pci TEXT NOT NULL,
    PRIMARY KEY (address, nonce)
  ) STRICT;
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

/** A smart session as the store keeps it (docs/behaviour.md#smart-sessions); `context` is the account's signature. */
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

/** A smart session as `GET v1/sessions/{address}` lists it and activation answers it: without its signature. */
export type ListedSession = Omit<StoredSession, 'context'>;

const listed = ({ context: _signature, ...session }: StoredSession): ListedSession => session;

/** ENSIP-11: the coin types that name `chainId`'s addresses (60 is Ethereum's own, so chain 1 also has 60). */
const coinTypesOf = (chainId: number) =>
  chainId < ENSIP11_BASE ? [(ENSIP11_BASE | chainId) >>> 0, ...(chainId === 1 ? [EVM_COIN_TYPE] : [])] : [];

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
  const insertNonce = db.prepare('INSERT OR IGNORE INTO grant_nonces (address, nonce, pci) VALUES (?, ?, ?)');
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
      const signed = registration.success ? readNameRegistrationMessage(registration.data.message) : undefined;
      const payload = signed && payloadSchema.safeParse(signed.payload);
      if (!registration.success || !signed || !payload?.success) return { status: 400, message: Refusals.malformedRegistration };
      const { coin_type: coinType, address, message, signature } = registration.data;
      const { name, attributes, timestamp } = payload.data;
      if (!NAME_PATTERN.test(name)) return { status: 400, message: Refusals.invalidName(name) };
      if (coinType !== EVM_COIN_TYPE && coinType < ENSIP11_BASE) return { status: 400, message: Refusals.coinTypeNotEvm(coinType) };
      if (!coinTypesOf(signed.chainId).includes(coinType)) {
        return { status: 400, message: Refusals.coinTypeNotSigned(coinType, signed.chainId) };
      }
      if (Math.abs(nowSeconds() - timestamp) > REGISTRATION_MAX_AGE_S) return { status: 400, message: Refusals.staleRegistration };
      if (!(await signedBy(address, message, signature))) return { status: 401, message: Refusals.signatureNotAddress(address) };
      // Resolving reads the address kept under coin type 60 (docs/behaviour.md#send), whatever chain it was registered on.
      const profile = createProfile(name, address, timestamp, attributes);
      profile.addresses[String(coinType)] = { address, created: timestamp };
      if (!keepName(profile, address)) return { status: 409, message: Refusals.nameTaken(name) };
      return profile;
    },

    /** `GET v1/sessions/{address}`: the address's sessions not revoked, oldest first, without their signatures. */
    sessionsOf: (address: string): ListedSession[] =>
      db
        .prepare('SELECT session FROM sessions WHERE address = ? AND revoked_at IS NULL ORDER BY created_at')
        .all(addressKey(address))
        .map((row) => listed(JSON.parse((row as { session: string }).session) as StoredSession)),

    /**
     * `POST v1/sessions/{address}/activate`: keeps a grant the wallet made, once its context is shown to be the account's
     * signature over it, and it names this project and a nonce no grant of the address had, and has not expired.
     */
    async activate(address: string, body: unknown): Promise<ListedSession | Refusal> {
      const grant = grantSchema.safeParse(body);
      if (!grant.success) return { status: 400, message: Refusals.malformedGrant };
      const { context, project, ...granted } = grant.data;
      const binding = grantBindingOf(granted.policies);
      if (!binding) return { status: 400, message: Refusals.unboundGrant };
      if (binding.projectId !== project.id) return { status: 403, message: Refusals.grantForAnotherProject(binding.projectId, project.id) };
      if (granted.expiry <= nowSeconds()) return { status: 400, message: Refusals.expiredGrant(granted.expiry) };
      if (!(await signedBy(address, grantMessage({ ...granted, address }), context))) {
        return { status: 401, message: Refusals.signatureNotAddress(address) };
      }
      const pci = randomUUID();
      // Checked and kept in one synchronous step, so two posts of one grant cannot both pass.
      if (insertNonce.run(addressKey(address), binding.nonce, pci).changes !== 1) return { status: 409, message: Refusals.grantReplayed };
      const session: StoredSession = {
        pci,
        project,
        expiry: granted.expiry,
        createdAt: nowSeconds(),
        permissions: granted.permissions,
        policies: granted.policies,
        context,
      };
      keepSession(address, session);
      return listed(session);
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
