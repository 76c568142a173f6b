import { bitcoin } from '../config/networks';
import { selectSupports } from '../store/slices/chainSlice';
import { createFakeEvmAdapter } from '../test/fakeAdapter';
import { createHostStore, TEST_PROJECT_ID, testConfig } from '../test/store';
import { evmFamily } from './evm/family';
import { familyOf } from './families';
import type { ChainFamily } from './family';
import { isAddress } from './isAddress';

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

  it('rejects another family’s address for eip155', () => {
    expect(isAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'eip155')).toBe(false);
    expect(isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'eip155')).toBe(false);
  });

  it.each([
    ['solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
    ['cosmos', 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'],
  ] as const)('takes nothing for %s, whose family is not installed: its rules are not guessed', (namespace, address) => {
    expect(familyOf(namespace)).toBeUndefined();
    expect(isAddress(address, namespace)).toBe(false);
    expect(isAddress(evm, namespace)).toBe(false);
  });
});

describe('the EVM family', () => {
  it('writes an address in the form wallets take: with its 0x, case kept', () => {
    expect(evmFamily.normalAddress('52908400098527886E0F7030069857D2E4169EE7')).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(evmFamily.normalAddress('0x52908400098527886e0f7030069857d2e4169ee7')).toBe('0x52908400098527886e0f7030069857d2e4169ee7');
  });

  it('is the family the registry gives for eip155, with every capability and names under coin type 60', () => {
    expect(familyOf('eip155')).toBe(evmFamily);
    const { scoped } = createHostStore();
    expect(evmFamily.capabilities.every((capability) => selectSupports(scoped.getState(), capability, 'eip155'))).toBe(true);
    expect(evmFamily.nameCoinType).toBe(60);
  });
});

describe('what a modal serves', () => {
  it.each(['balance', 'send', 'names', 'activity'] as const)('no %s on a namespace whose family it has no adapter for', (capability) => {
    // The test configuration lists a Solana network; the modal has the EVM adapter only.
    const { scoped } = createHostStore(testConfig);
    for (const namespace of ['solana', 'bip122', 'polkadot', 'cosmos'] as const) {
      expect(selectSupports(scoped.getState(), capability, namespace)).toBe(false);
    }
  });

  it('prefers the account type of each family it has, and of no other', () => {
    expect(createHostStore().scoped.getState().account.preferredAccountTypes).toEqual({ eip155: 'smartAccount' });
  });

  it('nothing on eip155 once the host drops the default EVM adapter', () => {
    const { scoped } = createHostStore(testConfig, { withoutDefaults: ['eip155'] });
    expect(selectSupports(scoped.getState(), 'balance', 'eip155')).toBe(false);
    expect(scoped.getState().account.preferredAccountTypes).toEqual({});
  });
});

describe('a family a host installs', () => {
  const bitcoinLike: ChainFamily = {
    namespace: 'bip122',
    isAddress: (text) => /^bcrt1[02-9ac-hj-np-z]{8,87}$/.test(text),
    normalAddress: (address) => address,
    defaultAccountType: 'payment',
    capabilities: ['send'],
  };
  const adapter = { ...createFakeEvmAdapter(), namespace: 'bip122', family: bitcoinLike } as const;

  it('is found by its namespace, with its own rules and only its capabilities, in the modal that has it and no other', () => {
    const withIt = createHostStore({ projectId: TEST_PROJECT_ID, networks: [bitcoin] }, { adapters: [adapter] }).scoped;
    expect(familyOf('bip122')).toBe(bitcoinLike);
    expect(isAddress('bcrt1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBe(true);
    expect(isAddress('0x52908400098527886E0F7030069857D2E4169EE7', 'bip122')).toBe(false);
    expect(selectSupports(withIt.getState(), 'send', 'bip122')).toBe(true);
    expect(selectSupports(withIt.getState(), 'balance', 'bip122')).toBe(false);
    expect(withIt.getState().account.preferredAccountTypes).toEqual({ bip122: 'payment' });

    // Another modal on the same page, made without that family's adapter, serves nothing of it.
    const withoutIt = createHostStore({ projectId: TEST_PROJECT_ID, networks: [bitcoin] }, { withoutDefaults: ['eip155'] }).scoped;
    expect(selectSupports(withoutIt.getState(), 'send', 'bip122')).toBe(false);
  });
});
