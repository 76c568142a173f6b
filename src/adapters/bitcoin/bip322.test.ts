/**
 * bip322-js (the oracle) mixes Node's Buffer with the test realm's Uint8Array under jsdom: these run in Node.
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base64, hex } from '@scure/base';
import { p2pkh, p2sh, p2tr, p2wpkh, WIF } from '@scure/btc-signer';
import { VarBytes } from '@scure/btc-signer/script.js';
import { pubECDSA, pubSchnorr, sha256x2 } from '@scure/btc-signer/utils.js';
import { Signer, Verifier } from 'bip322-js';
import { BITCOIN_PAYMENT_KEYS } from '../../devWallet/bitcoinDevWallet';
import { signBip322, verifyBip322 } from './bip322';
import { type AddressFormat, MAINNET_FORMAT, REGTEST_FORMAT, TESTNET_FORMAT } from './networks';

// BIP-322's vectors (bip-0322/basic-test-vectors.json): this key's P2WPKH address and its signatures, each message with
// two valid signatures (low-R and not).
const BIP322_KEY = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k';
const BIP322_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const EMPTY_SIGNATURES = [
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
] as const;
const HELLO_WORLD_SIGNATURES = [
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
] as const;
// BIP-322's P2TR vectors: the unprefixed "No prefix fallback" one (basic-test-vectors.json) and a generated one with
// BIP-322 2.0's `smp` prefix (generated-test-vectors.json), next to a generated P2WPKH one.
const TAPROOT_VECTORS = [
  {
    address: 'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler',
    message: 'No prefix fallback',
    signature: 'AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R',
  },
  {
    address: 'bc1pcquvhrqv0q68t4m0hfq6tpn006qrskyc7yrqnp2uyrf2emg3wynsdjyk38',
    message: 'PURVOQ544B6HUATVBJZN5EZJUU',
    signature: 'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8',
  },
] as const;
const GENERATED_P2WPKH = {
  address: 'bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v',
  message: '2V6TUTMSH4VQ3Z7WZWKYD7DFNH',
  signature:
    'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT',
};
// Bitcoin Core's P2TR vector (bitcoin/bitcoin#24058, bip322-js's tests): BIP322_KEY's BIP-86 address, SIGHASH_ALL (65 bytes).
const CORE_TAPROOT = {
  address: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
  message: 'Hello World',
  signature: 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
};
// A legacy signature (bitcoinjs-message's README): an uncompressed key's P2PKH address.
const LEGACY = {
  address: '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
  message: 'This is an example of a signed message.',
  signature: 'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
};

const keyOf = (wif: string, format: AddressFormat = MAINNET_FORMAT) => WIF(format).decode(wif);

/** A BIP-137 signature made here with noble: `base` is the header's address type (27, 31, 35, 39). */
function bip137(privateKey: Uint8Array, message: string, base: number): string {
  const encoded = new TextEncoder().encode(message);
  const hash = sha256x2(new TextEncoder().encode('\x18Bitcoin Signed Message:\n'), VarBytes.encode(encoded));
  const signature = secp256k1.sign(hash, privateKey);
  return base64.encode(new Uint8Array([base + signature.recovery, ...signature.toCompactRawBytes()]));
}

describe('verifyBip322 on the BIP-322 vectors', () => {
  it('accepts both signatures of "" and of "Hello World" by bc1q9vza…kx0l, with and without the smp prefix', () => {
    for (const signature of EMPTY_SIGNATURES) {
      expect(verifyBip322(BIP322_ADDRESS, '', signature)).toBe(true);
      expect(verifyBip322(BIP322_ADDRESS, '', `smp${signature}`)).toBe(true);
      expect(verifyBip322(BIP322_ADDRESS, 'Hello World', signature)).toBe(false);
    }
    for (const signature of HELLO_WORLD_SIGNATURES) {
      expect(verifyBip322(BIP322_ADDRESS, 'Hello World', signature)).toBe(true);
      expect(verifyBip322(BIP322_ADDRESS, '', signature)).toBe(false);
    }
  });

  it('accepts the P2TR vectors, the generated P2WPKH one and Bitcoin Core P2TR one (SIGHASH_ALL)', () => {
    for (const vector of [...TAPROOT_VECTORS, GENERATED_P2WPKH, CORE_TAPROOT]) {
      expect(verifyBip322(vector.address, vector.message, vector.signature)).toBe(true);
      expect(verifyBip322(vector.address, `${vector.message}.`, vector.signature)).toBe(false);
    }
    // The oracle agrees on the unprefixed ones.
    expect(Verifier.verifySignature(TAPROOT_VECTORS[0].address, TAPROOT_VECTORS[0].message, TAPROOT_VECTORS[0].signature)).toBe(true);
    expect(Verifier.verifySignature(CORE_TAPROOT.address, CORE_TAPROOT.message, CORE_TAPROOT.signature)).toBe(true);
  });

  it("refuses BIP-322's error vectors", () => {
    const p2wsh = 'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9';
    expect(verifyBip322(BIP322_ADDRESS, '', 'not-valid-base64!!!')).toBe(false);
    expect(verifyBip322(BIP322_ADDRESS, '', '')).toBe(false);
    expect(verifyBip322(BIP322_ADDRESS, 'Wrong message that was not signed', `smp${EMPTY_SIGNATURES[0]}`)).toBe(false);
    expect(verifyBip322(p2wsh, '', `smp${EMPTY_SIGNATURES[0]}`)).toBe(false);
    expect(verifyBip322(BIP322_ADDRESS, '', 'smpAA==')).toBe(false);
    expect(verifyBip322(BIP322_ADDRESS, '', 'fooAA==')).toBe(false);
    expect(
      verifyBip322(
        'bc1pyrgrm6cu6n54jrvkdjd9rvyd3xfyu84s2623awu2srn6mxhscwpsm5644w',
        'incorrect prefix',
        'fulAUDZwFXUp+adN+/UZj5dVrGAbB3zKs1Vcalz5fCF9srxS63eSWNGvH1NYbrBkPt1BJDUyWUz9zgUxfc63/QheT6M',
      ),
    ).toBe(false);
  });

  it('accepts the legacy P2PKH vector and refuses it for another message or address', () => {
    expect(verifyBip322(LEGACY.address, LEGACY.message, LEGACY.signature)).toBe(true);
    expect(Verifier.verifySignature(LEGACY.address, LEGACY.message, LEGACY.signature)).toBe(true);
    expect(verifyBip322(LEGACY.address, `${LEGACY.message} `, LEGACY.signature)).toBe(false);
    expect(verifyBip322('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', LEGACY.message, LEGACY.signature)).toBe(false);
  });
});

describe('signBip322', () => {
  it('signs the BIP-322 P2WPKH vectors to signatures BIP-322 and bip322-js accept', () => {
    const key = keyOf(BIP322_KEY);
    for (const message of ['', 'Hello World', 'UTF-8 support: öäüéàè 测试文本 😄']) {
      const signature = signBip322(key, BIP322_ADDRESS, message, MAINNET_FORMAT);
      // lowR: 71-byte DER signatures, the same length as Bitcoin Core's.
      expect(base64.decode(signature)[1]).toBe(0x47);
      expect(verifyBip322(BIP322_ADDRESS, message, signature)).toBe(true);
      expect(Verifier.verifySignature(BIP322_ADDRESS, message, signature)).toBe(true);
    }
  });

  it('signs for P2TR by key path (BIP-86 tweak, 64-byte Schnorr), which both verifiers accept', () => {
    const key = keyOf(BIP322_KEY);
    const signature = signBip322(key, CORE_TAPROOT.address, CORE_TAPROOT.message, MAINNET_FORMAT);
    expect(base64.decode(signature)).toHaveLength(66);
    expect(verifyBip322(CORE_TAPROOT.address, CORE_TAPROOT.message, signature)).toBe(true);
    expect(Verifier.verifySignature(CORE_TAPROOT.address, CORE_TAPROOT.message, signature)).toBe(true);
    expect(verifyBip322(CORE_TAPROOT.address, 'Hello World!', signature)).toBe(false);
  });

  it.each([
    ['regtest', REGTEST_FORMAT],
    ['testnet', TESTNET_FORMAT],
    ['mainnet', MAINNET_FORMAT],
  ] as const)('agrees with bip322-js both ways on %s keys (P2WPKH and P2TR)', (_, format) => {
    const message = 'Sign in to example.com\nNonce: 4f1c2a';
    for (const keyHex of BITCOIN_PAYMENT_KEYS.slice(0, 3)) {
      const key = hex.decode(keyHex);
      const wif = WIF(format).encode(key);
      for (const address of [p2wpkh(pubECDSA(key), format).address, p2tr(pubSchnorr(key), undefined, format).address]) {
        const ours = signBip322(key, address as string, message, format);
        expect(Verifier.verifySignature(address as string, message, ours)).toBe(true);
        const theirs = Signer.sign(wif, address as string, message);
        expect(verifyBip322(address as string, message, theirs)).toBe(true);
        expect(verifyBip322(address as string, `${message}!`, theirs)).toBe(false);
      }
    }
  });

  it("refuses a key that is not the address's, and addresses it does not sign for", () => {
    const key = keyOf(BIP322_KEY);
    const other = hex.decode(BITCOIN_PAYMENT_KEYS[0]);
    expect(() => signBip322(other, BIP322_ADDRESS, '', MAINNET_FORMAT)).toThrow();
    expect(() => signBip322(other, CORE_TAPROOT.address, '', MAINNET_FORMAT)).toThrow();
    expect(() => signBip322(key, p2pkh(pubECDSA(key)).address as string, '', MAINNET_FORMAT)).toThrow();
    // An address of another network than `network`.
    expect(() => signBip322(key, BIP322_ADDRESS, '', REGTEST_FORMAT)).toThrow();
  });
});

describe('verifyBip322 against bip322-js signatures', () => {
  const message = 'Hello from bip322-js';
  it.each([
    ['mainnet', MAINNET_FORMAT],
    ['regtest', REGTEST_FORMAT],
  ] as const)('accepts P2SH-P2WPKH simple and P2PKH legacy signatures on %s', (_, format) => {
    const key = hex.decode(BITCOIN_PAYMENT_KEYS[1]);
    const wif = WIF(format).encode(key);
    const nested = p2sh(p2wpkh(pubECDSA(key), format), format).address as string;
    const legacy = p2pkh(pubECDSA(key), format).address as string;
    for (const address of [nested, legacy]) {
      const signature = Signer.sign(wif, address, message);
      expect(verifyBip322(address, message, signature)).toBe(true);
      expect(verifyBip322(address, `${message}?`, signature)).toBe(false);
    }
    // A nested signature is no signature of the native address, and the other way round.
    const nestedSignature = Signer.sign(wif, nested, message);
    expect(verifyBip322(p2wpkh(pubECDSA(key), format).address as string, message, nestedSignature)).toBe(false);
  });

  it('accepts BIP-137 signatures in every header range, as bip322-js does', () => {
    const key = hex.decode(BITCOIN_PAYMENT_KEYS[2]);
    const publicKey = pubECDSA(key);
    const cases = [
      { address: p2pkh(pubECDSA(key, false)).address as string, base: 27 },
      { address: p2pkh(publicKey).address as string, base: 31 },
      { address: p2sh(p2wpkh(publicKey)).address as string, base: 35 },
      { address: p2wpkh(publicKey).address as string, base: 39 },
      { address: p2wpkh(publicKey, REGTEST_FORMAT).address as string, base: 39 },
      // Wallets that sign BIP-137 for a taproot account: the compressed key's BIP-86 address.
      { address: p2tr(publicKey.subarray(1)).address as string, base: 31 },
    ];
    for (const { address, base } of cases) {
      const signature = bip137(key, message, base);
      expect(Verifier.verifySignature(address, message, signature)).toBe(true);
      expect(verifyBip322(address, message, signature)).toBe(true);
      expect(verifyBip322(address, `${message}.`, signature)).toBe(false);
    }
    const otherKey = pubECDSA(hex.decode(BITCOIN_PAYMENT_KEYS[3]));
    expect(verifyBip322(p2wpkh(otherKey).address as string, message, bip137(key, message, 39))).toBe(false);
  });
});

describe('verifyBip322 on hostile input', () => {
  const valid = HELLO_WORLD_SIGNATURES[0];
  it('returns false, never throws', () => {
    const bytes = base64.decode(valid);
    const flipped = bytes.slice();
    flipped[20] = (flipped[20] as number) ^ 1;
    const legacyBytes = base64.decode(LEGACY.signature);
    const badHeader = legacyBytes.slice();
    badHeader[0] = 43;
    const zeroRS = new Uint8Array(65);
    zeroRS[0] = 31;
    const signatures = [
      valid.slice(0, 40),
      valid.slice(0, -4),
      base64.encode(bytes.subarray(0, 60)),
      base64.encode(flipped),
      base64.encode(new Uint8Array([...bytes, 0])),
      base64.encode(badHeader),
      base64.encode(zeroRS),
      base64.encode(new Uint8Array(65).fill(0xff)),
      base64.encode(new Uint8Array([1, 64, ...new Uint8Array(64)])),
      base64.encode(new Uint8Array([1, 65, ...new Uint8Array(64), 0])),
      base64.encode(new Uint8Array([2, 0, 0])),
      base64.encode(new Uint8Array([0xfd, 0xff, 0xff])),
      '====',
      'smp',
      '\u0000',
      'x'.repeat(10_000),
    ];
    for (const signature of signatures) {
      expect(verifyBip322(BIP322_ADDRESS, 'Hello World', signature)).toBe(false);
      expect(verifyBip322(CORE_TAPROOT.address, 'Hello World', signature)).toBe(false);
      expect(verifyBip322(LEGACY.address, 'Hello World', signature)).toBe(false);
    }
    // The signature for another address, and addresses that are none.
    expect(verifyBip322('bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v', 'Hello World', valid)).toBe(false);
    expect(verifyBip322(CORE_TAPROOT.address, 'Hello World', valid)).toBe(false);
    for (const address of [
      '',
      'bc1q',
      'not an address',
      BIP322_ADDRESS.toUpperCase().slice(0, -1),
      '0x0000000000000000000000000000000000000000',
    ]) {
      expect(verifyBip322(address, 'Hello World', valid)).toBe(false);
    }
    const hostile = verifyBip322 as (...args: unknown[]) => boolean;
    expect(hostile(undefined, 'Hello World', valid)).toBe(false);
    expect(hostile(BIP322_ADDRESS, 'Hello World', null)).toBe(false);
    expect(hostile(BIP322_ADDRESS, 42, valid)).toBe(false);
  });
});
