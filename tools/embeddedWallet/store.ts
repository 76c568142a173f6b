// The embedded wallet backend's records in SQLite (node:sqlite): users, their approved devices, the one live code per
// purpose and device, device-approval links, sessions, when each kind of mail last went to each address and the recent
// events the rolling limits count (failed codes, mails a client asked for). Codes and link tokens are kept only as HMACs
// under the server's secret. That secret is never in the database: it is the key file beside it (`openSecret`), so a
// copy of the database alone neither signs a session token nor checks a code.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS users (
    id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, eip155_address TEXT, solana_address TEXT, created_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS devices (
    user_id TEXT NOT NULL REFERENCES users(id), device_id TEXT NOT NULL, approved_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, device_id));
  CREATE TABLE IF NOT EXISTS codes (
    owner TEXT PRIMARY KEY, code_hash TEXT NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL,
    new_email TEXT);
  CREATE TABLE IF NOT EXISTS device_links (
    token_hash TEXT PRIMARY KEY, email TEXT NOT NULL, device_id TEXT NOT NULL, expires_at INTEGER NOT NULL,
    approved_at INTEGER);
  CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), device_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL, revoked_at INTEGER);
  CREATE TABLE IF NOT EXISTS mail_sent (key TEXT PRIMARY KEY, sent_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS events (key TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS events_by_key ON events (key, at);
  DROP TABLE IF EXISTS settings;
`;

/** The longest window a rolling limit counts over; older events are dropped. */
const EVENT_KEPT_MS = 24 * 60 * 60_000;
const SECRET_BYTES = 32;

export interface User {
  id: string;
  email: string;
  addresses: { eip155?: string; solana?: string };
}

interface UserRow {
  id: string;
  email: string;
  eip155_address: string | null;
  solana_address: string | null;
}

interface CodeRow {
  code_hash: string;
  expires_at: number;
  attempts: number;
  new_email: string | null;
}

interface DeviceLinkRow {
  email: string;
  device_id: string;
  expires_at: number;
  approved_at: number | null;
}

/** A code's check: right (with the new e-mail an update code carries), or not — why is not told, to anyone. */
export type CodeCheck = { ok: true; newEmail: string | null } | { ok: false };

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  addresses: {
    ...(row.eip155_address && { eip155: row.eip155_address }),
    ...(row.solana_address && { solana: row.solana_address }),
  },
});

/**
 * The key that signs session tokens and keys the code HMACs: read from `file` (made there, 0600, when missing), or a new
 * one in memory without a file. A key file others may read is refused.
 */
export function openSecret(file: string | undefined): Uint8Array {
  if (!file) return new Uint8Array(randomBytes(SECRET_BYTES));
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(SECRET_BYTES).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  if ((statSync(file).mode & 0o077) !== 0) throw new Error(`${file} is open to other users: chmod 600 it`);
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (secret.length < SECRET_BYTES) throw new Error(`${file} does not hold a ${SECRET_BYTES}-byte hex key`);
  return new Uint8Array(secret);
}

/** Opens (and creates) the store: a file for `npm start`, memory when `file` is undefined. */
export function openStore(file: string | undefined, { secret, maxCodeAttempts }: { secret: Uint8Array; maxCodeAttempts: number }) {
  if (file) mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file ?? ':memory:');
  // An older file kept the secret in a `settings` table; the schema drops it (its sessions end with it).
  db.exec(SCHEMA);
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('hex');

  const userBy = (column: 'id' | 'email', value: string) => {
    const row = db.prepare(`SELECT * FROM users WHERE ${column} = ?`).get(value) as UserRow | undefined;
    return row && toUser(row);
  };
  const deviceLink = (token: string) =>
    db.prepare('SELECT * FROM device_links WHERE token_hash = ?').get(mac(`link:${token}`)) as DeviceLinkRow | undefined;

  return {
    close: () => db.close(),

    userById: (id: string) => userBy('id', id),
    userByEmail: (email: string) => userBy('email', email),
    createUser(email: string, now: number): User {
      const id = randomUUID();
      db.prepare('INSERT INTO users (id, email, created_at) VALUES (?, ?, ?)').run(id, email, now);
      return { id, email, addresses: {} };
    },
    setAddresses(userId: string, addresses: { eip155: string; solana: string }) {
      db.prepare('UPDATE users SET eip155_address = ?, solana_address = ? WHERE id = ?').run(addresses.eip155, addresses.solana, userId);
    },
    setEmail(userId: string, email: string) {
      db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, userId);
    },

    isDeviceApproved: (userId: string, deviceId: string) =>
      db.prepare('SELECT 1 FROM devices WHERE user_id = ? AND device_id = ?').get(userId, deviceId) !== undefined,
    approveDevice(userId: string, deviceId: string, now: number) {
      db.prepare('INSERT OR IGNORE INTO devices (user_id, device_id, approved_at) VALUES (?, ?, ?)').run(userId, deviceId, now);
    },

    /** The last time a mail of this `kind:address` key went out (ms), if one did. */
    lastMailSent: (key: string) =>
      (db.prepare('SELECT sent_at FROM mail_sent WHERE key = ?').get(key) as { sent_at: number } | undefined)?.sent_at,
    recordMailSent(key: string, now: number) {
      db.prepare('INSERT INTO mail_sent (key, sent_at) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET sent_at = excluded.sent_at').run(
        key,
        now,
      );
    },

    /** Counts one event under `key` (a failed code of a client or an address, a mail a client asked for). */
    recordEvent(key: string, now: number) {
      db.prepare('DELETE FROM events WHERE at <= ?').run(now - EVENT_KEPT_MS);
      db.prepare('INSERT INTO events (key, at) VALUES (?, ?)').run(key, now);
    },
    /** How many events `key` had after `since`, and when the oldest of them was. */
    eventsSince(key: string, since: number): { count: number; oldest: number | null } {
      const row = db.prepare('SELECT COUNT(*) AS count, MIN(at) AS oldest FROM events WHERE key = ? AND at > ?').get(key, since) as {
        count: number;
        oldest: number | null;
      };
      return { count: Number(row.count), oldest: row.oldest };
    },

    /** Replaces the owner's live code (a new code voids the previous one, and its attempts). */
    putCode(owner: string, code: string, expiresAt: number, newEmail?: string) {
      db.prepare(
        `INSERT INTO codes (owner, code_hash, expires_at, attempts, new_email) VALUES (?, ?, ?, 0, ?)
         ON CONFLICT (owner) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0,
         new_email = excluded.new_email`,
      ).run(owner, mac(`${owner}:${code}`), expiresAt, newEmail ?? null);
    },
    /**
     * Checks `code` against the owner's live code. A right one is used up when `spend` (else it stays live, for the
     * same device to send again once approved); a wrong one counts as an attempt, and the last allowed wrong one voids
     * the code, as expiry does.
     */
    checkCode(owner: string, code: string, now: number, { spend = true } = {}): CodeCheck {
      const row = db.prepare('SELECT * FROM codes WHERE owner = ?').get(owner) as CodeRow | undefined;
      const given = Buffer.from(mac(`${owner}:${code}`), 'hex');
      const right = row !== undefined && timingSafeEqual(Buffer.from(row.code_hash, 'hex'), given);
      if (!row) return { ok: false };
      if (now >= row.expires_at || (!right && row.attempts + 1 >= maxCodeAttempts)) {
        db.prepare('DELETE FROM codes WHERE owner = ?').run(owner);
        return { ok: false };
      }
      if (!right) {
        db.prepare('UPDATE codes SET attempts = attempts + 1 WHERE owner = ?').run(owner);
        return { ok: false };
      }
      if (spend) db.prepare('DELETE FROM codes WHERE owner = ?').run(owner);
      return { ok: true, newEmail: row.new_email };
    },

    putDeviceLink(token: string, email: string, deviceId: string, expiresAt: number) {
      db.prepare('INSERT INTO device_links (token_hash, email, device_id, expires_at) VALUES (?, ?, ?, ?)').run(
        mac(`link:${token}`),
        email,
        deviceId,
        expiresAt,
      );
    },
    /** Whether a link for this device is mailed and neither followed nor expired. */
    hasLiveDeviceLink: (email: string, deviceId: string, now: number) =>
      db
        .prepare('SELECT 1 FROM device_links WHERE email = ? AND device_id = ? AND approved_at IS NULL AND expires_at > ?')
        .get(email, deviceId, now) !== undefined,
    /** The link's device while the link is neither used nor expired. */
    liveDeviceLink(token: string, now: number): { email: string; deviceId: string } | undefined {
      const row = deviceLink(token);
      return row && row.approved_at === null && now < row.expires_at ? { email: row.email, deviceId: row.device_id } : undefined;
    },
    /** Uses the link up (once, before its expiry); its device, or undefined when it is unknown, used or expired. */
    spendDeviceLink(token: string, now: number): { email: string; deviceId: string } | undefined {
      const row = db
        .prepare(
          'UPDATE device_links SET approved_at = ? WHERE token_hash = ? AND approved_at IS NULL AND expires_at > ? RETURNING email, device_id',
        )
        .get(now, mac(`link:${token}`), now) as Pick<DeviceLinkRow, 'email' | 'device_id'> | undefined;
      return row && { email: row.email, deviceId: row.device_id };
    },

    createSession(userId: string, deviceId: string, expiresAt: number): string {
      const id = randomUUID();
      db.prepare('INSERT INTO sessions (id, user_id, device_id, expires_at) VALUES (?, ?, ?, ?)').run(id, userId, deviceId, expiresAt);
      return id;
    },
    /** The session's user and device while it is neither expired nor revoked. */
    liveSession(sessionId: string, now: number): { userId: string; deviceId: string } | undefined {
      const row = db
        .prepare('SELECT user_id, device_id FROM sessions WHERE id = ? AND revoked_at IS NULL AND expires_at > ?')
        .get(sessionId, now) as { user_id: string; device_id: string } | undefined;
      return row && { userId: row.user_id, deviceId: row.device_id };
    },
    revokeSession(sessionId: string, now: number) {
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, sessionId);
    },
    /** Ends every session of the user but `keptSessionId`. */
    revokeOtherSessions(userId: string, keptSessionId: string, now: number) {
      db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL').run(now, userId, keptSessionId);
    },
  };
}
