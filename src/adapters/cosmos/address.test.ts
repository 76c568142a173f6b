import { toBech32 } from '@cosmjs/encoding';
import { bech32m } from '@scure/base';
import { bech32PrefixOf, chainIdOf, encodeCosmosAddress, isAddressOfNetwork } from './address';
import { cosmosFamily, decodeCosmosAddress } from './family';

// Vectors: BIP-173 (bech32: its valid and invalid strings, one case throughout, the 90-character limit), the Cosmos SDK's
// address rules (20-byte key accounts, 32-byte module and contract accounts, ADR-028) and the namespace's CAIP-2
// profile (the reference is the chain id). Addresses are made with @cosmjs/encoding, a second bech32 implementation.
const KEY_ACCOUNT = new Uint8Array(20).fill(0xab);
const CONTRACT_ACCOUNT = new Uint8Array(32).fill(0x5c);
const HUB = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'; // @cosmjs/amino's pubkeyToAddress test vector

describe('cosmos addresses (family)', () => {
  it.each([
    ['a Cosmos Hub account', HUB],
    ['an Osmosis account', toBech32('osmo', KEY_ACCOUNT)],
    ['a 32-byte contract account (ADR-028)', toBech32('juno', CONTRACT_ACCOUNT)],
    ['the all-uppercase spelling BIP-173 allows', HUB.toUpperCase()],
  ])('takes %s', (_, address) => {
    expect(cosmosFamily.isAddress(address)).toBe(true);
  });

  it.each([
    ['a changed character (checksum)', `${HUB.slice(0, -1)}3`],
    ['mixed case (BIP-173)', `${HUB.slice(0, 10).toUpperCase()}${HUB.slice(10)}`],
    ['a bech32m checksum (BIP-350 is not Cosmos)', bech32m.encode('cosmos', bech32m.toWords(KEY_ACCOUNT))],
    ['19 bytes', toBech32('cosmos', new Uint8Array(19))],
    ['21 bytes', toBech32('cosmos', new Uint8Array(21))],
    ['more than 90 characters (BIP-173)', toBech32('cosmos', new Uint8Array(64), 200)],
    ['no separator', 'cosmoshsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'],
    ['a character outside the alphabet (b)', `${HUB.slice(0, 12)}b${HUB.slice(13)}`],
    ['an EVM address', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['BIP-173 valid test string A12UEL5L (no account bytes)', 'A12UEL5L'],
    ['the empty string', ''],
  ])('refuses %s', (_, address) => {
    expect(cosmosFamily.isAddress(address)).toBe(false);
  });

  it('writes an address in lowercase, as wallets and chains do', () => {
    expect(cosmosFamily.normalAddress(HUB.toUpperCase())).toBe(HUB);
    expect(decodeCosmosAddress(HUB.toUpperCase())?.prefix).toBe('cosmos');
  });

  it('is an eoa family with no balance, send, names, activity or on-ramp (docs/behaviour.md#other-families)', () => {
    expect(cosmosFamily).toMatchObject({ namespace: 'cosmos', defaultAccountType: 'eoa', capabilities: [] });
  });
});

describe('cosmos addresses per network', () => {
  it.each([
    ['cosmos:cosmoshub-4', 'cosmos'],
    ['cosmos:osmosis-1', 'osmo'],
    ['cosmos:juno-1', 'juno'],
    ['cosmos:stargaze-1', 'stars'],
    ['cosmos:localnet-1', 'cosmos'], // not in the table: the Cosmos SDK's default
  ])('%s takes the %s prefix, and no other', (caipNetworkId, prefix) => {
    expect(bech32PrefixOf(chainIdOf(caipNetworkId))).toBe(prefix);
    expect(isAddressOfNetwork(toBech32(prefix, KEY_ACCOUNT), caipNetworkId)).toBe(true);
    const other = prefix === 'osmo' ? 'cosmos' : 'osmo';
    expect(isAddressOfNetwork(toBech32(other, KEY_ACCOUNT), caipNetworkId)).toBe(false);
  });

  it('refuses a validator operator address on an account network (another prefix)', () => {
    expect(isAddressOfNetwork(toBech32('cosmosvaloper', KEY_ACCOUNT), 'cosmos:cosmoshub-4')).toBe(false);
  });

  it('writes account bytes with a chain’s prefix as @cosmjs does', () => {
    expect(encodeCosmosAddress('osmo', KEY_ACCOUNT)).toBe(toBech32('osmo', KEY_ACCOUNT));
  });

  it('takes no chain id from an inherited property name', () => {
    expect(bech32PrefixOf('constructor')).toBe('cosmos');
  });
});
