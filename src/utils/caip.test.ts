import { isCaipAddress, isCaipNetworkId, parseCaipAddress } from './caip';

describe('CAIP-10 and CAIP-2', () => {
  it.each([
    ['eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb', true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', true],
    ['bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['eip155:1', false], // two parts
    ['eip155:1:0xab:extra', false], // four parts
    ['eip155::0xab', false], // empty part
    [':1:0xab', false],
    ['eip155:1:', false],
    ['tron:1:0xab', false], // unknown namespace
    [42, false],
    [undefined, false],
  ])('isCaipAddress(%p) → %s', (value, expected) => {
    expect(isCaipAddress(value)).toBe(expected);
  });

  it.each([
    ['eip155:1', true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true],
    ['eip155', false],
    ['eip155:1:2', false],
    ['eip155:', false],
    [':1', false],
    [1, false],
  ])('isCaipNetworkId(%p) → %s', (value, expected) => {
    expect(isCaipNetworkId(value)).toBe(expected);
  });

  it('parses a CAIP-10 address into its parts', () => {
    expect(parseCaipAddress('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toEqual({
      namespace: 'eip155',
      chainId: '31337',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      caipNetworkId: 'eip155:31337',
    });
  });

  it('refuses to parse anything else', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP-10 address: eip155:1');
  });
});
