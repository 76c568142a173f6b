/**
 * bip322-js (the oracle that signs here) and bitcoinjs-lib mix Node's Buffer with the test realm's Uint8Array under
 * jsdom ("ecc library invalid"): these run in Node, where there is one realm.
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { hex } from '@scure/base';
import { p2pkh, WIF } from '@scure/btc-signer';
import { pubECDSA } from '@scure/btc-signer/utils.js';
import { Signer } from 'bip322-js';
import type { SIWXMessageData } from '../../config/siwx';
import { createBitcoinDevWallet } from '../../devWallet/bitcoinDevWallet';
import { bitcoinHooks } from './hooks';
import { verifyMessageSignature } from './messageSignature';
import { TESTNET_FORMAT } from './networks';

const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328';

describe('verifyMessageSignature', () => {
  // BIP-322's test vectors: the address bc1q9vza…kx0l (private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
  const BIP322_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
  const HELLO_WORLD =
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
  const EMPTY =
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';

  it("accepts BIP-322's own signatures and refuses them for another message", async () => {
    expect(await verifyMessageSignature(BIP322_ADDRESS, 'Hello World', HELLO_WORLD)).toBe(true);
    expect(await verifyMessageSignature(BIP322_ADDRESS, '', EMPTY)).toBe(true);
    expect(await verifyMessageSignature(BIP322_ADDRESS, 'Hello World!', HELLO_WORLD)).toBe(false);
    expect(await verifyMessageSignature(BIP322_ADDRESS, 'Hello World', EMPTY)).toBe(false);
  });

  it('accepts a legacy (BIP-137) signature of a P2PKH address and refuses it for a tampered message', async () => {
    const key = hex.decode('b5c8b4acf7b66682afbc5eef20c3b12998ba3c14a97047c9187454377f1a7856');
    const address = p2pkh(pubECDSA(key), TESTNET_FORMAT).address as string;
    const signature = Signer.sign(WIF(TESTNET_FORMAT).encode(key), address, 'Legacy message');
    // A legacy signature is 65 bytes: a recovery flag and r, s.
    expect(Buffer.from(signature, 'base64')).toHaveLength(65);
    expect(await verifyMessageSignature(address, 'Legacy message', signature)).toBe(true);
    expect(await verifyMessageSignature(address, 'Legacy message.', signature)).toBe(false);
  });

  it('refuses what is not a signature', async () => {
    expect(await verifyMessageSignature(BIP322_ADDRESS, 'Hello World', 'not base64 at all')).toBe(false);
  });
});

describe('the Bitcoin sign-in', () => {
  let permitted = false;
  const { bitcoin } = createBitcoinDevWallet(
    'Dev Wallet',
    'data:image/svg+xml,',
    { id: `bip122:${REGTEST}`, name: 'Bitcoin Regtest' },
    {
      approve: async () => {},
      accountIndex: () => 0,
      permitted: () => permitted,
      permit: (value) => {
        permitted = value;
      },
    },
  );

  async function signed(text: string, address: string) {
    const answer = (await bitcoin.provider.request('signMessage', { address, message: text, protocol: 'BIP322' })) as {
      result: { signature: string };
    };
    return answer.result.signature;
  }

  const data = (address: string, overrides: Partial<SIWXMessageData> = {}): SIWXMessageData => ({
    domain: 'app.example',
    uri: 'https://app.example/login',
    version: '1',
    nonce: 'n0nce1234',
    chainId: `bip122:${REGTEST}`,
    accountAddress: address,
    statement: 'Sign in to the example app.',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 60_000).toISOString(),
    ...overrides,
  });

  it('is ERC-4361 worded for a Bitcoin account', async () => {
    const address = bitcoin.addresses[0] as string;
    const text = await bitcoinHooks.signIn.messageText(data(address));
    expect(text.split('\n').slice(0, 2)).toEqual(['app.example wants you to sign in with your Bitcoin account:', address]);
    expect(text).toContain(`\nChain ID: ${REGTEST}\n`);
  });

  it.each([
    ['payment (P2WPKH)', 0],
    ['ordinals (P2TR)', 1],
  ])('is made, signed by the Dev Wallet with its %s address and verified; tampered, it is refused', async (_purpose, which) => {
    permitted = true;
    const account = (await bitcoin.provider.request('wallet_getAccount', null)) as { result: { addresses: { address: string }[] } };
    const address = account.result.addresses[which]?.address as string;
    const messageData = data(address);
    const message = await bitcoinHooks.signIn.messageText(messageData);
    const signature = await signed(message, address);

    expect(await bitcoinHooks.signIn.verify({ data: messageData, message, signature }, [])).toBe(true);
    const tampered = message.replace('Sign in to the example app.', 'Sign in to another app.');
    expect(await bitcoinHooks.signIn.verify({ data: messageData, message: tampered, signature }, [])).toBe(false);
    expect(await bitcoinHooks.signIn.verify({ data: { ...messageData, nonce: 'another1' }, message, signature }, [])).toBe(false);
  });

  it('refuses a message for an address of another network, and an expired one', async () => {
    permitted = true;
    const address = bitcoin.addresses[0] as string;
    const onMainnet = data(address, { chainId: 'bip122:000000000019d6689c085ae165831e93' });
    const mainnetMessage = await bitcoinHooks.signIn.messageText(onMainnet);
    expect(
      await bitcoinHooks.signIn.verify({ data: onMainnet, message: mainnetMessage, signature: await signed(mainnetMessage, address) }, []),
    ).toBe(false);
    const expired = data(address, { expirationTime: new Date(Date.now() - 1000).toISOString() });
    const expiredMessage = await bitcoinHooks.signIn.messageText(expired);
    expect(
      await bitcoinHooks.signIn.verify({ data: expired, message: expiredMessage, signature: await signed(expiredMessage, address) }, []),
    ).toBe(false);
  });
});
