/**
 * # The embedded wallet's local origin: the frame, its auth backend and a mailbox
 *
 * One HTTP server on loopback (`npm start`: FRAME_PORT, 8789) is the frame's origin. It serves
 *
 * - the frame's static build (`dist/frame/`, built first by `buildFrameIfStale` when `npm start` runs) with
 *   `Content-Security-Policy: frame-ancestors <allowed origins>`, so only the project's pages can embed it;
 * - `/config.json`, the frame's deployment configuration — `{ backendUrl: '<this origin>/api', networks }` — which a
 *   parent page never sets;
 * - the auth backend under `/api` (JSON; same origin as the frame, so it sends no CORS headers, and it takes bodies
 *   only as `application/json`, which a cross-origin page cannot send without a preflight that is refused);
 * - `/__dev/mailbox`, the messages its local SMTP server received (nodemailer sends them over real SMTP), newest
 *   first; CORS for the allowed origins, so the demo's `/mailbox` page reads it.
 *
 * ## Logging in with an e-mail
 *
 * `POST /api/email/connect { email, deviceId }` (the frame keeps a random device id) answers `{ action }`:
 * - `CONNECT` when the request carries a live session token of that e-mail on that device;
 * - `VERIFY_OTP` for a new e-mail, or a known user on a device they approved before: a 6-digit code is mailed;
 * - `VERIFY_DEVICE` for a known user on a new device: a link is mailed (`GET /api/device/verify?token=…`, valid
 *   10 minutes), and `POST /api/device/wait { email, deviceId }` long-polls until it is followed (at most 25 s, then
 *   408 and the frame asks again), mails the code and answers `{ action: 'VERIFY_OTP' }`.
 *
 * Each kind of mail (login, either e-mail-change step) goes to an address at most once per 30 s, else 429
 * `{ message: 'Please try again after N seconds', retryAfter }`; the code that follows a device approval goes at once.
 * `POST /api/otp/verify { email, deviceId, otp }` answers `{ token, expiresAt, user: { id, email } }`. A code is valid
 * 10 minutes, works once, and five wrong tries lock it (a new one must be asked for). Errors: 400 'Invalid code',
 * 400 'Code expired', 400 'No code is pending: ask for a new one', 429 'Too many attempts: ask for a new code'.
 * Verifying creates the user on first login and approves the device.
 *
 * ## Sessions
 *
 * A session is a row in the database and an HS256 token (`jose`, 24 h) naming it; `Authorization: Bearer <token>`
 * is accepted while the signature, the expiry and the row (not revoked) all hold, else 401 'Not signed in'.
 * `GET /api/session` → `{ user: { id, email, addresses } }`; `PUT /api/user/addresses { eip155, solana }` records the
 * public addresses the frame made at first login (a different pair later is refused, 409);
 * `POST /api/signout` revokes the session. Changing the e-mail takes two codes: `POST /api/email/update { email }`
 * mails one to the current address (`VERIFY_PRIMARY_OTP`), `POST /api/email/update/primary { otp }` one to the new
 * address (`VERIFY_SECONDARY_OTP`), `POST /api/email/update/secondary { otp }` switches and answers `{ email }`.
 *
 * `GET /api/project?projectId=…` → `{ allowedOrigins }`: the frame serves a parent only on that list.
 *
 * Users, approved devices, codes (as HMACs), device links, sessions and the rate limit live in SQLite
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
import { openStore, type User } from './store.ts';

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

/** How long a mailed code or link works, as its e-mail says it. */
const validFor = (ttlMs: number) => `valid for ${ttlMs / 60_000} minutes`;
const DEVICE_WAIT_MS = 25_000;
const BODY_LIMIT_BYTES = 16_384;
const DEFAULT_FRAME_DIR = new URL('../../dist/frame/', import.meta.url).pathname;

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

async function readJson<T>(request: IncomingMessage, schema: z.ZodMiniType<T>): Promise<T> {
  if (!request.headers['content-type']?.startsWith('application/json')) throw new HttpError(415, 'Send JSON (application/json)');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
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

function sendPage(response: ServerResponse, status: number, title: string, text: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
      `<body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 32rem"><h1>${title}</h1><p>${text}</p></body></html>`,
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

/** Starts the frame's origin (frame, config, auth API, mailbox) and its SMTP server. */
export async function startEmbeddedWalletServer(options: EmbeddedWalletServerOptions): Promise<EmbeddedWalletServer> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const frameDir = options.frameDir ?? DEFAULT_FRAME_DIR;
  const deviceWaitMs = options.deviceWaitMs ?? DEVICE_WAIT_MS;
  const allowedOrigins = [...options.allowedOrigins];
  const frameAncestors = `frame-ancestors ${allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'"}`;

  const store = openStore(options.dataFile, { maxCodeAttempts: MAX_CODE_ATTEMPTS });
  const mail = await startMail({ host, now });
  let url = '';
  /** The long-polls waiting for a device link, by `email device`. */
  const deviceWaiters = new Map<string, Set<() => void>>();
  const waitKey = (address: string, device: string) => `${address} ${device}`;

  /**
   * Takes the send slot of `address` for one kind of mail (`login`, `update-primary`, `update-secondary`): 429 with the
   * seconds left when that kind went to it less than 30 s ago. Checked before a new code replaces the live one.
   */
  function takeMailSlot(kind: string, address: string) {
    const key = `${kind}:${address}`;
    const last = store.lastMailSent(key);
    if (last !== undefined && now() - last < MAIL_INTERVAL_MS) {
      const retryAfter = Math.ceil((last + MAIL_INTERVAL_MS - now()) / 1000);
      throw new HttpError(429, `Please try again after ${retryAfter} seconds`, { retryAfter });
    }
    store.recordMailSent(key, now());
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

  /** Mails a new login code to `address` (its slot already taken). */
  const mailLoginCode = (address: string) =>
    mailCode({ codeKey: `login:${address}`, to: address }, (code) => ({
      subject: `Your sign-in code: ${code}`,
      text: `Your sign-in code is ${code}.\n\nIt is ${validFor(CODE_TTL_MS)} and works once. If you did not ask for it, ignore this e-mail.`,
    }));

  /** The user and session of the request's bearer token; 401 unless signature, expiry and session all hold. */
  async function authenticate(request: IncomingMessage): Promise<{ user: User; sessionId: string; deviceId: string }> {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new HttpError(401, 'Not signed in');
    let sessionId: unknown;
    try {
      const { payload } = await jwtVerify(token, store.secret, { algorithms: ['HS256'], currentDate: new Date(now()) });
      sessionId = payload.sid;
    } catch {
      throw new HttpError(401, 'Not signed in');
    }
    const session = typeof sessionId === 'string' ? store.liveSession(sessionId, now()) : undefined;
    const user = session && store.userById(session.userId);
    if (!session || !user) throw new HttpError(401, 'Not signed in');
    return { user, sessionId: sessionId as string, deviceId: session.deviceId };
  }

  /** Throws the answer for a code that did not check out; returns the new e-mail an update code carried. */
  function spendCode(owner: string, code: string): string | null {
    const check = store.checkCode(owner, code, now());
    if (check.ok) return check.newEmail;
    if (check.reason === 'none') throw new HttpError(400, 'No code is pending: ask for a new one');
    if (check.reason === 'expired') throw new HttpError(400, 'Code expired');
    if (check.reason === 'locked') throw new HttpError(429, 'Too many attempts: ask for a new code');
    throw new HttpError(400, 'Invalid code');
  }

  async function connectEmail(request: IncomingMessage) {
    const body = await readJson(request, connectBody);
    if (request.headers.authorization) {
      const session = await authenticate(request).catch(() => undefined);
      if (session?.user.email === body.email && session.deviceId === body.deviceId) return { action: 'CONNECT' };
    }
    takeMailSlot('login', body.email);
    const user = store.userByEmail(body.email);
    if (!user || store.isDeviceApproved(user.id, body.deviceId)) {
      await mailLoginCode(body.email);
      return { action: 'VERIFY_OTP' };
    }
    const token = randomBytes(32).toString('base64url');
    store.putDeviceLink(token, body.email, body.deviceId, now() + DEVICE_LINK_TTL_MS);
    await mail.send({
      to: body.email,
      subject: 'Approve a new device',
      text: `Someone is signing in to your wallet from a device you have not used before.\n\nIf it is you, approve the device: ${url}/api/device/verify?token=${token}\n\nThe link is ${validFor(DEVICE_LINK_TTL_MS)}. If it is not you, ignore this e-mail.`,
    });
    return { action: 'VERIFY_DEVICE' };
  }

  function verifyDevice(requestUrl: URL, response: ServerResponse) {
    const approved = store.approveDeviceLink(requestUrl.searchParams.get('token') ?? '', now());
    const user = approved && store.userByEmail(approved.email);
    if (!approved || !user) {
      sendPage(response, 400, 'Link not valid', 'This link is unknown or has expired. Sign in again to get a new one.');
      return;
    }
    store.approveDevice(user.id, approved.deviceId, now());
    for (const wake of deviceWaiters.get(waitKey(approved.email, approved.deviceId)) ?? []) wake();
    sendPage(response, 200, 'Device approved', 'You can go back to the page you were signing in on.');
  }

  async function waitForDevice(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request, connectBody);
    const user = store.userByEmail(body.email);
    if (!user) throw new HttpError(400, 'No device approval is pending');
    if (!store.isDeviceApproved(user.id, body.deviceId)) {
      const key = waitKey(body.email, body.deviceId);
      const approved = await new Promise<boolean>((resolve) => {
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
      if (!approved) throw new HttpError(408, 'The device is not approved yet: ask again');
    }
    // The wait that sees the approval mails the code at once (the link's mail just went out); a repeated one is limited.
    if (!store.takeApprovedDeviceLink(body.email, body.deviceId)) takeMailSlot('login', body.email);
    await mailLoginCode(body.email);
    return { action: 'VERIFY_OTP' };
  }

  async function verifyOtp(request: IncomingMessage) {
    const body = await readJson(request, verifyBody);
    spendCode(`login:${body.email}`, body.otp);
    const user = store.userByEmail(body.email) ?? store.createUser(body.email, now());
    store.approveDevice(user.id, body.deviceId, now());
    const issuedAt = Math.floor(now() / 1000);
    const sessionId = store.createSession(user.id, body.deviceId, (issuedAt + SESSION_TTL_S) * 1000);
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SESSION_TTL_S)
      .sign(store.secret);
    return { token, expiresAt: new Date((issuedAt + SESSION_TTL_S) * 1000).toISOString(), user: { id: user.id, email: user.email } };
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
    if (store.userByEmail(newEmail)) throw new HttpError(409, 'This e-mail is already in use');
    takeMailSlot('update-primary', user.email);
    await mailCode({ codeKey: `update-primary:${user.id}`, to: user.email, newEmail }, (code) => ({
      subject: `Confirm your e-mail change: ${code}`,
      text: `Your code to change your wallet's e-mail to ${newEmail} is ${code}.\n\nIt is ${validFor(CODE_TTL_MS)}. If you did not ask for it, ignore this e-mail.`,
    }));
    return { action: 'VERIFY_PRIMARY_OTP' };
  }

  /** The signed-in user and the new e-mail of their change, once the request's code for `step` is spent. */
  async function spendUpdateCode(request: IncomingMessage, step: 'update-primary' | 'update-secondary') {
    const { user } = await authenticate(request);
    const body = await readJson(request, otpBody);
    const newEmail = spendCode(`${step}:${user.id}`, body.otp);
    if (!newEmail) throw new HttpError(400, 'No e-mail change is pending');
    return { user, newEmail };
  }

  async function confirmPrimary(request: IncomingMessage) {
    const { user, newEmail } = await spendUpdateCode(request, 'update-primary');
    takeMailSlot('update-secondary', newEmail);
    await mailCode({ codeKey: `update-secondary:${user.id}`, to: newEmail, newEmail }, (code) => ({
      subject: `Confirm your new e-mail: ${code}`,
      text: `Your code to make ${newEmail} your wallet's e-mail is ${code}.\n\nIt is ${validFor(CODE_TTL_MS)}. If you did not ask for it, ignore this e-mail.`,
    }));
    return { action: 'VERIFY_SECONDARY_OTP' };
  }

  async function confirmSecondary(request: IncomingMessage) {
    const { user, newEmail } = await spendUpdateCode(request, 'update-secondary');
    if (store.userByEmail(newEmail)) throw new HttpError(409, 'This e-mail is already in use');
    store.setEmail(user.id, newEmail);
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
      'content-security-policy': frameAncestors,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  }

  const server = createServer(async (request, response) => {
    const requestUrl = new URL(request.url ?? '/', url);
    const { pathname } = requestUrl;
    try {
      if (pathname === '/__dev/mailbox') return serveMailbox(request, response);
      if (pathname === '/api/device/verify' && request.method === 'GET') return verifyDevice(requestUrl, response);
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
    } catch (error) {
      if (response.headersSent || response.destroyed) return response.destroy();
      if (error instanceof HttpError) return sendJson(response, error.status, error.body);
      console.error('Embedded wallet backend:', error);
      sendJson(response, 500, { message: 'Something went wrong' });
    }
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
  const server = await startEmbeddedWalletServer(JSON.parse(process.argv[2] ?? '{}') as EmbeddedWalletServerOptions);
  process.stdout.write(`${JSON.stringify({ url: server.url, smtpPort: server.smtpPort })}\n`);
  const stop = () => server.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.stdin.once('end', stop).resume();
}
