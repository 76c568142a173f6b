/**
 * # The embedded wallet's local origin: the frame, its auth backend and a mailbox
 *
 * One HTTP server on loopback (`npm start`: FRAME_PORT, 8789) is the frame's origin. It serves
 *
 * - the frame's static build (`dist/frame/`, built first by `buildFrameIfStale` when `npm start` runs) with
 *   `Content-Security-Policy: script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors <allowed origins>`:
 *   only its own script files run in it, and only the project's pages can embed it;
 * - `/config.json`, the frame's deployment configuration — `{ backendUrl: '<this origin>/api', networks }` — which a
 *   parent page never sets;
 * - the auth backend under `/api` (JSON; same origin as the frame, so it sends no CORS headers, and it takes bodies
 *   only as `application/json`, which a cross-origin page cannot send without a preflight that is refused);
 * - with `devMailbox` only (`npm start` and tests turn it on; a deployment never does), `/__dev/mailbox`: the messages its
 *   local SMTP server received (nodemailer sends them over real SMTP), newest first, with CORS for the allowed origins
 *   so the demo's `/mailbox` page reads it.
 *
 * Every request is answered inside one error boundary: a request it cannot read (even its request line) is a 400, an
 * unexpected failure a 500; none ends the process.
 *
 * ## Logging in with an e-mail (docs/behaviour.md#embedded-wallet-e-mail-login)
 *
 * `POST /api/email/connect { email, deviceId }` (the frame keeps a random device id) answers `{ action }`:
 * - `CONNECT` when the request carries a live session token of that e-mail on that device;
 * - else `VERIFY_OTP`, for every address alike, known or not: a 6-digit code for that device is mailed.
 *
 * `POST /api/otp/verify { email, deviceId, otp }` checks the code of that address asked from that device only, then
 * answers `{ token, expiresAt, user: { id, email } }` for a new user or a device the user approved before (the first
 * login approves its device). A known user's new device answers `{ action: 'VERIFY_DEVICE' }` instead: the code stays
 * live, a link is mailed (`/api/device/verify?token=…`, valid 10 minutes whether followed or not), and
 * `POST /api/device/wait { email, deviceId }` long-polls (at most 25 s, then 408) until the link is used and answers
 * `{ action: 'VERIFY_OTP' }`: the device sends its code again and is logged in. Without a live link for that device the
 * wait is refused at once (400), whoever the address belongs to. The link's page only shows a button; the device is
 * approved by the button's POST, so a mail scanner that fetches the link approves nothing.
 *
 * A code is valid 10 minutes, works once, and its fifth wrong try voids it. Any code that does not check out — wrong,
 * voided, expired or none asked — is one answer, 400 'Invalid code'. Failed codes are counted over a rolling hour per
 * client (20) and per address (10, for the devices the address has not approved, so a stranger never locks its user
 * out of a known device); past a limit, 429 `{ message: 'Please try again after N seconds', retryAfter }`.
 * Mail is limited the same way: each kind (login per device, either e-mail-change step) goes to an address at most
 * once per 30 s, and one client causes at most 20 mails an hour, to whatever addresses.
 *
 * ## Sessions
 *
 * A session is a row in the database and an HS256 token (`jose`, 24 h) naming it; `Authorization: Bearer <token>`
 * is accepted while the signature, the expiry and the row (not revoked) all hold, else 401 'Not signed in'. The signing
 * key is never in the database: it is a key file (`secretFile`, 0600; beside the data file by default).
 * `GET /api/session` → `{ user: { id, email, addresses } }`; `PUT /api/user/addresses { eip155, solana }` records the
 * public addresses the frame made at first login (a different pair later is refused, 409);
 * `POST /api/signout` revokes the session. Changing the e-mail takes two codes: `POST /api/email/update { email }`
 * mails one to the current address (`VERIFY_PRIMARY_OTP`), `POST /api/email/update/primary { otp }` one to the new
 * address (`VERIFY_SECONDARY_OTP`), `POST /api/email/update/secondary { otp }` switches, ends the user's other sessions
 * and answers `{ email }` (409 when the new address is another user's: said only to whoever holds its mailbox).
 *
 * `GET /api/project?projectId=…` → `{ allowedOrigins }`: the frame serves a parent only on that list.
 *
 * Users, approved devices, codes (as HMACs), device links, sessions and the limits' counts live in SQLite
 * (`node:sqlite`): a file under `.data/` for `npm start`, memory for tests. Tests pass their own clock (`now`).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import * as z from 'zod/mini';
import { type MailMessage, startMail } from './mail.ts';
import { openSecret, openStore, type User } from './store.ts';

export type { MailMessage } from './mail.ts';

export interface FrameNetwork {
  /** CAIP-2, e.g. `eip155:31337`. */
  caipNetworkId: string;
  rpcUrl: string;
}

export interface EmbeddedWalletServerOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The pages that may embed the frame and that `GET /api/project` lists. */
  allowedOrigins: readonly string[];
  /** The chains the frame reaches, written to its `/config.json`. */
  networks: readonly FrameNetwork[];
  /** The SQLite file; in memory when absent. */
  dataFile?: string;
  /** The key file that signs session tokens (made, 0600, when missing); `<dataFile>.key` by default, else in memory. */
  secretFile?: string;
  /** Serves `/__dev/mailbox` (development and tests only: it shows every code and link mailed). */
  devMailbox?: boolean;
  /**
   * Behind a reverse proxy: the header in which it names the client's address (its last entry counts, e.g.
   * `x-forwarded-for`); the per-client limits count by it. Without it, by the connection's address.
   */
  clientAddressHeader?: string;
  /** The frame's static build. */
  frameDir?: string;
  /** The clock (ms), for tests. */
  now?: () => number;
  /** How long `POST /api/device/wait` holds a request before its 408. */
  deviceWaitMs?: number;
}

export interface EmbeddedWalletServer {
  url: string;
  smtpPort: number;
  /** The messages received, newest first. */
  mailbox(): Promise<MailMessage[]>;
  /** How many `POST /api/device/wait` requests are being held (a test follows the link once its wait is held). */
  heldDeviceWaits(): number;
  stop(): Promise<void>;
}

const CODE_TTL_MS = 10 * 60_000;
const DEVICE_LINK_TTL_MS = 10 * 60_000;
const SESSION_TTL_S = 24 * 60 * 60;
const MAIL_INTERVAL_MS = 30_000;
const MAX_CODE_ATTEMPTS = 5;
const HOUR_MS = 60 * 60_000;
/** The rolling limits: at most `count` events in any `windowMs`. */
const LIMITS = {
  /** Codes one client got wrong. */
  clientFailures: { count: 20, windowMs: HOUR_MS },
  /** Codes got wrong for one address from devices its user has not approved (or for an address with no user yet). */
  addressFailures: { count: 10, windowMs: HOUR_MS },
  /** Mails one client caused, to any addresses. */
  clientMails: { count: 20, windowMs: HOUR_MS },
};
const WRONG_CODE = 'Invalid code';

/** How long a mailed code or link works, as its e-mail says it. */
const validFor = (ttlMs: number) => `valid for ${ttlMs / 60_000} minutes`;
const DEVICE_WAIT_MS = 25_000;
const BODY_LIMIT_BYTES = 16_384;
const DEFAULT_FRAME_DIR = new URL('../../dist/frame/', import.meta.url).pathname;
/** The device link's and other HTML pages' policy: no script at all, their own form only, in no frame. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

/** An answer that ends a request early: its status and JSON body. */
class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.body = { message, ...extra };
  }
}

/** 429 with the seconds until the limit lets the next request through. */
function retryLater(waitMs: number) {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, `Please try again after ${retryAfter} seconds`, { retryAfter });
}

const email = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email().check(z.maxLength(254)));
const deviceId = z.string().check(z.minLength(8), z.maxLength(128));
const otp = z.string().check(z.regex(/^\d{6}$/));
const connectBody = z.object({ email, deviceId });
const verifyBody = z.object({ email, deviceId, otp });
const otpBody = z.object({ otp });
const emailBody = z.object({ email });
const addressesBody = z.object({
  eip155: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  solana: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
});

async function readBody(request: IncomingMessage, contentType: string): Promise<string> {
  if (!request.headers['content-type']?.startsWith(contentType)) throw new HttpError(415, `Send ${contentType}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson<T>(request: IncomingMessage, schema: z.ZodMiniType<T>): Promise<T> {
  const text = await readBody(request, 'application/json');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))];
    throw new HttpError(400, `Invalid ${fields.join(', ')}`);
  }
  return parsed.data;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small HTML page: its title, a paragraph and any further markup (already escaped). */
function sendPage(response: ServerResponse, status: number, title: string, text: string, markup = '') {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': PAGE_POLICY,
    'referrer-policy': 'no-referrer',
  });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 32rem"><h1>${escapeHtml(title)}</h1>` +
      `<p>${escapeHtml(text)}</p>${markup}</body></html>`,
  );
}

/**
 * A uniformly random code of six digits, each from one random byte below 250 (so `% 10` is fair). Small integers only:
 * in the `npm start` process, once the local Solana chain has run, floating-point `%` (C's fmod) can answer NaN, which
 * also makes `crypto.randomInt` loop forever.
 */
function sixDigits(): string {
  let code = '';
  while (code.length < 6) {
    for (const byte of crypto.getRandomValues(new Uint8Array(8))) if (byte < 250 && code.length < 6) code += String(byte % 10);
  }
  return code;
}

/** Starts the frame's origin (frame, config, auth API, and the mailbox with `devMailbox`) and its SMTP server. */
export async function startEmbeddedWalletServer(options: EmbeddedWalletServerOptions): Promise<EmbeddedWalletServer> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const frameDir = options.frameDir ?? DEFAULT_FRAME_DIR;
  const deviceWaitMs = options.deviceWaitMs ?? DEVICE_WAIT_MS;
  const allowedOrigins = [...options.allowedOrigins];
  const framePolicy = [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"}`,
  ].join('; ');

  const secret = openSecret(options.secretFile ?? (options.dataFile && `${options.dataFile}.key`));
  const store = openStore(options.dataFile, { secret, maxCodeAttempts: MAX_CODE_ATTEMPTS });
  const mail = await startMail({ host, now });
  let url = '';
  /** The long-polls waiting for a device link, by `email device`. */
  const deviceWaiters = new Map<string, Set<() => void>>();
  const waitKey = (address: string, device: string) => `${address} ${device}`;

  /** Who asks, for the per-client limits: the proxy's word for it with `clientAddressHeader`, else the connection's. */
  function clientOf(request: IncomingMessage): string {
    const named = options.clientAddressHeader && request.headers[options.clientAddressHeader.toLowerCase()];
    const forwarded = (Array.isArray(named) ? named.at(-1) : named)?.split(',').at(-1)?.trim();
    return forwarded || request.socket.remoteAddress || 'unknown';
  }

  /** 429 when `key` already had its limit's count of events in the window. */
  function checkLimit(key: string, { count, windowMs }: { count: number; windowMs: number }) {
    const recent = store.eventsSince(key, now() - windowMs);
    if (recent.count >= count && recent.oldest !== null) throw retryLater(recent.oldest + windowMs - now());
  }

  /**
   * Takes the send slot of one kind of mail to one address (`slot`: `login:<address>:<device>`, `update-primary:<address>`,
   * `update-secondary:<address>`) for the asking client: 429 with the seconds left when that slot was used less than
   * 30 s ago or the client caused its hour's mails. Checked before a new code replaces the live one.
   */
  function takeMailSlot(slot: string, client: string) {
    checkLimit(`mail-client:${client}`, LIMITS.clientMails);
    const last = store.lastMailSent(slot);
    if (last !== undefined && now() - last < MAIL_INTERVAL_MS) throw retryLater(last + MAIL_INTERVAL_MS - now());
    store.recordMailSent(slot, now());
    store.recordEvent(`mail-client:${client}`, now());
  }

  /**
   * Mails `to` a new code, kept under `codeKey` (with the `newEmail` an e-mail change carries) in place of the live
   * one; the mail's send slot is already taken.
   */
  async function mailCode(
    { codeKey, to, newEmail }: { codeKey: string; to: string; newEmail?: string },
    message: (code: string) => { subject: string; text: string },
  ) {
    const code = sixDigits();
    store.putCode(codeKey, code, now() + CODE_TTL_MS, newEmail);
    await mail.send({ to, ...message(code) });
  }

  /** The key of the login code `address` asked for on `device`: only that device can use it. */
  const loginCodeKey = (address: string, device: string) => `login:${address}:${device}`;

  /** The user and session of the request's bearer token; 401 unless signature, expiry and session all hold. */
  async function authenticate(request: IncomingMessage): Promise<{ user: User; sessionId: string; deviceId: string }> {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new HttpError(401, 'Not signed in');
    let sessionId: unknown;
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now()) });
      sessionId = payload.sid;
    } catch {
      throw new HttpError(401, 'Not signed in');
    }
    const session = typeof sessionId === 'string' ? store.liveSession(sessionId, now()) : undefined;
    const user = session && store.userById(session.userId);
    if (!session || !user) throw new HttpError(401, 'Not signed in');
    return { user, sessionId: sessionId as string, deviceId: session.deviceId };
  }

  /**
   * Checks a code under the client's limit (and the address's, when given); a code that does not check out counts
   * against both and is the one answer 'Invalid code'. Returns the new e-mail an update code carried.
   */
  function spendCode(
    codeKey: string,
    code: string,
    { client, address, spend = true }: { client: string; address?: string | undefined; spend?: boolean },
  ): string | null {
    checkLimit(`failed-client:${client}`, LIMITS.clientFailures);
    if (address) checkLimit(`failed-address:${address}`, LIMITS.addressFailures);
    const check = store.checkCode(codeKey, code, now(), { spend });
    if (check.ok) return check.newEmail;
    store.recordEvent(`failed-client:${client}`, now());
    if (address) store.recordEvent(`failed-address:${address}`, now());
    throw new HttpError(400, WRONG_CODE);
  }

  async function connectEmail(request: IncomingMessage) {
    const body = await readJson(request, connectBody);
    if (request.headers.authorization) {
      const session = await authenticate(request).catch(() => undefined);
      if (session?.user.email === body.email && session.deviceId === body.deviceId) return { action: 'CONNECT' };
    }
    // The same steps for any address: whether it has a user, and whether this device is theirs, shows only after the code.
    takeMailSlot(loginCodeKey(body.email, body.deviceId), clientOf(request));
    await mailCode({ codeKey: loginCodeKey(body.email, body.deviceId), to: body.email }, (code) => ({
      subject: `Your sign-in code: ${code}`,
      text: `Your sign-in code is ${code}.\n\nIt is ${validFor(CODE_TTL_MS)} and works once. If you did not ask for it, ignore this e-mail.`,
    }));
    return { action: 'VERIFY_OTP' };
  }

  /** Mails the link that approves `device` for `address`, unless one is live already. */
  async function mailDeviceLink(address: string, device: string) {
    if (store.hasLiveDeviceLink(address, device, now())) return;
    const token = randomBytes(32).toString('base64url');
    store.putDeviceLink(token, address, device, now() + DEVICE_LINK_TTL_MS);
    await mail.send({
      to: address,
      subject: 'Approve a new device',
      text: `Someone entered your sign-in code on a device you have not used before.\n\nIf it is you, approve the device: ${url}/api/device/verify?token=${token}\n\nThe link is ${validFor(DEVICE_LINK_TTL_MS)}. If it is not you, ignore this e-mail.`,
    });
  }

  async function verifyOtp(request: IncomingMessage) {
    const body = await readJson(request, verifyBody);
    const user = store.userByEmail(body.email);
    const knownDevice = user !== undefined && store.isDeviceApproved(user.id, body.deviceId);
    const newDevice = user !== undefined && !knownDevice;
    spendCode(loginCodeKey(body.email, body.deviceId), body.otp, {
      client: clientOf(request),
      // A stranger's failures never hold back a device the user approved.
      address: knownDevice ? undefined : body.email,
      // A known user's new device keeps its code until the mailed link approves it.
      spend: !newDevice,
    });
    if (newDevice) {
      await mailDeviceLink(body.email, body.deviceId);
      return { action: 'VERIFY_DEVICE' };
    }
    const loggedIn = user ?? store.createUser(body.email, now());
    store.approveDevice(loggedIn.id, body.deviceId, now());
    const issuedAt = Math.floor(now() / 1000);
    const sessionId = store.createSession(loggedIn.id, body.deviceId, (issuedAt + SESSION_TTL_S) * 1000);
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(loggedIn.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SESSION_TTL_S)
      .sign(secret);
    return {
      token,
      expiresAt: new Date((issuedAt + SESSION_TTL_S) * 1000).toISOString(),
      user: { id: loggedIn.id, email: loggedIn.email },
    };
  }

  /** The link's page: a button that approves the device by POST (what only a person does, not a mail scanner). */
  function showDeviceLink(requestUrl: URL, response: ServerResponse) {
    const token = requestUrl.searchParams.get('token') ?? '';
    if (!store.liveDeviceLink(token, now())) {
      sendPage(response, 400, 'Link not valid', 'This link is unknown, used or expired. Sign in again to get a new one.');
      return;
    }
    sendPage(
      response,
      200,
      'Approve a new device',
      'Approve only if you are signing in to your wallet on a new device right now.',
      `<form method="post" action="/api/device/verify"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
        '<button type="submit">Approve this device</button></form>',
    );
  }

  async function confirmDeviceLink(request: IncomingMessage, response: ServerResponse) {
    const token = new URLSearchParams(await readBody(request, 'application/x-www-form-urlencoded')).get('token') ?? '';
    const link = store.spendDeviceLink(token, now());
    const user = link && store.userByEmail(link.email);
    if (!link || !user) {
      sendPage(response, 400, 'Link not valid', 'This link is unknown, used or expired. Sign in again to get a new one.');
      return;
    }
    store.approveDevice(user.id, link.deviceId, now());
    for (const wake of deviceWaiters.get(waitKey(link.email, link.deviceId)) ?? []) wake();
    sendPage(response, 200, 'Device approved', 'You can go back to the page you were signing in on.');
  }

  async function waitForDevice(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request, connectBody);
    const user = store.userByEmail(body.email);
    const approved = user !== undefined && store.isDeviceApproved(user.id, body.deviceId);
    if (approved) return { action: 'VERIFY_OTP' };
    // A link exists only after this device's right code: without one, every address gets this same answer at once.
    if (!store.hasLiveDeviceLink(body.email, body.deviceId, now())) throw new HttpError(400, 'No device approval is pending');
    const key = waitKey(body.email, body.deviceId);
    const followed = await new Promise<boolean>((resolve) => {
      const wake = () => finish(true);
      const timer = setTimeout(() => finish(false), deviceWaitMs);
      const finish = (result: boolean) => {
        clearTimeout(timer);
        deviceWaiters.get(key)?.delete(wake);
        if (deviceWaiters.get(key)?.size === 0) deviceWaiters.delete(key);
        resolve(result);
      };
      deviceWaiters.set(key, (deviceWaiters.get(key) ?? new Set()).add(wake));
      response.once('close', () => finish(false));
    });
    if (!followed) throw new HttpError(408, 'The device is not approved yet: ask again');
    return { action: 'VERIFY_OTP' };
  }

  async function putAddresses(request: IncomingMessage) {
    const { user } = await authenticate(request);
    const addresses = await readJson(request, addressesBody);
    const { eip155, solana } = user.addresses;
    if ((eip155 && eip155.toLowerCase() !== addresses.eip155.toLowerCase()) || (solana && solana !== addresses.solana)) {
      throw new HttpError(409, 'This account already has other addresses');
    }
    store.setAddresses(user.id, addresses);
    return { addresses };
  }

  async function requestEmailUpdate(request: IncomingMessage) {
    const { user } = await authenticate(request);
    const { email: newEmail } = await readJson(request, emailBody);
    if (newEmail === user.email) throw new HttpError(400, 'This is already your e-mail');
    // Whether another user has the new address is said only at the last step, to whoever holds its mailbox.
    takeMailSlot(`update-primary:${user.email}`, clientOf(request));
    await mailCode({ codeKey: `update-primary:${user.id}`, to: user.email, newEmail }, (code) => ({
      subject: `Confirm your e-mail change: ${code}`,
      text: `Your code to change your wallet's e-mail to ${newEmail} is ${code}.\n\nIt is ${validFor(CODE_TTL_MS)}. If you did not ask for it, ignore this e-mail.`,
    }));
    return { action: 'VERIFY_PRIMARY_OTP' };
  }

  /** The signed-in user, their session and the new e-mail of their change, once the request's code for `step` is spent. */
  async function spendUpdateCode(request: IncomingMessage, step: 'update-primary' | 'update-secondary') {
    const { user, sessionId } = await authenticate(request);
    const body = await readJson(request, otpBody);
    const newEmail = spendCode(`${step}:${user.id}`, body.otp, { client: clientOf(request) });
    if (!newEmail) throw new HttpError(400, WRONG_CODE);
    return { user, sessionId, newEmail };
  }

  async function confirmPrimary(request: IncomingMessage) {
    const { user, newEmail } = await spendUpdateCode(request, 'update-primary');
    takeMailSlot(`update-secondary:${newEmail}`, clientOf(request));
    await mailCode({ codeKey: `update-secondary:${user.id}`, to: newEmail, newEmail }, (code) => ({
      subject: `Confirm your new e-mail: ${code}`,
      text: `Your code to make ${newEmail} your wallet's e-mail is ${code}.\n\nIt is ${validFor(CODE_TTL_MS)}. If you did not ask for it, ignore this e-mail.`,
    }));
    return { action: 'VERIFY_SECONDARY_OTP' };
  }

  async function confirmSecondary(request: IncomingMessage) {
    const { user, sessionId, newEmail } = await spendUpdateCode(request, 'update-secondary');
    if (store.userByEmail(newEmail)) throw new HttpError(409, 'This e-mail is already in use');
    store.setEmail(user.id, newEmail);
    // Whoever was signed in elsewhere under the old address is not any more.
    store.revokeOtherSessions(user.id, sessionId, now());
    return { email: newEmail };
  }

  /** The API's routes by `METHOD path`; each answers JSON (200) or throws an HttpError. */
  const routes: Record<string, (request: IncomingMessage, requestUrl: URL, response: ServerResponse) => Promise<unknown>> = {
    'GET /api/project': async (_request, requestUrl) => {
      if (!requestUrl.searchParams.get('projectId')) throw new HttpError(400, 'Invalid projectId');
      return { allowedOrigins };
    },
    'POST /api/email/connect': connectEmail,
    'POST /api/device/wait': (request, _url, response) => waitForDevice(request, response),
    'POST /api/otp/verify': verifyOtp,
    'GET /api/session': async (request) => ({ user: (await authenticate(request)).user }),
    'PUT /api/user/addresses': putAddresses,
    'POST /api/signout': async (request) => {
      store.revokeSession((await authenticate(request)).sessionId, now());
      return {};
    },
    'POST /api/email/update': requestEmailUpdate,
    'POST /api/email/update/primary': confirmPrimary,
    'POST /api/email/update/secondary': confirmSecondary,
  };

  function serveMailbox(request: IncomingMessage, response: ServerResponse) {
    const origin = request.headers.origin;
    const cors: Record<string, string> =
      origin && allowedOrigins.includes(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET' }).end();
      return;
    }
    sendJson(response, 200, { messages: mail.messages() }, cors);
  }

  function serveFrameFile(pathname: string, response: ServerResponse) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname === '/' ? '/index.html' : pathname);
    } catch {
      throw new HttpError(400, 'Malformed path');
    }
    const relative = normalize(decoded).replace(/^([/\\])+/, '');
    const file = join(frameDir, relative);
    if (!file.startsWith(frameDir.endsWith(sep) ? frameDir : `${frameDir}${sep}`) || !existsSync(file) || !statSync(file).isFile()) {
      const built = existsSync(join(frameDir, 'index.html'));
      sendPage(
        response,
        built ? 404 : 503,
        built ? 'Not found' : 'The frame is not built',
        built ? 'No such file here.' : 'Run npm run build:frame.',
      );
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'content-security-policy': framePolicy,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  }

  /** One request, from its request line on; anything it throws is answered by the boundary below. */
  async function handle(request: IncomingMessage, response: ServerResponse) {
    let requestUrl: URL;
    try {
      requestUrl = new URL(request.url ?? '/', url);
    } catch {
      throw new HttpError(400, 'Malformed request');
    }
    const { pathname } = requestUrl;
    if (pathname === '/__dev/mailbox' && options.devMailbox) return serveMailbox(request, response);
    if (pathname === '/api/device/verify' && request.method === 'GET') return showDeviceLink(requestUrl, response);
    if (pathname === '/api/device/verify' && request.method === 'POST') return confirmDeviceLink(request, response);
    if (pathname.startsWith('/api/')) {
      const route = routes[`${request.method} ${pathname}`];
      if (!route) throw new HttpError(404, `No such route: ${request.method} ${pathname}`);
      const body = await route(request, requestUrl, response);
      if (!response.destroyed) sendJson(response, 200, body);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, 'Only GET here');
    if (pathname === '/config.json') return sendJson(response, 200, { backendUrl: `${url}/api`, networks: options.networks });
    serveFrameFile(pathname, response);
  }

  /** The error boundary: an HttpError is its answer, anything else a 500; a failure never escapes the request. */
  function fail(response: ServerResponse, error: unknown) {
    try {
      if (response.headersSent || response.destroyed) return void response.destroy();
      if (error instanceof HttpError) return sendJson(response, error.status, error.body);
      console.error('Embedded wallet backend:', error);
      sendJson(response, 500, { message: 'Something went wrong' });
    } catch {
      response.destroy();
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => fail(response, error));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host}:${port}`;

  return {
    url,
    smtpPort: mail.smtpPort,
    mailbox: async () => mail.messages(),
    heldDeviceWaits: () => [...deviceWaiters.values()].reduce((count, waiters) => count + waiters.size, 0),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mail.close();
      store.close();
    },
  };
}

// As a program (`node tools/embeddedWallet/server.ts '<options as JSON>'`), for test files that keep it out of their own
// process (jsdom has no setImmediate, which SMTP needs): it prints `{ url, smtpPort }` as one JSON line once it answers,
// and stops on SIGTERM or when its parent goes (its standard input closes).
if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '{}') as EmbeddedWalletServerOptions;
  const server = await startEmbeddedWalletServer(options);
  process.stdout.write(`${JSON.stringify({ url: server.url, smtpPort: server.smtpPort })}\n`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.stdin.once('end', stop).resume();
}
