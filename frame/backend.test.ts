/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorText } from '../src/errors';
import { type EmbeddedWalletServer, startEmbeddedWalletServer } from '../tools/embeddedWallet/server.ts';
import { type Backend, createBackend } from './backend';
import { fakeBackend } from './test/fakeBackend';

// The frame's backend client against the real server (tools/embeddedWallet/server.ts) over HTTP: the e-mail login,
// a known user's new device approved after its code included (docs/behaviour.md#embedded-wallet-e-mail-login).

const FIRST_DEVICE = 'device-first-0001';
const NEW_DEVICE = 'device-new-00002';
let count = 0;
const newAddress = () => `frame-user${++count}@example.org`;

let server: EmbeddedWalletServer;
/** A server whose device waits run out at once. */
let impatient: EmbeddedWalletServer;
beforeAll(async () => {
  [server, impatient] = await Promise.all([
    startEmbeddedWalletServer({ allowedOrigins: [], networks: [] }),
    startEmbeddedWalletServer({ allowedOrigins: [], networks: [], deviceWaitMs: 20 }),
  ]);
});
afterAll(() => Promise.all([server.stop(), impatient.stop()]));

const backendOf = (of: EmbeddedWalletServer) => createBackend(`${of.url}/api`);

async function newestMail(of: EmbeddedWalletServer, email: string) {
  const message = (await of.mailbox()).find((received) => received.to.includes(email));
  if (!message) throw new Error(`No mail to ${email}`);
  return message.text;
}

const codeMailed = async (of: EmbeddedWalletServer, email: string) => /\b(\d{6})\b/.exec(await newestMail(of, email))?.[1] ?? '';

/** Presses the button on the page of the device link mailed to `email`. */
async function approveMailedLink(of: EmbeddedWalletServer, email: string) {
  const link = /http:\/\/\S+\/api\/device\/verify\?token=[\w-]+/.exec(await newestMail(of, email))?.[0] ?? '';
  const token = /name="token" value="([\w-]+)"/.exec(await (await fetch(link)).text())?.[1] ?? '';
  const approved = await fetch(`${of.url}/api/device/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(approved.status).toBe(200);
}

async function logIn(backend: Backend, of: EmbeddedWalletServer, email: string, deviceId: string) {
  expect(await backend.connectEmail({ email, deviceId })).toEqual({ action: 'VERIFY_OTP' });
  return backend.verifyOtp({ email, deviceId, otp: await codeMailed(of, email) });
}

describe('the frame’s backend client', () => {
  it('logs a new user in with the code mailed to this device', async () => {
    const email = newAddress();
    expect(await logIn(backendOf(server), server, email, FIRST_DEVICE)).toMatchObject({ token: expect.any(String), user: { email } });
  });

  it('logs a known user in on a new device once the mailed link is approved, in the one code request', async () => {
    const backend = backendOf(server);
    const email = newAddress();
    const first = await logIn(backend, server, email, FIRST_DEVICE);
    const login = logIn(backend, server, email, NEW_DEVICE);
    while (server.heldDeviceWaits() === 0) await new Promise(setImmediate);
    await approveMailedLink(server, email);
    expect(await login).toMatchObject({ token: expect.any(String), user: { id: first.user.id, email } });
  });

  it('says to follow the link and ask again when the wait runs out, and the same code logs in then', async () => {
    const backend = backendOf(impatient);
    const email = newAddress();
    await logIn(backend, impatient, email, FIRST_DEVICE);
    expect(await backend.connectEmail({ email, deviceId: NEW_DEVICE })).toEqual({ action: 'VERIFY_OTP' });
    const otp = await codeMailed(impatient, email);
    await expect(backend.verifyOtp({ email, deviceId: NEW_DEVICE, otp })).rejects.toThrow(ErrorText.frameDeviceNotVerified);
    await approveMailedLink(impatient, email);
    expect(await backend.verifyOtp({ email, deviceId: NEW_DEVICE, otp })).toMatchObject({ user: { email } });
  });

  it('passes a wrong code on in the backend’s words', async () => {
    const backend = backendOf(server);
    const email = newAddress();
    await backend.connectEmail({ email, deviceId: FIRST_DEVICE });
    const otp = (await codeMailed(server, email)) === '000000' ? '111111' : '000000';
    await expect(backend.verifyOtp({ email, deviceId: FIRST_DEVICE, otp })).rejects.toThrow('Invalid code');
  });
});

it('has a fake for the frame’s tests that checks a new device after the code, as the server does', async () => {
  const fake = fakeBackend({ deviceCheck: 'afterCode' });
  const backend = createBackend('https://wallet.example/api', fake.fetch);
  const email = newAddress();
  const logInFake = async (deviceId: string) => {
    expect(await backend.connectEmail({ email, deviceId })).toEqual({ action: 'VERIFY_OTP' });
    return backend.verifyOtp({ email, deviceId, otp: fake.mailbox.at(-1)?.code ?? '' });
  };
  const first = await logInFake(FIRST_DEVICE);
  await expect(backend.waitForDevice({ email, deviceId: NEW_DEVICE })).rejects.toThrow('No device approval is pending');
  expect(await logInFake(NEW_DEVICE)).toMatchObject({ user: { id: first.user.id, email } });
  expect(fake.users.get(email)?.devices).toEqual(new Set([FIRST_DEVICE, NEW_DEVICE]));
});
