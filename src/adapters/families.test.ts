// A modal's chain families are its own (docs/architecture.md#where-things-go): each modal checks addresses by the rules
// of the families its adapters carry and offers what they can, whatever another modal on the page was made with.
import { bitcoin, solana } from '../config/networks';
import { receiverChanged, receiverEntered, selectSendState } from '../features/send/sendSlice';
import { readServices } from '../store/services';
import { selectSupports } from '../store/slices/chainSlice';
import { createFakeEvmAdapter } from '../test/fakeAdapter';
import { serveMockApi } from '../test/mockApi';
import { createHostStore, TEST_PROJECT_ID, testConfig, waitForEffects } from '../test/store';
import { evmFamily } from './evm/family';
import type { ChainFamily } from './family';
import { isAddress } from './isAddress';
import { solanaFamily } from './solana/family';
import { createSolanaAdapter } from './solana/solanaAdapter';
import type { ChainAdapter } from './types';

serveMockApi();

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
/** 32 bytes in hex: the spelling of the other Solana family below, which is no base58. */
const HEX_KEY = 'a9'.repeat(32);

type Host = ReturnType<typeof createHostStore>;

/** What the modal's send form takes `text` for: the receiver's address in the form the family writes it, or nothing. */
async function receiverOf(host: Host, text: string) {
  host.scoped.dispatch(receiverEntered(text));
  await waitForEffects(host, receiverEntered, [receiverChanged]);
  return selectSendState(host.scoped.getState()).receiverAddress;
}

describe('the EVM family', () => {
  it('writes an address in the form wallets take: with its 0x, case kept', () => {
    expect(evmFamily.normalAddress('52908400098527886E0F7030069857D2E4169EE7')).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(evmFamily.normalAddress('0x52908400098527886e0f7030069857d2e4169ee7')).toBe('0x52908400098527886e0f7030069857d2e4169ee7');
  });

  it('is the family of the default adapter, with every capability and names under coin type 60', () => {
    const { scoped } = createHostStore();
    expect(scoped.dispatch(readServices).adapters.eip155?.family).toBe(evmFamily);
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
    expect(scoped.dispatch(readServices).adapters.solana?.family).toBeUndefined();
  });

  it('prefers the account type of each family it has, and of no other', () => {
    expect(createHostStore().scoped.getState().account.preferredAccountTypes).toEqual({ eip155: 'smartAccount' });
  });

  it('nothing on eip155 once the host drops the default EVM adapter', () => {
    const { scoped } = createHostStore(testConfig, { withoutDefaults: ['eip155'] });
    expect(selectSupports(scoped.getState(), 'balance', 'eip155')).toBe(false);
    expect(scoped.getState().account.preferredAccountTypes).toEqual({});
    expect(scoped.dispatch(readServices).adapters).toEqual({});
  });
});

describe('a family a host brings', () => {
  const bitcoinLike: ChainFamily = {
    namespace: 'bip122',
    isAddress: (text) => /^bcrt1[02-9ac-hj-np-z]{8,87}$/.test(text),
    normalAddress: (address) => address,
    defaultAccountType: 'payment',
    capabilities: ['send'],
  };
  const adapter = { ...createFakeEvmAdapter(), namespace: 'bip122', family: bitcoinLike } as const;
  const config = { projectId: TEST_PROJECT_ID, networks: [bitcoin] };

  it('checks addresses by its own rules and offers only its capabilities, in the modal that has it and no other', async () => {
    const withIt = createHostStore(config, { adapters: [adapter] });
    expect(await receiverOf(withIt, 'bcrt1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bcrt1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    expect(await receiverOf(withIt, '0x52908400098527886E0F7030069857D2E4169EE7')).toBeUndefined();
    expect(selectSupports(withIt.scoped.getState(), 'send', 'bip122')).toBe(true);
    expect(selectSupports(withIt.scoped.getState(), 'balance', 'bip122')).toBe(false);
    expect(withIt.scoped.getState().account.preferredAccountTypes).toEqual({ bip122: 'payment' });

    // Another modal on the same page, made without that family's adapter, knows none of its addresses and serves nothing of it.
    const withoutIt = createHostStore(config, { withoutDefaults: ['eip155'] });
    expect(await receiverOf(withoutIt, 'bcrt1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeUndefined();
    expect(selectSupports(withoutIt.scoped.getState(), 'send', 'bip122')).toBe(false);
    // The public check keeps the package's Bitcoin rules, which refuse this address (its checksum is for `bc`, not
    // `bcrt`): it does not learn a family from a modal.
    expect(isAddress('bcrt1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBe(false);
  });
});

describe('two modals on one page with different Solana families', () => {
  /** A Solana family of a host's own: keys written in hex, sends only. */
  const hexSolana: ChainFamily = {
    namespace: 'solana',
    isAddress: (text) => /^(0x)?[0-9a-f]{64}$/.test(text),
    normalAddress: (address) => address.replace(/^0x/, ''),
    defaultAccountType: 'smartAccount',
    capabilities: ['send'],
  };
  const config = { projectId: TEST_PROJECT_ID, networks: [solana] };

  it('each keeps its own rules, capabilities and account type, whichever was made last', async () => {
    const shipped = createHostStore(config, { adapters: [createSolanaAdapter()] });
    // Its answers before another modal is made, which must not change them.
    expect(await receiverOf(shipped, SOLANA_ADDRESS)).toBe(SOLANA_ADDRESS);
    expect(await receiverOf(shipped, HEX_KEY)).toBeUndefined();
    const hosts: ChainAdapter = { ...createSolanaAdapter(), family: hexSolana };
    const own = createHostStore(config, { adapters: [hosts] });
    // A third, with no Solana adapter at all, serves nothing of it.
    const none = createHostStore(config, { withoutDefaults: ['eip155'] });
    expect(none.scoped.dispatch(readServices).adapters.solana).toBeUndefined();
    expect(selectSupports(none.scoped.getState(), 'send', 'solana')).toBe(false);

    expect(await receiverOf(shipped, SOLANA_ADDRESS)).toBe(SOLANA_ADDRESS);
    expect(await receiverOf(shipped, HEX_KEY)).toBeUndefined();
    expect(await receiverOf(own, `0x${HEX_KEY}`)).toBe(HEX_KEY);
    expect(await receiverOf(own, SOLANA_ADDRESS)).toBeUndefined();

    expect(selectSupports(shipped.scoped.getState(), 'balance', 'solana')).toBe(true);
    expect(selectSupports(own.scoped.getState(), 'balance', 'solana')).toBe(false);
    expect(selectSupports(own.scoped.getState(), 'send', 'solana')).toBe(true);
    expect(shipped.scoped.getState().account.preferredAccountTypes).toEqual({ solana: 'eoa' });
    expect(own.scoped.getState().account.preferredAccountTypes).toEqual({ solana: 'smartAccount' });
    expect(shipped.scoped.dispatch(readServices).adapters.solana?.family).toBe(solanaFamily);
    expect(own.scoped.dispatch(readServices).adapters.solana?.family).toBe(hexSolana);

    // The package's own check keeps the shipped family's rules whatever modals the page made.
    expect(isAddress(SOLANA_ADDRESS, 'solana')).toBe(true);
    expect(isAddress(HEX_KEY, 'solana')).toBe(false);
  });
});
