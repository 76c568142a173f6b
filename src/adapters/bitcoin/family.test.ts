import { describe, expect, it } from '@jest/globals';
import { isNetworkAddress } from './address';
import { bitcoinFamily } from './family';

const MAINNET = '000000000019d6689c085ae165831e93';
const TESTNET3 = '000000000933ea01ad0ee984209779ba';
const TESTNET4 = '00000000da84f2bafbbc53dee25a72ae';
const SIGNET = '00000008819873e925422c1ff0f99f7c';
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328';

// The Dev Wallet's first payment (BIP-84) and ordinals (BIP-86) addresses on regtest.
const REGTEST_P2WPKH = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw';

/** Valid addresses, each with the networks it belongs to. */
const VALID: [string, string, readonly string[]][] = [
  // BIP-173's valid test vectors (P2WPKH in capitals, P2WSH on testnet).
  ['BIP-173', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', [MAINNET]],
  ['BIP-173', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', [MAINNET]],
  ['BIP-173', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', [TESTNET3, TESTNET4, SIGNET]],
  // BIP-350's valid test vectors (Taproot, witness version 1, bech32m).
  ['BIP-350', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', [MAINNET]],
  ['BIP-350', 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', [TESTNET3, TESTNET4, SIGNET]],
  // BIP-322's test address.
  ['BIP-322', 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', [MAINNET]],
  // Base58check legacy forms (Bitcoin Core's version bytes: 0x00 P2PKH and 0x05 P2SH on mainnet, 0x6f and 0xc4 elsewhere).
  ['P2PKH', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', [MAINNET]],
  ['P2SH', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', [MAINNET]],
  ['P2PKH', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', [TESTNET3, TESTNET4, SIGNET, REGTEST]],
  ['P2SH', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', [TESTNET3, TESTNET4, SIGNET, REGTEST]],
  // Regtest's bech32 prefix `bcrt` (Bitcoin Core's chainparams).
  ['regtest', REGTEST_P2WPKH, [REGTEST]],
];

/** Invalid addresses, each with the specification's reason. */
const INVALID: [string, string][] = [
  ['BIP-350: invalid human-readable part', 'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut'],
  ['BIP-350: bech32 checksum on witness version 1', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
  ['BIP-350: bech32 checksum on witness version 2', 'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf'],
  ['BIP-350: invalid witness version 17', 'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL'],
  ['BIP-350: invalid program length', 'bc1pw508d6qejxtdg4y5r3zarqfsj6c3'],
  ['BIP-173: invalid checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
  ['BIP-173: mixed case', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7'],
  ['BIP-350: bech32m checksum on witness version 0', 'bc1qr508d6qejxtdg4y5r3zarvary0c5xw7kvq5zuyut'],
  ['base58check: wrong checksum', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'],
  ['not an address', '0x52908400098527886E0F7030069857D2E4169EE7'],
  ['not an address', ''],
];

describe('bitcoinFamily.isAddress', () => {
  it.each(VALID)('accepts %s %s', (_spec, address) => {
    expect(bitcoinFamily.isAddress(address)).toBe(true);
  });

  it.each(INVALID)('refuses %s: %s', (_reason, address) => {
    expect(bitcoinFamily.isAddress(address)).toBe(false);
  });

  it('accepts a future witness version BIP-350 allows (version 2, 16 bytes)', () => {
    expect(bitcoinFamily.isAddress('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')).toBe(true);
  });

  it('writes bech32 addresses in lower case and leaves base58 ones as they are', () => {
    expect(bitcoinFamily.normalAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(bitcoinFamily.normalAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2');
  });

  it('has no balance, send, names, activity or on-ramp and prefers payment accounts', () => {
    expect(bitcoinFamily.capabilities).toEqual([]);
    expect(bitcoinFamily.defaultAccountType).toBe('payment');
  });
});

describe('isNetworkAddress', () => {
  const NETWORKS = [MAINNET, TESTNET3, TESTNET4, SIGNET, REGTEST];

  it.each(VALID)('takes %s %s on its networks only', (_spec, address, networks) => {
    for (const network of NETWORKS) expect([network, isNetworkAddress(address, network)]).toEqual([network, networks.includes(network)]);
  });

  it.each(INVALID)('refuses %s on every network: %s', (_reason, address) => {
    for (const network of NETWORKS) expect(isNetworkAddress(address, network)).toBe(false);
  });

  it('takes any Bitcoin address on a network it does not know, and nothing else', () => {
    expect(isNetworkAddress(REGTEST_P2WPKH, 'a-host-signet')).toBe(true);
    expect(isNetworkAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'a-host-signet')).toBe(false);
  });
});
