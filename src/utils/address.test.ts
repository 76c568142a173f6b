import { isAddress, truncateAddress } from './address';

describe('isAddress', () => {
  const evm = '0x52908400098527886E0F7030069857D2E4169EE7';
  it.each([
    [evm, true],
    [evm.slice(2), true], // the 0x prefix is optional
    [evm.toLowerCase(), true],
    [`${evm}0`, false], // 41 hex characters
    [evm.slice(0, -1), false], // 39
    ['0x52908400098527886E0F7030069857D2E4169EEG', false], // not hex
    ['0X52908400098527886E0F7030069857D2E4169EE7', false], // the prefix is lower-case
    ['', false],
  ])('eip155 %s → %s', (address, expected) => {
    expect(isAddress(address)).toBe(expected);
    expect(isAddress(address, 'eip155')).toBe(expected);
  });

  it.each([
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', true], // 43
    ['11111111111111111111111111111111', true], // 32, the system program
    ['1111111111111111111111111111111', false], // 31
    ['1'.repeat(45), false], // 45
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLt0', false], // 0 is not base58
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtI', false], // neither is I
  ])('solana %s → %s', (address, expected) => {
    expect(isAddress(address, 'solana')).toBe(expected);
  });

  it('checks bip122, polkadot and cosmos formats', () => {
    expect(isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBe(true);
    expect(isAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'bip122')).toBe(true);
    expect(isAddress('0x52908400098527886E0F7030069857D2E4169EE7', 'bip122')).toBe(false);
    expect(isAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 'polkadot')).toBe(true);
    expect(isAddress('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', 'cosmos')).toBe(true);
    expect(isAddress('cosmos1HSK6', 'cosmos')).toBe(false);
  });

  it('rejects an EVM address for solana and the other way round', () => {
    expect(isAddress('0x52908400098527886E0F7030069857D2E4169EE7', 'solana')).toBe(false);
    expect(isAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'eip155')).toBe(false);
  });
});

describe('truncateAddress (4 first, 6 last)', () => {
  it('keeps the first 4 and the last 6 characters', () => {
    expect(truncateAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x52...169EE7');
  });
  it('leaves values too short to shorten as they are', () => {
    expect(truncateAddress('0x12345678901')).toBe('0x12345678901');
    expect(truncateAddress('')).toBe('');
  });
});
