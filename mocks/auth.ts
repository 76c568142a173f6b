// The local API's sign-in server (docs/behaviour.md#sign-in-server): nonces it issued, each to one browser and spent
// once; sign-ins it verified, grouped under the browser session its cookie names. Kept in SQLite (node:sqlite, in
// memory, one database per server), so the handlers load this module on the first sign-in request: the unit tests'
// jsdom never needs it otherwise.
import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { getAddress, isAddress, type PublicClient } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import { isOriginListed } from '../src/features/project/originAllowlist.ts';
import { parseSignInMessage, SignInError, type SignInMessage, verifySignInSignature } from './signInMessage.ts';

/** How long a nonce may wait for its signed message. */
const NONCE_LIFETIME_MS = 10 * 60_000;
/** How far a message's Issued At may lie ahead of this server's clock, or before its nonce was issued. */
const CLOCK_SKEW_MS = 60_000;

/** One verified sign-in, as `/auth/verify` and `/auth/session` answer it. */
export interface SignInAnswer {
  /** An EVM address checksummed (EIP-55); another family's as its message writes it (Solana's in base58, Bitcoin's, SS58, bech32). */
  address: string;
  /** CAIP-2, e.g. `eip155:31337`, `solana:CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3` or `cosmos:localnet-1`. */
  chainId: string;
  domain: string;
  uri: string;
  /** ISO 8601: the message's Issued At, and when the sign-in ends (its Expiration Time, or the server's limit). */
  issuedAt: string;
  expiresAt: string;
  message: string;
  signature: string;
}

/** An account on a network: which of a browser session's sign-ins a request means. */
export interface SignInKey {
  chainId: string;
  address: string;
}

export interface AuthServiceOptions {
  /**
   * The pages this server signs in for, as an origin allowlist (docs/behaviour.md#origin-allowlist): a message's domain
   * and URI must name one of them, whatever page sent it.
   */
  origins: readonly string[];
  /** Nodes of the eip155 chains the server can ask about contract accounts, by CAIP-2 id. */
  chainClients: ReadonlyMap<string, PublicClient>;
  /** The longest a sign-in lasts, however late its message expires (or when it names no expiry). */
  maxAgeMs: number;
  now?: () => number;
}

interface VerifyRequest {
  message: string;
  signature: string;
  /** The requesting page's `Origin` header. */
  origin: string | undefined;
  /** The browser session the request's cookie names, if any. */
  sessionId: string | undefined;
  /** The browser its nonce cookie names, if any: the nonce must have been issued to it. */
  browser: string | undefined;
}

/** A nonce, and the browser it was issued to (a new one, or the one the request named). */
export interface IssuedNonce {
  nonce: string;
  browser: string;
}

/** What `verify` answers: the new session id and the sign-in, or why the request is refused (an HTTP status and a message). */
type VerifyResult = { sessionId: string; signIn: SignInAnswer } | { refusal: { status: number; message: string } };

const SCHEMA = `
  CREATE TABLE nonces (
    nonce TEXT PRIMARY KEY,
    browser TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE sign_ins (
    session_id TEXT NOT NULL,
    chain_id TEXT NOT NULL,
    address TEXT NOT NULL,
    domain TEXT NOT NULL,
    uri TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    signed_in_at INTEGER NOT NULL,
    message TEXT NOT NULL,
    signature TEXT NOT NULL,
    PRIMARY KEY (session_id, chain_id, address)
  ) STRICT;
`;

interface SignInRow {
  chain_id: string;
  address: string;
  domain: string;
  uri: string;
  issued_at: number;
  expires_at: number;
  message: string;
  signature: string;
}

function toAnswer(row: SignInRow): SignInAnswer {
  return {
    address: row.address,
    chainId: row.chain_id,
    domain: row.domain,
    uri: row.uri,
    issuedAt: new Date(row.issued_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    message: row.message,
    signature: row.signature,
  };
}

/** How an account is stored and looked up: an EVM address checksummed, so any spelling of it finds it. */
function addressKey(address: string): string {
  return isAddress(address, { strict: false }) ? getAddress(address) : address;
}

/**
 * The domain and URI checks. The message names the page that sent it — its domain the host and port of the request's
 * `Origin`, its scheme, if it has one, that page's — and that page is one of this server's own (`origins`), as is its
 * URI: a message a wallet signed for another site (its domain that site's, which the wallet saw nothing wrong with)
 * never signs in here, whoever forwards it and whatever `Origin` they send (ERC-4361: the domain is the one the
 * verifier expects).
 */
function checkOrigin(signIn: SignInMessage, origin: string | undefined, origins: readonly string[]) {
  if (!origin) throw new SignInError(400, "The request has no Origin header, which the message's domain is checked against");
  const page = URL.canParse(origin) ? new URL(origin) : undefined;
  if (!page || page.host === '') throw new SignInError(400, `The request's Origin ${origin} is not an origin`);
  if (signIn.domain !== page.host)
    throw new SignInError(401, `The message's domain ${signIn.domain} is not the requesting page's (${page.host})`);
  if (signIn.scheme !== undefined && `${signIn.scheme}:` !== page.protocol)
    throw new SignInError(401, `The message's scheme ${signIn.scheme} is not the requesting page's (${page.protocol.slice(0, -1)})`);
  if (!isOriginListed(page.origin, origins))
    throw new SignInError(
      401,
      `The message's domain ${signIn.domain} is not one of this server's pages (${page.origin} is not on its list)`,
    );
  const resource = URL.canParse(signIn.uri) ? new URL(signIn.uri) : undefined;
  if (!resource || !isOriginListed(resource.origin, origins))
    throw new SignInError(401, `The message's URI ${signIn.uri} is not on one of this server's pages`);
}

/** The time checks: issued after its nonce and not ahead of now, not expired, already valid. */
function checkTimes(signIn: SignInMessage, nonceIssuedAt: number, now: number) {
  const { issuedAt, expirationTime, notBefore } = signIn;
  if (issuedAt.getTime() > now + CLOCK_SKEW_MS)
    throw new SignInError(401, `The message is issued in the future (${issuedAt.toISOString()})`);
  if (issuedAt.getTime() < nonceIssuedAt - CLOCK_SKEW_MS)
    throw new SignInError(401, `The message is issued (${issuedAt.toISOString()}) before its nonce was`);
  if (expirationTime && expirationTime.getTime() <= now)
    throw new SignInError(401, `The message expired at ${expirationTime.toISOString()}`);
  if (notBefore && notBefore.getTime() > now) throw new SignInError(401, `The message is not valid before ${notBefore.toISOString()}`);
}

/**
 * The sign-in server over one in-memory database. `verify` checks a signed message — its form, its domain and URI
 * against the requesting page and this server's own, its nonce (issued here to the same browser, unspent, unexpired),
 * its times and its signature — then spends the nonce and adds the sign-in to the browser session, under a fresh
 * session id (the old one, if any, ends: an id planted before a sign-in never carries it).
 */
export function createAuthService({ origins, chainClients, maxAgeMs, now = Date.now }: AuthServiceOptions) {
  const database = new DatabaseSync(':memory:');
  database.exec(SCHEMA);
  const statements = {
    dropExpiredNonces: database.prepare('DELETE FROM nonces WHERE expires_at <= ?'),
    addNonce: database.prepare('INSERT INTO nonces (nonce, browser, issued_at, expires_at) VALUES (?, ?, ?, ?)'),
    findNonce: database.prepare('SELECT browser, issued_at, expires_at FROM nonces WHERE nonce = ?'),
    knowsBrowser: database.prepare('SELECT 1 FROM nonces WHERE browser = ? AND expires_at > ? LIMIT 1'),
    spendNonce: database.prepare('DELETE FROM nonces WHERE nonce = ? RETURNING nonce'),
    moveSession: database.prepare('UPDATE sign_ins SET session_id = ? WHERE session_id = ? AND expires_at > ?'),
    dropSession: database.prepare('DELETE FROM sign_ins WHERE session_id = ?'),
    dropSignIn: database.prepare('DELETE FROM sign_ins WHERE session_id = ? AND chain_id = ? AND address = ?'),
    saveSignIn: database.prepare(
      `INSERT OR REPLACE INTO sign_ins (session_id, chain_id, address, domain, uri, issued_at, expires_at, signed_in_at, message, signature)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    newestSignIn: database.prepare(
      'SELECT * FROM sign_ins WHERE session_id = ? AND expires_at > ? ORDER BY signed_in_at DESC, rowid DESC LIMIT 1',
    ),
    findSignIn: database.prepare('SELECT * FROM sign_ins WHERE session_id = ? AND chain_id = ? AND address = ? AND expires_at > ?'),
  };

  const unknownNonce = (nonce: string) =>
    new SignInError(401, `The nonce ${nonce} was not issued here or is already used: ask GET /auth/nonce for a new one`);

  async function signIn({ message, signature, origin, sessionId: previousSessionId, browser }: VerifyRequest) {
    const signed = await parseSignInMessage(message);
    checkOrigin(signed, origin, origins);
    const nonce = statements.findNonce.get(signed.nonce) as { browser: string; issued_at: number; expires_at: number } | undefined;
    if (!nonce) throw unknownNonce(signed.nonce);
    // A nonce serves the browser that asked for it: a message signed elsewhere, or lifted from another browser, does not.
    if (nonce.browser !== browser)
      throw new SignInError(401, `The nonce ${signed.nonce} was issued to another browser: ask GET /auth/nonce for a new one`);
    const time = now();
    if (nonce.expires_at <= time) throw new SignInError(401, 'The nonce has expired: ask GET /auth/nonce for a new one');
    checkTimes(signed, nonce.issued_at, time);
    if (!(await verifySignInSignature(signed, message, signature, chainClients.get(signed.chainId))))
      throw new SignInError(401, `The signature is not ${signed.address}'s signature of this message on ${signed.chainId}`);
    // Spent here, after the signature: of two requests with one nonce, only the first to get this far signs in.
    if (!statements.spendNonce.get(signed.nonce)) throw unknownNonce(signed.nonce);

    const sessionId = randomBytes(32).toString('base64url');
    const signedInAt = now();
    if (previousSessionId) statements.moveSession.run(sessionId, previousSessionId, signedInAt);
    const row: SignInRow = {
      chain_id: signed.chainId,
      address: addressKey(signed.address),
      domain: signed.domain,
      uri: signed.uri,
      issued_at: signed.issuedAt.getTime(),
      expires_at: Math.min(signed.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY, signedInAt + maxAgeMs),
      message,
      signature,
    };
    statements.saveSignIn.run(
      sessionId,
      row.chain_id,
      row.address,
      row.domain,
      row.uri,
      row.issued_at,
      row.expires_at,
      signedInAt,
      row.message,
      row.signature,
    );
    return { sessionId, signIn: toAnswer(row) };
  }

  return {
    /**
     * A fresh nonce for the browser `browser` names, if this server issued that name (its nonce cookie, which keeps
     * the browser's earlier nonces good too), else for a browser named anew.
     */
    issueNonce(browser?: string): IssuedNonce {
      const issuedAt = now();
      statements.dropExpiredNonces.run(issuedAt);
      const known = browser !== undefined && statements.knowsBrowser.get(browser, issuedAt) !== undefined;
      const owner = known ? browser : randomBytes(32).toString('base64url');
      const nonce = generateSiweNonce();
      statements.addNonce.run(nonce, owner, issuedAt, issuedAt + NONCE_LIFETIME_MS);
      return { nonce, browser: owner };
    },

    /** Verifies a signed message from the page at `origin`, adding it to the browser session `sessionId` names (if any). */
    async verify(request: VerifyRequest): Promise<VerifyResult> {
      try {
        return await signIn(request);
      } catch (error) {
        if (error instanceof SignInError) return { refusal: { status: error.status, message: error.message } };
        throw error;
      }
    },

    /** The browser session's sign-in for `key`, or its newest one without; null when it has none (or it expired). */
    session(sessionId: string | undefined, key?: SignInKey): SignInAnswer | null {
      if (!sessionId) return null;
      const row = (
        key
          ? statements.findSignIn.get(sessionId, key.chainId, addressKey(key.address), now())
          : statements.newestSignIn.get(sessionId, now())
      ) as SignInRow | undefined;
      return row ? toAnswer(row) : null;
    },

    /** Ends the sign-in for `key`, or every sign-in of the browser session without one. */
    signOut(sessionId: string | undefined, key?: SignInKey) {
      if (!sessionId) return;
      if (key) statements.dropSignIn.run(sessionId, key.chainId, addressKey(key.address));
      else statements.dropSession.run(sessionId);
    },

    close() {
      database.close();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
