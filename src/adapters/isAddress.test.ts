// The public address check is pure: no modal is made in this file, and what a modal brings changes none of its answers.
import { jest } from '@jest/globals';
import { isAddress } from './isAddress';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

describe('isAddress on a page without a modal', () => {
  it.each([
    [EVM, true],
    [EVM.slice(2), true], // the 0x prefix is optional
    [EVM.toLowerCase(), true],
    [`${EVM}0`, false], // 41 hex characters
    [EVM.slice(0, -1), false], // 39
    ['0x52908400098527886E0F7030069857D2E4169EEG', false], // not hex
    ['0X52908400098527886E0F7030069857D2E4169EE7', false], // the prefix is lower-case
    ['', false],
  ])('eip155 %s → %s', (address, expected) => {
    expect(isAddress(address)).toBe(expected);
    expect(isAddress(address, 'eip155')).toBe(expected);
  });

  it.each([
    [SOLANA, true],
    ['11111111111111111111111111111111', true], // the system program: 32 zero bytes
    ['So11111111111111111111111111111111111111112', true],
    [SOLANA.slice(0, -1), false], // 31 bytes
    ['z'.repeat(44), false], // 33 bytes
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLt0', false], // 0 is not base58
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtl', false], // nor is l
    ['', false],
  ])('solana %s → %s', (address, expected) => {
    expect(isAddress(address, 'solana')).toBe(expected);
  });

  it('takes no family’s address for another’s', () => {
    expect(isAddress(SOLANA, 'eip155')).toBe(false);
    expect(isAddress(EVM, 'solana')).toBe(false);
    expect(isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'eip155')).toBe(false);
  });

  it.each([
    ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true], // P2WPKH (BIP-173)
    ['bip122', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', true], // P2PKH, base58check
    ['bip122', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true], // P2SH
    ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', false], // a checksum that does not match
    ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdQ', false], // mixed case
    ['polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', true], // Polkadot's prefix 0
    ['polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', true], // the generic prefix 42
    ['polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', false], // a checksum that does not match
    ['cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', true], // bech32, 20 bytes
    ['cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd03', false], // a checksum that does not match
  ] as const)('%s %s → %s, by the rules of the family the package ships', (namespace, address, expected) => {
    expect(isAddress(address, namespace)).toBe(expected);
    expect(isAddress(EVM, namespace)).toBe(false);
    expect(isAddress(address, 'eip155')).toBe(false);
  });

  it('answers false, not throws, for a value that is no string', () => {
    expect(isAddress(42 as unknown as string)).toBe(false);
    expect(isAddress(undefined as unknown as string, 'solana')).toBe(false);
  });
});

describe('isAddress from the package entry, in a module registry of its own', () => {
  it('answers by the rules of every family the package ships, with no modal made', async () => {
    await jest.isolateModulesAsync(async () => {
      const entry = await import('../index');
      expect(entry.isAddress(EVM, 'eip155')).toBe(true);
      expect(entry.isAddress(EVM.toLowerCase())).toBe(true);
      expect(entry.isAddress(SOLANA, 'eip155')).toBe(false);
      expect(entry.isAddress(SOLANA, 'solana')).toBe(true);
      expect(entry.isAddress('11111111111111111111111111111111', 'solana')).toBe(true);
      expect(entry.isAddress(EVM, 'solana')).toBe(false);
      expect(entry.isAddress('a9'.repeat(32), 'solana')).toBe(false);
    });
  });
});
