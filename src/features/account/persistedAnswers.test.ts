import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { disconnectRequested } from '../../store/slices/connectionSlice';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance, createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { type KeyValueStorage, memoryStorage } from '../../utils/storage';
import { selectActiveNativeBalance, selectActiveProfile } from './accountSelectors';
import { ANSWER_CACHE_STORAGE_KEYS } from './answerCacheStorageKey';
import { selectActiveTokenBalances } from './tokenBalancesApi';

serveMockApi();

const IDENTITY_KEY = `${ANSWER_CACHE_STORAGE_KEYS.cachePrefix}identity/${TEST_ADDRESS.toLowerCase()}`;
const NATIVE_KEY = `${ANSWER_CACHE_STORAGE_KEYS.cachePrefix}nativebalance/eip155:1:${TEST_ADDRESS.toLowerCase()}`;
const PORTFOLIO_KEY = `${ANSWER_CACHE_STORAGE_KEYS.cachePrefix}portfolio/${TEST_ADDRESS.toLowerCase()}/eip155:1`;
const FIVE_MINUTES = 5 * 60_000;
const STORED_TOKEN = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 1,
  iconUrl: '',
};

/** The identity API holding its answer until the test releases it, and counting the requests it got. */
function heldIdentityApi() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requests: string[] = [];
  server.use(
    http.get('*/v1/identity/:address', async ({ request }) => {
      requests.push(request.url);
      await released;
      return HttpResponse.json({ name: 'fresh.reown.id', avatar: null });
    }),
  );
  return { release, requests };
}

const storedIdentity = (savedAt: number, data: unknown = { name: 'stored.reown.id', avatar: null }) => JSON.stringify({ savedAt, data });

function reload(storage: KeyValueStorage, chain = chainWithBalance('2.5')) {
  const { scoped } = createHostStore(testConfig, { storage, adapters: [chain] });
  connectTestAccount(scoped);
  return scoped;
}

describe('answers that outlast a reload', () => {
  it('shows a stored name at once and still asks the identity API, then shows and stores its answer', async () => {
    const storage = memoryStorage();
    storage.setItem(IDENTITY_KEY, storedIdentity(Date.now() - 60_000));
    const identityApi = heldIdentityApi();
    const scoped = reload(storage);

    const early = await waitForState(scoped, (state) => selectActiveProfile(state)?.name !== undefined);
    expect(selectActiveProfile(early)?.name).toBe('stored.reown.id');
    await waitForState(scoped, () => identityApi.requests.length === 1);

    identityApi.release();
    await waitForState(scoped, (state) => selectActiveProfile(state)?.name === 'fresh.reown.id');
    expect(JSON.parse(storage.getItem(IDENTITY_KEY) ?? '{}')).toMatchObject({ data: { name: 'fresh.reown.id' } });
  });

  it.each([
    ['an expired', storedIdentity(Date.now() - FIVE_MINUTES - 1)],
    ['a malformed', storedIdentity(Date.now(), { name: 42 })],
    ['a future-dated', storedIdentity(Date.now() + 60_000)],
    ['an unparsable', '{"savedAt":'],
  ])('drops %s stored answer: nothing shows before the API answers', async (_case, stored) => {
    const storage = memoryStorage();
    storage.setItem(IDENTITY_KEY, stored);
    const identityApi = heldIdentityApi();
    const scoped = reload(storage);
    await waitForState(scoped, () => identityApi.requests.length === 1);
    expect(selectActiveProfile(scoped.getState())?.name).toBeUndefined();
    expect(storage.getItem(IDENTITY_KEY)).toBeNull();
    identityApi.release();
    await waitForState(scoped, (state) => selectActiveProfile(state)?.name === 'fresh.reown.id');
  });

  it('keeps working when the storage is full: the answers show, nothing is stored', async () => {
    const full: KeyValueStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    const scoped = reload(full);
    const state = await waitForState(
      scoped,
      (current) => selectActiveProfile(current)?.name !== undefined && selectActiveNativeBalance(current) !== undefined,
    );
    expect(selectActiveProfile(state)?.name).toBe('alice.reown.id');
    expect(selectActiveNativeBalance(state)?.balance).toBe('2.5');
  });

  it('keeps the native balance per address and chain, and a disconnect removes the account’s answers', async () => {
    const storage = memoryStorage();
    const scoped = reload(storage);
    await waitForState(scoped, (state) => selectActiveProfile(state)?.name === 'alice.reown.id');
    await waitForState(scoped, () => storage.getItem(NATIVE_KEY) !== null);
    expect(JSON.parse(storage.getItem(NATIVE_KEY) ?? '{}')).toMatchObject({ data: { balance: '2.5', symbol: 'ETH' } });
    expect(storage.getItem(IDENTITY_KEY)).not.toBeNull();

    scoped.dispatch(disconnectRequested());
    await waitForState(scoped, () => storage.getItem(IDENTITY_KEY) === null && storage.getItem(NATIVE_KEY) === null);
  });

  it('shows a stored native balance at once from the cache, then the one the chain reads', async () => {
    const storage = memoryStorage();
    storage.setItem(NATIVE_KEY, JSON.stringify({ savedAt: Date.now() - 10_000, data: { balance: '7', symbol: 'ETH' } }));
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reads: string[] = [];
    const heldChain = createFakeEvmAdapter({
      getNativeBalance: async (address) => {
        reads.push(address);
        await released;
        return { balance: '2.5', symbol: 'ETH' };
      },
    });
    const scoped = reload(storage, heldChain);
    const early = await waitForState(scoped, (state) => selectActiveNativeBalance(state) !== undefined);
    expect(selectActiveNativeBalance(early)).toEqual({ balance: '7', symbol: 'ETH' });
    await waitForState(scoped, () => reads.length > 0);
    release();
    await waitForState(scoped, (state) => selectActiveNativeBalance(state)?.balance === '2.5');
    await waitForState(scoped, () => JSON.parse(storage.getItem(NATIVE_KEY) ?? '{}').data?.balance === '2.5');
  });

  it('shows a stored portfolio at once and asks the provider API again, then shows and stores its answer', async () => {
    const storage = memoryStorage();
    const stored = [{ ...STORED_TOKEN, quantity: { decimals: '6', numeric: '1' } }];
    storage.setItem(PORTFOLIO_KEY, JSON.stringify({ savedAt: Date.now() - 10_000, data: stored }));
    const requests: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/v1/account/:address/balance', async ({ request }) => {
        requests.push(request.url);
        await released;
        return HttpResponse.json({ balances: [{ ...STORED_TOKEN, quantity: { decimals: '6', numeric: '2' } }] });
      }),
    );
    const scoped = reload(storage);
    const early = await waitForState(scoped, (state) => selectActiveTokenBalances(state) !== undefined);
    expect(selectActiveTokenBalances(early)).toEqual(stored);
    await waitForState(scoped, () => requests.length === 1);

    release();
    const fresh = await waitForState(scoped, (state) => selectActiveTokenBalances(state)?.[0]?.quantity.numeric === '2');
    expect(selectActiveTokenBalances(fresh)).toHaveLength(1);
    expect(JSON.parse(storage.getItem(PORTFOLIO_KEY) ?? '{}')).toMatchObject({ data: [{ quantity: { numeric: '2' } }] });
  });

  it('drops a malformed stored portfolio and shows what the provider API answers', async () => {
    const storage = memoryStorage();
    storage.setItem(PORTFOLIO_KEY, JSON.stringify({ savedAt: Date.now(), data: [{ symbol: 42 }] }));
    const scoped = reload(storage);
    const state = await waitForState(scoped, (current) => selectActiveTokenBalances(current) !== undefined);
    expect(selectActiveTokenBalances(state)?.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'USDT', 'DAI']);
    await waitForState(scoped, () => JSON.parse(storage.getItem(PORTFOLIO_KEY) ?? '{}').data?.length === 4);
  });
});
