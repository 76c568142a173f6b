import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { STORAGE_KEYS } from '../../constants';
import { disconnectRequested } from '../../store/slices/connectionSlice';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { type KeyValueStorage, memoryStorage } from '../../utils/storage';
import { selectActiveNativeBalance, selectActiveProfile } from './accountSelectors';

serveMockApi();

const IDENTITY_KEY = `${STORAGE_KEYS.cachePrefix}identity/${TEST_ADDRESS.toLowerCase()}`;
const NATIVE_KEY = `${STORAGE_KEYS.cachePrefix}nativebalance/eip155:1:${TEST_ADDRESS.toLowerCase()}`;
const FIVE_MINUTES = 5 * 60_000;

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

function reload(storage: KeyValueStorage) {
  const { scoped } = createHostStore(testConfig, { storage, adapters: [chainWithBalance('2.5')] });
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
});
