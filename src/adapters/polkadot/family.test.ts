/** @jest-environment node */
// Address vectors from the SS58 specification (https://docs.substrate.io/reference/address-formats/ and the registry of
// prefixes, https://github.com/paritytech/ss58-registry): base58 of prefix ‖ 32-byte account id ‖ the first two bytes of
// blake2b-512("SS58PRE" ‖ prefix ‖ account id); prefixes 0-63 take one byte, 64-16383 two, 46 and 47 are reserved.
// family.ts reads the format with @scure/base and @noble/hashes; these prove it answers as @polkadot/util-crypto does.

import { stringToU8a, u8aConcat } from '@polkadot/util';
import { base58Encode, blake2AsU8a, cryptoWaitReady, decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { polkadotFamily } from './family';

/** Alice's sr25519 account id (`//Alice` of the development phrase). */
const ALICE = Uint8Array.from(Buffer.from('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 'hex'));

/** An SS58 string of `bytes` with a correct checksum, whatever the bytes are: for forms util-crypto refuses to write. */
const withChecksum = (bytes: Uint8Array) =>
  base58Encode(u8aConcat(bytes, blake2AsU8a(u8aConcat(stringToU8a('SS58PRE'), bytes), 512).subarray(0, 2)));

/** util-crypto's answer: an SS58 string that decodes, checksum and all, to a 32-byte account id. */
function utilCryptoAccepts(address: string) {
  try {
    return decodeAddress(address).length === 32;
  } catch {
    return false;
  }
}

/** A deterministic byte source, so a failing case can be replayed. */
function bytesFrom(seed: number, length: number) {
  let state = seed;
  return Uint8Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state >> 16;
  });
}

beforeAll(() => cryptoWaitReady());

describe('polkadotFamily', () => {
  it('is the polkadot namespace with eoa accounts and no balance, send, names, activity or on-ramp (docs/behaviour.md#other-families)', () => {
    expect(polkadotFamily).toMatchObject({ namespace: 'polkadot', defaultAccountType: 'eoa', capabilities: [] });
    expect(polkadotFamily.normalAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    );
  });

  it.each([
    ['Polkadot (0)', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
    ['Kusama (2)', 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'],
    ['generic Substrate (42)', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
    ['a two-byte prefix (1284, Moonbeam’s slot)', encodeAddress(ALICE, 1284)],
    ['the largest prefix (16383)', encodeAddress(ALICE, 16383)],
  ])('accepts Alice’s account written for %s', (_, address) => {
    expect(utilCryptoAccepts(address)).toBe(true);
    expect(polkadotFamily.isAddress(address)).toBe(true);
  });

  it.each([
    ['a checksum off by one character', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ'],
    ['characters base58 leaves out (0, O, I, l)', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKut0l'],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['a bech32 address', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'],
    ['nothing', ''],
    ['a 33-byte key (an ecdsa public key, not an account id)', encodeAddress(new Uint8Array(33).fill(2), 42)],
    ['an 8-byte payload (an index, not an account)', encodeAddress(new Uint8Array(8).fill(1), 42)],
    ['reserved prefix 46', withChecksum(u8aConcat([46], ALICE))],
    ['reserved prefix 47', withChecksum(u8aConcat([47], ALICE))],
    ['the high bit set on the first byte', withChecksum(u8aConcat([0x80, 0x00], ALICE))],
  ])('refuses %s', (_, address) => {
    expect(polkadotFamily.isAddress(address)).toBe(false);
    expect(utilCryptoAccepts(address)).toBe(false);
  });

  it('answers as util-crypto does on 300 random accounts, prefixes and single-character changes', () => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    for (let seed = 1; seed <= 300; seed += 1) {
      const [high = 0, low = 0, position = 0] = bytesFrom(seed * 7, 3);
      const prefix = ((high << 8) | low) % 16384;
      if (prefix === 46 || prefix === 47) continue;
      const address = encodeAddress(bytesFrom(seed, 32), prefix);
      expect([address, polkadotFamily.isAddress(address)]).toEqual([address, true]);
      const index = position % address.length;
      const replaced = alphabet[(alphabet.indexOf(address[index] as string) + 1) % alphabet.length] as string;
      const changed = `${address.slice(0, index)}${replaced}${address.slice(index + 1)}`;
      expect([changed, polkadotFamily.isAddress(changed)]).toEqual([changed, utilCryptoAccepts(changed)]);
    }
  });
});
