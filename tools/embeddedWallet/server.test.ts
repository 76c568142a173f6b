/** @jest-environment node */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SignJWT } from 'jose';
import { startProgram } from '../childProgram.ts';
import { rawExchange } from '../rawSocket.ts';
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
let clientCount = 0;
/** A fresh client address (as the proxy names it in `x-forwarded-for`), so no test meets another's per-client limits. */
const newClient = () => `198.51.100.${++clientCount}`;
/** The client the current test's requests come from, unless one says otherwise. */
let client: string;
beforeEach(() => {
  client = newClient();
});

async function start(options: Partial<EmbeddedWalletServerOptions> = {}) {
  return startEmbeddedWalletServer({
    allowedOrigins: ALLOWED_ORIGINS,
    networks: NETWORKS,
    frameDir: join(folder, 'frame'),
    clientAddressHeader: 'x-forwarded-for',
    devMailbox: true,
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

async function call(method: string, path: string, body?: object, token?: string, server = backend, from = client): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': `203.0.113.9, ${from}`,
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
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

async function linkMailedTo(address: string, server = backend) {
  const link = /http:\/\/\S+\/api\/device\/verify\?token=[\w-]+/.exec((await latestMailTo(address, server)).text)?.[0];
  if (!link) throw new Error(`The mail to ${address} has no device link`);
  return link;
}

/** A code other than `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** A login through a mailed code on `deviceId` (new, or one the user approved); resolves with the session token. */
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

/** The device link's page as a person sees it, and the form its button posts. */
async function followLink(link: string) {
  const page = await fetch(link);
  const html = await page.text();
  const token = /name="token" value="([\w-]+)"/.exec(html)?.[1];
  return { page, html, token };
}

/** Presses the link page's button: the form's POST. */
const approveLink = (server: EmbeddedWalletServer, token: string) =>
  fetch(`${server.url}/api/device/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });

/**
 * A known user's login on a new device: the code answers VERIFY_DEVICE and mails the link; its page's button approves
 * the device while the device's wait is held; the code sent again logs in. Resolves with the session token.
 */
async function logInOnNewDevice(address: string, deviceId: string, server = backend) {
  expect((await call('POST', '/api/email/connect', { email: address, deviceId }, undefined, server)).body).toEqual({
    action: 'VERIFY_OTP',
  });
  const otp = await codeMailedTo(address, server);
  expect((await call('POST', '/api/otp/verify', { email: address, deviceId, otp }, undefined, server)).body).toEqual({
    action: 'VERIFY_DEVICE',
  });
  const { token } = await followLink(await linkMailedTo(address, server));
  const wait = call('POST', '/api/device/wait', { email: address, deviceId }, undefined, server);
  while (server.heldDeviceWaits() === 0) await new Promise(setImmediate);
  expect((await approveLink(server, token ?? '')).status).toBe(200);
  expect(await wait).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } });
  const verified = await call('POST', '/api/otp/verify', { email: address, deviceId, otp }, undefined, server);
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
      body: { message: 'Invalid code' },
    });
  });

  it('voids a code at its fifth wrong try, the right one included, until a new one is sent', async () => {
    const address = newAddress();
    await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE });
    const otp = await codeMailedTo(address);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp: wrongFor(otp) })).toMatchObject({
        status: 400,
        body: { message: 'Invalid code' },
      });
    }
    expect(await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp })).toMatchObject({
      status: 400,
      body: { message: 'Invalid code' },
    });

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
      body: { message: 'Invalid code' },
    });
  });

  it('mails an address at most once in 30 seconds for a device and says how long to wait', async () => {
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
  it('approves a known user’s new device through the mailed link after its code, then logs it in with that code', async () => {
    const address = newAddress();
    await logIn(address);
    await logInOnNewDevice(address, OTHER_DEVICE);
    const linkMail = (await backend.mailbox()).find(
      (message) => message.to.includes(address) && message.subject === 'Approve a new device',
    );
    expect(linkMail?.text).toContain('valid for 10 minutes');

    // The device is known now: the next login there goes straight from the code to the session.
    advance(30_000);
    await logIn(address, OTHER_DEVICE);
  });

  it('answers 408 to a wait that outlasts its time, so the frame asks again', async () => {
    const impatient = await start({ deviceWaitMs: 20 });
    try {
      const address = newAddress();
      await logIn(address, DEVICE, impatient);
      await call('POST', '/api/email/connect', { email: address, deviceId: OTHER_DEVICE }, undefined, impatient);
      const otp = await codeMailedTo(address, impatient);
      await call('POST', '/api/otp/verify', { email: address, deviceId: OTHER_DEVICE, otp }, undefined, impatient);
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
    await call('POST', '/api/email/connect', { email: address, deviceId: OTHER_DEVICE });
    await call('POST', '/api/otp/verify', { email: address, deviceId: OTHER_DEVICE, otp: await codeMailedTo(address) });
    const link = await linkMailedTo(address);
    const { token } = await followLink(link);
    advance(10 * 60_000);
    expect((await fetch(link)).status).toBe(400);
    expect((await approveLink(backend, token ?? '')).status).toBe(400);
    expect((await fetch(`${backend.url}/api/device/verify?token=forged`)).status).toBe(400);
    expect((await approveLink(backend, 'forged')).status).toBe(400);
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
      action: 'VERIFY_OTP',
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

  it('keeps users and sessions in the data file, signed by the key file beside it, across a restart', async () => {
    const dataFile = join(folder, 'data', 'wallet.sqlite');
    const first = await start({ dataFile });
    const token = await logIn(newAddress(), DEVICE, first);
    await first.stop();
    expect(statSync(`${dataFile}.key`).mode & 0o777).toBe(0o600);
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
      body: { message: 'Invalid code' },
    });
    expect((await call('POST', '/api/email/update/primary', { otp: await codeMailedTo(address) }, token)).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    });
    expect((await call('POST', '/api/email/update/secondary', { otp: await codeMailedTo(newEmail) }, token)).body).toEqual({
      email: newEmail,
    });
    expect((await call('GET', '/api/session', undefined, token)).body).toMatchObject({ user: { email: newEmail } });
  });

  it('refuses an address another user has, said only to whoever holds its mailbox, and needs a session', async () => {
    const taken = newAddress();
    await logIn(taken);
    const address = newAddress();
    const token = await logIn(address);
    expect(await call('POST', '/api/email/update', { email: taken }, token)).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    });
    expect((await call('POST', '/api/email/update/primary', { otp: await codeMailedTo(address) }, token)).status).toBe(200);
    expect(await call('POST', '/api/email/update/secondary', { otp: await codeMailedTo(taken) }, token)).toMatchObject({
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
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:5173 https://*.example.com');
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

describe('what an attacker tries', () => {
  it('answers a request line it cannot read with 400, and goes on serving', async () => {
    // The server as its own program, as `npm start` runs it: a request that crashed it would end this process.
    const program = await startProgram<{ url: string }>(
      new URL('./server.ts', import.meta.url).pathname,
      [JSON.stringify({ allowedOrigins: ALLOWED_ORIGINS, networks: [], frameDir: join(folder, 'frame') })],
      'The embedded wallet server',
    );
    try {
      const { url } = program.served;
      expect((await rawExchange(url, 'GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).statusLine).toMatch(
        /^HTTP\/1\.1 400 /,
      );
      expect((await fetch(`${url}/api/project?projectId=demo`)).status).toBe(200);
    } finally {
      await program.stop();
    }
  });

  it('never locks a user out of their code: guesses from another device meet no code of theirs', async () => {
    const victim = newAddress();
    await call('POST', '/api/email/connect', { email: victim, deviceId: DEVICE });
    const otp = await codeMailedTo(victim);
    for (let guess = 0; guess < 6; guess++) {
      expect(await call('POST', '/api/otp/verify', { email: victim, deviceId: OTHER_DEVICE, otp: wrongFor(otp) })).toMatchObject({
        status: 400,
        body: { message: 'Invalid code' },
      });
    }
    expect((await call('POST', '/api/otp/verify', { email: victim, deviceId: DEVICE, otp })).status).toBe(200);
  });

  it('takes a code only from the device that asked for it', async () => {
    const address = newAddress();
    await logIn(address);
    advance(30_000);
    await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE });
    const otp = await codeMailedTo(address);
    // Someone who got hold of the code, on a device of their own, skips nothing: not the device link, not the code's owner.
    expect(await call('POST', '/api/otp/verify', { email: address, deviceId: OTHER_DEVICE, otp })).toMatchObject({
      status: 400,
      body: { message: 'Invalid code' },
    });
    expect((await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp })).status).toBe(200);
  });

  it('tells a stranger nothing of a code: none, wrong, used up and expired are one answer', async () => {
    const address = newAddress();
    const none = await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp: '123456' });
    await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE });
    const otp = await codeMailedTo(address);
    const wrong = await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp: wrongFor(otp) });
    advance(10 * 60_000);
    const expired = await call('POST', '/api/otp/verify', { email: address, deviceId: DEVICE, otp });
    for (const answer of [none, wrong, expired])
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { message: 'Invalid code' } });
  });

  it('stops guesses at an address after ten in an hour from any clients, but not its user on a known device', async () => {
    const victim = newAddress();
    await logIn(victim);
    const attacker = `attacker-${victim}`;
    const guess = async () => {
      const otp = wrongFor(await codeMailedTo(victim));
      return call('POST', '/api/otp/verify', { email: victim, deviceId: attacker, otp }, undefined, backend, newClient());
    };
    // Each guess from a client of its own, on a new code each time the last was voided: no per-client limit is met.
    let firstGuessAt = 0;
    for (let tried = 0; tried < 10; tried++) {
      if (tried % 4 === 0) {
        advance(30_000);
        await call('POST', '/api/email/connect', { email: victim, deviceId: attacker }, undefined, backend, newClient());
      }
      firstGuessAt ||= clock;
      expect((await guess()).body).toEqual({ message: 'Invalid code' });
    }
    advance(30_000);
    await call('POST', '/api/email/connect', { email: victim, deviceId: attacker }, undefined, backend, newClient());
    const retryAfter = Math.ceil((firstGuessAt + 60 * 60_000 - clock) / 1000);
    expect(await guess()).toMatchObject({ status: 429, body: { message: `Please try again after ${retryAfter} seconds`, retryAfter } });

    // The user's own device is not held back.
    advance(30_000);
    await logIn(victim);
    // The hour rolls on: the first guesses leave the count.
    advance(60 * 60_000);
    expect((await guess()).status).toBe(400);
  });

  it('stops one client after twenty wrong codes in an hour, whatever the addresses', async () => {
    for (let guess = 0; guess < 20; guess++) {
      expect((await call('POST', '/api/otp/verify', { email: newAddress(), deviceId: DEVICE, otp: '000000' })).status).toBe(400);
    }
    expect(await call('POST', '/api/otp/verify', { email: newAddress(), deviceId: DEVICE, otp: '000000' })).toMatchObject({
      status: 429,
      body: { message: 'Please try again after 3600 seconds', retryAfter: 3600 },
    });
    // Another client is not held back.
    expect(
      (await call('POST', '/api/otp/verify', { email: newAddress(), deviceId: DEVICE, otp: '000000' }, undefined, backend, newClient()))
        .status,
    ).toBe(400);
  });

  it('mails at most twenty addresses an hour for one client', async () => {
    for (let sent = 0; sent < 20; sent++) {
      expect((await call('POST', '/api/email/connect', { email: newAddress(), deviceId: DEVICE })).status).toBe(200);
    }
    const address = newAddress();
    expect(await call('POST', '/api/email/connect', { email: address, deviceId: DEVICE })).toMatchObject({
      status: 429,
      body: { message: 'Please try again after 3600 seconds' },
    });
    expect((await backend.mailbox()).some((message) => message.to.includes(address))).toBe(false);
  });

  it('answers the same for an address with no user and for a user’s address on a new device', async () => {
    const known = newAddress();
    await logIn(known);
    const unknown = newAddress();
    advance(30_000);
    const answers = [];
    for (const address of [known, unknown]) {
      const connected = await call('POST', '/api/email/connect', { email: address, deviceId: OTHER_DEVICE });
      const mail = await latestMailTo(address);
      const waited = await call('POST', '/api/device/wait', { email: address, deviceId: OTHER_DEVICE });
      answers.push({
        connected: [connected.status, connected.body],
        subject: mail.subject.replace(/\d{6}/, 'N'),
        waited: [waited.status, waited.body],
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({
      connected: [200, { action: 'VERIFY_OTP' }],
      subject: 'Your sign-in code: N',
      waited: [400, { message: 'No device approval is pending' }],
    });
    expect(backend.heldDeviceWaits()).toBe(0);
  });

  it('approves a device only by the link page’s button, and the link ends at its time even when followed', async () => {
    const address = newAddress();
    await logIn(address);
    await call('POST', '/api/email/connect', { email: address, deviceId: OTHER_DEVICE });
    const otp = await codeMailedTo(address);
    await call('POST', '/api/otp/verify', { email: address, deviceId: OTHER_DEVICE, otp });
    const link = await linkMailedTo(address);

    // A mail scanner fetches the link: a page with a button, and the device is not approved.
    const { page, html, token } = await followLink(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<form method="post" action="/api/device/verify">');
    expect((await fetch(link)).status).toBe(200);
    expect((await call('POST', '/api/otp/verify', { email: address, deviceId: OTHER_DEVICE, otp })).body).toEqual({
      action: 'VERIFY_DEVICE',
    });

    // The button approves it once; the link is over then, and at its time whatever happened.
    expect(await (await approveLink(backend, token ?? '')).text()).toContain('<h1>Device approved</h1>');
    expect((await fetch(link)).status).toBe(400);
    expect((await approveLink(backend, token ?? '')).status).toBe(400);
    advance(10 * 60_000);
    expect((await fetch(link)).status).toBe(400);
  });

  it('keeps the token key out of the database, in a file only its owner reads', async () => {
    const dataFile = join(folder, 'keys', 'wallet.sqlite');
    const server = await start({ dataFile });
    let token: string;
    try {
      token = await logIn(newAddress(), DEVICE, server);
    } finally {
      await server.stop();
    }
    // Whoever copies the database tries every value in it as the key: none signs a session token the server takes.
    const db = new DatabaseSync(dataFile);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name);
    const values = tables.flatMap((table) =>
      db
        .prepare(`SELECT * FROM ${table}`)
        .all()
        .flatMap((row) => Object.values(row)),
    );
    db.close();
    const keys = values
      .filter((value): value is string => typeof value === 'string')
      .flatMap((value) => [Buffer.from(value), ...(/^([0-9a-f]{2})+$/.test(value) ? [Buffer.from(value, 'hex')] : [])]);
    expect(keys.length).toBeGreaterThan(0);
    const again = await start({ dataFile });
    try {
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
      for (const key of keys) {
        const forged = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(key);
        expect((await call('GET', '/api/session', undefined, forged, again)).status).toBe(401);
      }
      expect((await call('GET', '/api/session', undefined, token, again)).status).toBe(200);
    } finally {
      await again.stop();
    }
    expect(statSync(`${dataFile}.key`).mode & 0o777).toBe(0o600);
    chmodSync(`${dataFile}.key`, 0o644);
    await expect(start({ dataFile })).rejects.toThrow('is open to other users: chmod 600 it');
  });

  it('ends the user’s other sessions when the e-mail changes', async () => {
    const address = newAddress();
    const newEmail = newAddress();
    // Two sessions (another tab, or a session someone else got hold of): the change in one ends the other.
    const elsewhere = await logIn(address);
    advance(30_000);
    const here = await logIn(address);
    await call('POST', '/api/email/update', { email: newEmail }, here);
    await call('POST', '/api/email/update/primary', { otp: await codeMailedTo(address) }, here);
    await call('POST', '/api/email/update/secondary', { otp: await codeMailedTo(newEmail) }, here);
    expect((await call('GET', '/api/session', undefined, here)).status).toBe(200);
    expect(await call('GET', '/api/session', undefined, elsewhere)).toMatchObject({ status: 401, body: { message: 'Not signed in' } });
  });

  it('serves the mailbox only when started for development or tests', async () => {
    const deployed = await start({ devMailbox: false });
    try {
      expect((await fetch(`${deployed.url}/__dev/mailbox`, { headers: { origin: 'http://127.0.0.1:5173' } })).status).toBe(404);
    } finally {
      await deployed.stop();
    }
    expect((await fetch(`${backend.url}/__dev/mailbox`)).status).toBe(200);
  });

  it('runs only the frame’s own script files', async () => {
    const policy = (await fetch(`${backend.url}/`)).headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual([
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      'frame-ancestors http://127.0.0.1:5173 https://*.example.com',
    ]);
  });
});
