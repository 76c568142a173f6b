/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { type EmbeddedWalletServer, type EmbeddedWalletServerOptions, startEmbeddedWalletServer } from './server.ts';

const ALLOWED_ORIGINS = ['http://127.0.0.1:5173', 'https://*.example.com'];
const NETWORKS = [
  { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
  { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'https://api.devnet.solana.com' },
];
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const DEVICE = 'device-aaaaaaaa';
const OTHER_DEVICE = 'device-bbbbbbbb';

let clock = Date.parse('2026-01-01T00:00:00Z');
const advance = (ms: number) => {
  clock += ms;
};
/** A temporary folder holding the frame's stand-in build (`frame/`), a file beside it and the data files. */
let folder: string;
let backend: EmbeddedWalletServer;
let mailCount = 0;
/** A fresh address per test, so no test meets another's codes or rate limit. */
const newAddress = () => `person${++mailCount}@example.org`;

async function start(options: Partial<EmbeddedWalletServerOptions> = {}) {
  return startEmbeddedWalletServer({
    allowedOrigins: ALLOWED_ORIGINS,
    networks: NETWORKS,
    frameDir: join(folder, 'frame'),
    now: () => clock,
    ...options,
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'embedded-wallet-'));
  mkdirSync(join(folder, 'frame'));
  writeFileSync(join(folder, 'frame', 'index.html'), '<!doctype html><title>frame</title>');
  writeFileSync(join(folder, 'secret.txt'), 'not to be served');
  backend = await start();
});
afterAll(async () => {
  await backend.stop();
  rmSync(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: Record<string, unknown> & { message?: string };
  headers: Headers;
}

async function call(method: string, path: string, body?: object, token?: string, server = backend): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : { text },
    headers: response.headers,
  };
}

/** The newest message sent to `address`. */
async function latestMailTo(address: string, server = backend) {
  const message = (await server.mailbox()).find((received) => received.to.includes(address));
  if (!message) throw new Error(`No mail to ${address}`);
  return message;
}

async function codeMailedTo(address: string, server = backend) {
  const code = /\b(\d{6})\b/.exec((await latestMailTo(address, server)).text)?.[1];
  if (!code) throw new Error(`The mail to ${address} has no code`);
  return code;
}

/** A login through a mailed code on `deviceId`; resolves with the session token. */
async function logIn(address: string, deviceId = DEVICE, server = backend) {
  expect((await call('POST', '/api/email/connect', { email: address, deviceId }, undefined, server)).body).toEqual({
    action: 'VERIFY_OTP',
  });
  const verified = await call(
    'POST',
    '/api/otp/verify',
    { email: address, deviceId, otp: await codeMailedTo(address, server) },
    undefined,
    server,
  );
  expect(verified.status).toBe(200);
  return verified.body.token as string;
}

describe('e-mail codes', () => {
  it('mails a six-digit code over SMTP that logs in once and is refused the second time', async () => {
    const address = newAddress();
    expect(await call('POST', '/api/email/connect', { email: ` ${address.toUpperCase()} `, deviceId: DEVICE })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    });
    const message = await latestMailTo(address);
    expect(message.subject).toMatch(/^Your sign-in code: \d{6}$/);
    expect(message.from).toBe('no-reply@wallet.localhost');
    const otp = await codeMailedTo(address);

    const verified = await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      token: expect.any(String),
      expiresAt: new Date(clock + 24 * 60 * 60_000).toISOString(),
      user: { id: expect.any(String), email: address },
    });
    expect(await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp })).toMatchObject({
      status: 400,
      body: { message: 'No code is pending: ask for a new one' },
    });
  });

  it('locks a code after five wrong tries, the right one included, until a new one is sent', async () => {
    const address = newAddress();
    await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE });
    const otp = await codeMailedTo(address);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp: wrong })).toMatchObject({
        status: 400,
        body: { message: 'Invalid code' },
      });
    }
    const locked = { status: 429, body: { message: 'Too many attempts: ask for a new code' } };
    expect(await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp: wrong })).toMatchObject(locked);
    expect(await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp })).toMatchObject(locked);

    advance(30_000);
    expect((await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE })).body).toEqual({ action: 'VERIFY_OTP' });
    const fresh = await codeMailedTo(address);
    expect((await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp: fresh })).status).toBe(200);
  });

  it('refuses a code ten minutes after it was sent', async () => {
    const address = newAddress();
    await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE });
    const otp = await codeMailedTo(address);
    advance(10 * 60_000);
    expect(await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp })).toMatchObject({
      status: 400,
      body: { message: 'Code expired' },
    });
  });

  it('mails an address at most once in 30 seconds and says how long to wait', async () => {
    const address = newAddress();
    await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE });
    advance(12_000);
    expect(await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE })).toMatchObject({
      status: 429,
      body: { message: 'Please try again after 18 seconds', retryAfter: 18 },
    });
    expect((await backend.mailbox()).filter((message) => message.to.includes(address))).toHaveLength(1);
    advance(18_000);
    expect((await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE })).status).toBe(200);
  });

  it('refuses malformed requests and bodies that are not JSON', async () => {
    expect(await call('POST', '/api/email/connect', { email: 'not an address', deviceId: DEVICE })).toMatchObject({
      status: 400,
      body: { message: 'Invalid email' },
    });
    expect(await call('POST', '/api/otp/verify', { email: newAddress(), deviceId: DEVICE, otp: '12345' })).toMatchObject({
      status: 400,
      body: { message: 'Invalid otp' },
    });
    const plain = await fetch(`${backend.url}/api/email/connect`, {
      method: 'POST',
      body: JSON.stringify({ email: newAddress(), deviceId: DEVICE }),
    });
    expect(plain.status).toBe(415);
  });
});

describe('devices', () => {
  it('sends a known user on a new device through the mailed link, then mails the code', async () => {
    const address = newAddress();
    await logIn(address);
    advance(30_000);

    expect((await call('POST', '/api/email/connect', { email: address, deviceId: OTHER_DEVICE })).body).toEqual({
      action: 'VERIFY_DEVICE',
    });
    const linkMail = await latestMailTo(address);
    expect(linkMail.subject).toBe('Approve a new device');
    const link = /http:\/\/\S+\/api\/device\/verify\?token=[\w-]+/.exec(linkMail.text)?.[0];
    if (!link) throw new Error('The mail has no link');

    const wait = call('POST', '/api/device/wait', { email: address, deviceId: OTHER_DEVICE });
    while (backend.heldDeviceWaits() === 0) await new Promise(setImmediate);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Device approved</h1>');

    expect(await wait).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
    const codeMail = await latestMailTo(address);
    expect(codeMail.subject).toMatch(/^Your sign-in code/);
    const verified = await call('POST', '/api/otp/verify', { email: address, deviceId: OTHER_DEVICE, otp: await codeMailedTo(address) });
    expect(verified.status).toBe(200);

    // The device is known now: the next login there goes straight to a code.
    advance(30_000);
    expect((await call('POST', '/api/email/connect', { email: address, deviceId: OTHER_DEVICE })).body).toEqual({ action: 'VERIFY_OTP' });
  });

  it('answers 408 to a wait that outlasts its time, so the frame asks again', async () => {
    const impatient = await start({ deviceWaitMs: 20 });
    try {
      const address = newAddress();
      await logIn(address, DEVICE, impatient);
      advance(30_000);
      await call('POST', '/api/email/connect', { email: address, deviceId: OTHER_DEVICE }, undefined, impatient);
      expect(await call('POST', '/api/device/wait', { email: address, deviceId: OTHER_DEVICE }, undefined, impatient)).toMatchObject({
        status: 408,
        body: { message: 'The device is not approved yet: ask again' },
      });
    } finally {
      await impatient.stop();
    }
  });

  it('refuses an unknown or expired device link', async () => {
    const address = newAddress();
    await logIn(address);
    advance(30_000);
    await call('POST', '/api/email/connect', { email: address, deviceId: OTHER_DEVICE });
    const link = /http:\/\/\S+/.exec((await latestMailTo(address)).text)?.[0] ?? '';
    advance(10 * 60_000);
    expect((await fetch(link)).status).toBe(400);
    expect((await fetch(`${backend.url}/api/device/verify?token=forged`)).status).toBe(400);
  });
});

describe('sessions', () => {
  it('answers the session of a valid token, with the addresses recorded at first login', async () => {
    const address = newAddress();
    const token = await logIn(address);
    expect(await call('GET', '/api/session', undefined, token)).toMatchObject({
      status: 200,
      body: { user: { id: expect.any(String), email: address, addresses: {} } },
    });
    expect((await call('PUT', '/api/user/addresses', { eip155: EVM_ADDRESS, solana: SOLANA_ADDRESS }, token)).status).toBe(200);
    expect((await call('GET', '/api/session', undefined, token)).body).toMatchObject({
      user: { addresses: { eip155: EVM_ADDRESS, solana: SOLANA_ADDRESS } },
    });
    const otherEvm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(await call('PUT', '/api/user/addresses', { eip155: otherEvm, solana: SOLANA_ADDRESS }, token)).toMatchObject({
      status: 409,
      body: { message: 'This account already has other addresses' },
    });
  });

  it('connects at once with a live session on the same device, and not on another', async () => {
    const address = newAddress();
    const token = await logIn(address);
    advance(30_000);
    expect((await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE }, token)).body).toEqual({ action: 'CONNECT' });
    expect((await call('POST', '/api/email/connect', { email: address, deviceId: OTHER_DEVICE }, token)).body).toEqual({
      action: 'VERIFY_DEVICE',
    });
  });

  it('refuses an expired token and a forged one', async () => {
    const token = await logIn(newAddress());
    const [header, payload] = token.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new Uint8Array(32));
    const unsigned = `${header}.${payload}.`;
    for (const refused of [forged, unsigned, 'not-a-token']) {
      expect(await call('GET', '/api/session', undefined, refused)).toMatchObject({ status: 401, body: { message: 'Not signed in' } });
    }
    expect((await call('GET', '/api/session')).status).toBe(401);
    advance(24 * 60 * 60_000);
    expect((await call('GET', '/api/session', undefined, token)).status).toBe(401);
  });

  it('revokes the session on sign-out', async () => {
    const address = newAddress();
    const token = await logIn(address);
    expect(await call('POST', '/api/signout', {}, token)).toMatchObject({ status: 200, body: {} });
    expect((await call('GET', '/api/session', undefined, token)).status).toBe(401);
    advance(30_000);
    expect((await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE }, token)).body).toEqual({ action: 'VERIFY_OTP' });
  });

  it('keeps users and sessions in the data file across a restart', async () => {
    const dataFile = join(folder, 'data', 'wallet.sqlite');
    const first = await start({ dataFile });
    const token = await logIn(newAddress(), DEVICE, first);
    await first.stop();
    const second = await start({ dataFile });
    try {
      expect((await call('GET', '/api/session', undefined, token, second)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

describe('e-mail update', () => {
  it('switches the e-mail after a code to the current address and one to the new address', async () => {
    const address = newAddress();
    const newEmail = newAddress();
    const token = await logIn(address);

    expect((await call('POST', '/api/email/update', { email: newEmail }, token)).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    expect((await latestMailTo(address)).text).toContain(newEmail);
    expect(await call('POST', '/api/email/update/secondary', { otp: await codeMailedTo(address) }, token)).toMatchObject({
      status: 400,
      body: { message: 'No code is pending: ask for a new one' },
    });
    expect((await call('POST', '/api/email/update/primary', { otp: await codeMailedTo(address) }, token)).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    });
    expect((await call('POST', '/api/email/update/secondary', { otp: await codeMailedTo(newEmail) }, token)).body).toEqual({
      email: newEmail,
    });
    expect((await call('GET', '/api/session', undefined, token)).body).toMatchObject({ user: { email: newEmail } });
  });

  it('refuses an address another user has, and needs a session', async () => {
    const taken = newAddress();
    await logIn(taken);
    const token = await logIn(newAddress());
    expect(await call('POST', '/api/email/update', { email: taken }, token)).toMatchObject({
      status: 409,
      body: { message: 'This e-mail is already in use' },
    });
    expect((await call('POST', '/api/email/update', { email: newAddress() })).status).toBe(401);
  });
});

describe('the frame’s origin', () => {
  it('lists the project’s allowed origins', async () => {
    expect(await call('GET', '/api/project?projectId=demo')).toMatchObject({ status: 200, body: { allowedOrigins: ALLOWED_ORIGINS } });
    expect((await call('GET', '/api/project')).status).toBe(400);
  });

  it('serves the frame only to the allowed origins as ancestors, and its configuration', async () => {
    const page = await fetch(`${backend.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe('frame-ancestors http://127.0.0.1:5173 https://*.example.com');
    expect(await page.text()).toContain('<title>frame</title>');
    expect((await call('GET', '/config.json')).body).toEqual({ backendUrl: `${backend.url}/api`, networks: NETWORKS });
    expect((await fetch(`${backend.url}/..%2fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${backend.url}/%E0%A4%A`)).status).toBe(400);
  });

  it('says so when the frame is not built', async () => {
    const unbuilt = await start({ frameDir: join(folder, 'missing') });
    try {
      expect((await fetch(`${unbuilt.url}/`)).status).toBe(503);
    } finally {
      await unbuilt.stop();
    }
  });

  it('lets only the allowed origins read the mailbox', async () => {
    const allowed = await fetch(`${backend.url}/__dev/mailbox`, { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const { messages } = (await allowed.json()) as { messages: { id: number }[] };
    expect(messages.map((message) => message.id)).toEqual([...messages.map((message) => message.id)].sort((a, b) => b - a));
    const other = await fetch(`${backend.url}/__dev/mailbox`, { headers: { origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
