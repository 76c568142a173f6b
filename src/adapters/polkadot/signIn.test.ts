/** @jest-environment node */
// The CAIP-122 sign-in in Polkadot's wording, made, signed as extensions sign (`signRaw` over the bytes wrapped in
// <Bytes>…</Bytes>) and verified, for each of the three signature schemes of the polkadot-js extension interface.
import { Keyring } from '@polkadot/keyring';
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import type { KeypairType } from '@polkadot/util-crypto/types';
import type { SIWXMessageData } from '../../config/siwx';
import { POLKADOT_DEV_PHRASE } from '../../devWallet/polkadotDevWallet';
import { polkadotHooks } from './hooks';
import { polkadotSignInMessage, verifyPolkadotSignIn } from './signIn';

const LOCAL = 'polkadot:2f5b862eaec1ebd8e28b633f9762e724';
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';

beforeAll(() => cryptoWaitReady());

/** `//Alice` as a pair of `type`, written with `prefix`. */
const alice = (type: KeypairType, prefix = 42) => new Keyring({ type, ss58Format: prefix }).addFromUri(`${POLKADOT_DEV_PHRASE}//Alice`);

function messageData(address: string, chainId = LOCAL): SIWXMessageData {
  return {
    domain: 'app.example',
    uri: 'https://app.example/login',
    version: '1',
    nonce: 'n0nce1234',
    statement: 'Sign in to App',
    accountAddress: address,
    chainId: chainId as SIWXMessageData['chainId'],
    issuedAt: '2026-01-01T00:00:00.000Z',
    expirationTime: new Date(Date.now() + 60_000).toISOString(),
  };
}

/** What an extension's `signRaw` answers for `message`: the pair's signature of the wrapped bytes, 0x-hex. */
const signRaw = (pair: ReturnType<typeof alice>, message: string) => u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(message))));

describe('Polkadot sign-in', () => {
  it('writes ERC-4361’s template with a Polkadot account and the CAIP-2 reference', async () => {
    const data = messageData(alice('sr25519').address);
    const text = await polkadotHooks.signIn.messageText(data);
    expect(text).toBe(polkadotSignInMessage(data));
    expect(text.split('\n')).toEqual([
      'app.example wants you to sign in with your Polkadot account:',
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      '',
      'Sign in to App',
      '',
      'URI: https://app.example/login',
      'Version: 1',
      'Chain ID: 2f5b862eaec1ebd8e28b633f9762e724',
      'Nonce: n0nce1234',
      'Issued At: 2026-01-01T00:00:00.000Z',
      `Expiration Time: ${data.expirationTime}`,
    ]);
  });

  it.each(['sr25519', 'ed25519', 'ecdsa'] as const)('accepts a %s signature and refuses it on a changed message', async (type) => {
    const pair = alice(type);
    const data = messageData(pair.address);
    const message = polkadotSignInMessage(data);
    const signature = signRaw(pair, message);
    expect(await polkadotHooks.signIn.verify({ data, message, signature }, [])).toBe(true);
    // The statement is not among the fields compared: only the signature can tell this message from the signed one.
    const tampered = message.replace('Sign in to App', 'Sign in to App and send everything');
    expect(await verifyPolkadotSignIn({ data, message: tampered, signature })).toBe(false);
  });

  it('refuses another account’s signature, a mangled one, and a message of another network, domain or nonce', async () => {
    const pair = alice('sr25519');
    const data = messageData(pair.address);
    const message = polkadotSignInMessage(data);
    const signature = signRaw(pair, message);
    const bob = new Keyring({ type: 'sr25519' }).addFromUri(`${POLKADOT_DEV_PHRASE}//Bob`);
    expect(await verifyPolkadotSignIn({ data, message, signature: signRaw(bob, message) })).toBe(false);
    expect(await verifyPolkadotSignIn({ data, message, signature: `${signature.slice(0, -2)}00` })).toBe(false);
    expect(await verifyPolkadotSignIn({ data, message, signature: 'not a signature' })).toBe(false);
    expect(await verifyPolkadotSignIn({ data: { ...data, chainId: POLKADOT }, message, signature })).toBe(false);
    expect(await verifyPolkadotSignIn({ data: { ...data, domain: 'evil.example' }, message, signature })).toBe(false);
    expect(await verifyPolkadotSignIn({ data: { ...data, nonce: 'other1' }, message, signature })).toBe(false);
  });

  it('accepts the network’s own prefix, and refuses an account written for another network', async () => {
    const polkadotAlice = alice('sr25519', 0);
    const data = messageData(polkadotAlice.address, POLKADOT);
    const message = polkadotSignInMessage(data);
    expect(await verifyPolkadotSignIn({ data, message, signature: signRaw(polkadotAlice, message) })).toBe(true);
    const kusamaAlice = alice('sr25519', 2);
    const onPolkadot = messageData(kusamaAlice.address, POLKADOT);
    const kusamaMessage = polkadotSignInMessage(onPolkadot);
    expect(await verifyPolkadotSignIn({ data: onPolkadot, message: kusamaMessage, signature: signRaw(kusamaAlice, kusamaMessage) })).toBe(
      false,
    );
  });

  it('refuses an expired message and one not yet valid', async () => {
    const pair = alice('sr25519');
    const expired = { ...messageData(pair.address), expirationTime: '2020-01-01T00:00:00.000Z' };
    const expiredMessage = polkadotSignInMessage(expired);
    expect(await verifyPolkadotSignIn({ data: expired, message: expiredMessage, signature: signRaw(pair, expiredMessage) })).toBe(false);
    const early = { ...messageData(pair.address), notBefore: new Date(Date.now() + 60_000).toISOString() };
    const earlyMessage = polkadotSignInMessage(early);
    expect(await verifyPolkadotSignIn({ data: early, message: earlyMessage, signature: signRaw(pair, earlyMessage) })).toBe(false);
  });
});
