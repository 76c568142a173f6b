// The embedded wallet backend's records in SQLite (node:sqlite): users, their approved devices, the one live code per
// purpose, device-approval links, sessions and when each kind of mail last went to each address (for the rate limit). Codes and link
// tokens are kept only as HMACs under the server's secret, which the database also keeps so that a data file survives
// a restart with its sessions valid.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
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
    approved_at INTEGER, code_sent INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), device_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL, revoked_at INTEGER);
  CREATE TABLE IF NOT EXISTS mail_sent (key TEXT PRIMARY KEY, sent_at INTEGER NOT NULL);
`;

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
  code_sent: number;
}

export type CodeCheck = { ok: true; newEmail: string | null } | { ok: false; reason: 'none' | 'expired' | 'locked' | 'wrong' };

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  addresses: {
    ...(row.eip155_address && { eip155: row.eip155_address }),
    ...(row.solana_address && { solana: row.solana_address }),
  },
});

/** Opens (and creates) the store: a file for `npm start`, memory when `file` is undefined. */
export function openStore(file: string | undefined, { maxCodeAttempts }: { maxCodeAttempts: number }) {
  if (file) mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file ?? ':memory:');
  db.exec(SCHEMA);

  const storedSecret = db.prepare("SELECT value FROM settings WHERE key = 'secret'").get() as { value: string } | undefined;
  const secretHex = storedSecret?.value ?? randomBytes(32).toString('hex');
  if (!storedSecret) db.prepare("INSERT INTO settings (key, value) VALUES ('secret', ?)").run(secretHex);
  const secret = Buffer.from(secretHex, 'hex');
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('hex');

  const userBy = (column: 'id' | 'email', value: string) => {
    const row = db.prepare(`SELECT * FROM users WHERE ${column} = ?`).get(value) as UserRow | undefined;
    return row && toUser(row);
  };

  return {
    /** The key that signs session tokens. */
    secret: new Uint8Array(secret),
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

    /** Replaces the owner's live code (a new code voids the previous one, and its attempts). */
    putCode(owner: string, code: string, expiresAt: number, newEmail?: string) {
      db.prepare(
        `INSERT INTO codes (owner, code_hash, expires_at, attempts, new_email) VALUES (?, ?, ?, 0, ?)
         ON CONFLICT (owner) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0,
         new_email = excluded.new_email`,
      ).run(owner, mac(`${owner}:${code}`), expiresAt, newEmail ?? null);
    },
    /** Checks `code` against the owner's live code: a right one is used up, a wrong one counts as an attempt. */
    checkCode(owner: string, code: string, now: number): CodeCheck {
      const row = db.prepare('SELECT * FROM codes WHERE owner = ?').get(owner) as CodeRow | undefined;
      if (!row) return { ok: false, reason: 'none' };
      if (row.attempts >= maxCodeAttempts) return { ok: false, reason: 'locked' };
      if (now >= row.expires_at) return { ok: false, reason: 'expired' };
      if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(mac(`${owner}:${code}`), 'hex'))) {
        db.prepare('UPDATE codes SET attempts = attempts + 1 WHERE owner = ?').run(owner);
        return { ok: false, reason: row.attempts + 1 >= maxCodeAttempts ? 'locked' : 'wrong' };
      }
      db.prepare('DELETE FROM codes WHERE owner = ?').run(owner);
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
    /** Marks the link's device approved; undefined when the link is unknown or expired. */
    approveDeviceLink(token: string, now: number): { email: string; deviceId: string } | undefined {
      const tokenHash = mac(`link:${token}`);
      const row = db.prepare('SELECT * FROM device_links WHERE token_hash = ?').get(tokenHash) as DeviceLinkRow | undefined;
      if (!row || (row.approved_at === null && now >= row.expires_at)) return undefined;
      if (row.approved_at === null) db.prepare('UPDATE device_links SET approved_at = ? WHERE token_hash = ?').run(now, tokenHash);
      return { email: row.email, deviceId: row.device_id };
    },
    /**
     * Takes the pending "code after approval" of this device: true once per followed link, so the wait that sees the
     * approval mails the code and a repeated wait goes through the rate limit like any other request.
     */
    takeApprovedDeviceLink(email: string, deviceId: string): boolean {
      const result = db
        .prepare('UPDATE device_links SET code_sent = 1 WHERE email = ? AND device_id = ? AND approved_at IS NOT NULL AND code_sent = 0')
        .run(email, deviceId);
      return Number(result.changes) > 0;
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
  };
}
