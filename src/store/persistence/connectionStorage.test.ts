import { STORAGE_KEYS } from '../../constants';
import { expectConsoleWarn } from '../../test/consoleGuard';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { createLogger } from '../../utils/logger';
import { memoryStorage } from '../../utils/storage';
import { selectActiveNetwork } from '../slices/chainSlice';

/** A page load over storage holding `key: value`, with a logger that keeps warnings. */
function bootWith(key: string, value: string) {
  const storage = memoryStorage();
  storage.setItem(key, value);
  const logger = createLogger('warn');
  const host = createHostStore(testConfig, { storage, logger });
  return { ...host, logger };
}

const CONNECTION = STORAGE_KEYS.connection;
const valid = { current: 'io.metamask', connections: [{ connectorId: 'io.metamask', namespace: 'eip155' }] };

describe('stored values are checked before use', () => {
  it.each([
    ['not JSON', CONNECTION, '{"current": '],
    ['JSON of the wrong type', CONNECTION, '"connected"'],
    ['an unknown namespace', CONNECTION, JSON.stringify({ ...valid, connections: [{ connectorId: 'io.metamask', namespace: 'tezos' }] })],
    ['a current connection that is not listed', CONNECTION, JSON.stringify({ ...valid, current: 'other' })],
    ['an empty connection list', CONNECTION, JSON.stringify({ current: 'x', connections: [] })],
    [
      'a connector id with markup',
      CONNECTION,
      JSON.stringify({ current: '<script>', connections: [{ connectorId: '<script>', namespace: 'eip155' }] }),
    ],
    ['extra fields (another app’s value)', CONNECTION, JSON.stringify({ ...valid, token: 'secret' })],
    ['a prototype-polluting object', CONNECTION, '{"__proto__": {"polluted": true}, "current": "a"}'],
    ['recent wallets that are not a list', STORAGE_KEYS.recentWallets, '{"0": "a"}'],
    ['more than 2 recent wallets', STORAGE_KEYS.recentWallets, JSON.stringify(['a', 'b', 'c'])],
    ['a recent wallet that is not an id', STORAGE_KEYS.recentWallets, JSON.stringify(['javascript:alert(1)'])],
    ['a last used chain that is not CAIP-2', STORAGE_KEYS.lastUsedChain, JSON.stringify('mainnet')],
    ['a last used chain that is a number', STORAGE_KEYS.lastUsedChain, '1'],
  ])('discards %s with a warning and boots disconnected', async (_case, key, value) => {
    // The logger writes its warnings to the console too.
    expectConsoleWarn(new RegExp(`^\\[redux-wallet-modal\\] Discarded an unreadable value stored under ${key}`));
    const { scoped, storage, logger } = bootWith(key, value);
    const state = await waitForState(scoped, (current) => current.connection.status === 'disconnected');
    expect(state.connection).toMatchObject({ connections: {}, recentWalletIds: [] });
    expect(selectActiveNetwork(state)?.caipNetworkId).toBe('eip155:1');
    expect(storage.getItem(key)).toBeNull();
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({ level: 'warn', message: `Discarded an unreadable value stored under ${key}` }),
    );
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('keeps valid recent wallets and a configured last used chain', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify(['c57ca95b47569778a828d19178114f4db188b89b', 'trust']));
    storage.setItem(STORAGE_KEYS.lastUsedChain, JSON.stringify('eip155:11155111'));
    const { scoped } = createHostStore(testConfig, { storage });
    expect(scoped.getState().connection.recentWalletIds).toEqual(['c57ca95b47569778a828d19178114f4db188b89b', 'trust']);
    expect(selectActiveNetwork(scoped.getState())?.caipNetworkId).toBe('eip155:11155111');
  });

  it('starts on the default network when the last used chain is no longer configured', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.lastUsedChain, JSON.stringify('eip155:42161'));
    const { scoped } = createHostStore(testConfig, { storage });
    expect(selectActiveNetwork(scoped.getState())?.caipNetworkId).toBe('eip155:1');
  });

  it('starts as connecting with a stored connection, and ends disconnected when its wallet is not on the page', async () => {
    const storage = memoryStorage();
    storage.setItem(CONNECTION, JSON.stringify(valid));
    const { scoped } = createHostStore(testConfig, { storage });
    expect(scoped.getState().connection.status).toBe('connecting');
    await waitForState(scoped, (state) => state.connection.status === 'reconnecting');
    await waitForState(scoped, (state) => state.connection.status === 'disconnected', 3_000);
    expect(storage.getItem(CONNECTION)).toBeNull();
  });

  it("says 'Adapter not found' for a stored connection of a chain family the host no longer installs", async () => {
    expectConsoleWarn(/^\[redux-wallet-modal\] Adapter not found/);
    const storage = memoryStorage();
    const phantom = { current: 'app.phantom', connections: [{ connectorId: 'app.phantom', namespace: 'solana' }] };
    storage.setItem(CONNECTION, JSON.stringify(phantom));
    const logger = createLogger('warn');
    // The configuration still lists Solana networks, but only the EVM adapter is installed.
    const { scoped } = createHostStore(testConfig, { storage, logger });
    await waitForState(scoped, (state) => state.connection.status === 'disconnected');
    expect(logger.entries()).toContainEqual(
      expect.objectContaining({ level: 'warn', message: expect.stringMatching(/^Adapter not found .*app\.phantom.*solana/) }),
    );
    expect(storage.getItem(CONNECTION)).toBeNull();
  });

  it('still boots when the storage itself throws', async () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const { scoped } = createHostStore(testConfig, { storage });
    expect(scoped.getState().connection.status).toBe('disconnected');
  });
});
