import { jest } from '@jest/globals';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import type { WalletModalConfig } from '../../config/config';
import { localChain, mainnet, solana } from '../../config/networks';
import { TRANSACTIONS } from '../../constants';
import type { HistoryTransaction } from '../../model/transaction';
import type { ScopedStore } from '../../store/scopedStore';
import { accountCleared, addressChanged, balanceRefreshRequested } from '../../store/slices/accountSlice';
import { networkSwitched } from '../../store/slices/chainSlice';
import { activityListClosed, activityListOpened, historyNextPageRequested, historyRequested } from '../../store/slices/historySlice';
import type { WalletModalState } from '../../store/types';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { createHostStore, polygon, testConfig, waitForState } from '../../test/store';
import type { CaipAddress } from '../../utils/caip';
import type { HistoryArgs } from './historyApi';

const mockApi = serveMockApi();

const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const anvil = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' });
const config = { ...testConfig, networks: [mainnet, polygon, anvil, solana] };

/** The query of every history request that goes out, in order. */
function recordHistoryRequests() {
  const requests: { account: string; query: URLSearchParams }[] = [];
  server.use(
    http.get('*/v1/account/:account/history', ({ request, params }) => {
      requests.push({ account: String(params.account), query: new URL(request.url).searchParams });
    }),
  );
  return requests;
}

/** A connected store on `caipAddress`, its network the active one. */
function connectedStore(caipAddress: CaipAddress = `eip155:1:${TEST_ADDRESS}`, options: Partial<WalletModalConfig> = {}) {
  const { scoped } = createHostStore({ ...config, ...options }, { adapters: [chainWithBalance('0')] });
  const [namespace, chainId] = caipAddress.split(':');
  scoped.dispatch(networkSwitched(`${namespace}:${chainId}` as `eip155:${string}`));
  connectTestAccount(scoped, { caipAddress });
  return scoped;
}

const settled = (scoped: ScopedStore) => waitForState(scoped, (state) => !state.history.loading);
/** The fixture's index of each entry shown (its id ends in `:index`). */
const indexes = (transactions: readonly HistoryTransaction[]) => transactions.map((transaction) => Number(transaction.id.split(':')[1]));

describe('the history listeners', () => {
  it('pages through all three pages with the cursor, for the account and chain, without duplicates', async () => {
    const requests = recordHistoryRequests();
    const scoped = connectedStore();
    scoped.dispatch(historyRequested());
    expect(scoped.getState().history.loading).toBe(true);
    let state = await settled(scoped);
    expect(state.history).toMatchObject({ next: '10', empty: false });
    expect(indexes(state.history.transactions)).toEqual([0, 1, 2, 6, 7, 9]);

    scoped.dispatch(historyNextPageRequested());
    // Asked again while that page loads: ignored.
    scoped.dispatch(historyNextPageRequested());
    state = await settled(scoped);
    expect(state.history.next).toBe('20');
    scoped.dispatch(historyNextPageRequested());
    state = await settled(scoped);
    expect(state.history.next).toBeUndefined();
    // No cursor left: nothing more to ask for.
    scoped.dispatch(historyNextPageRequested());
    state = await settled(scoped);

    const ids = state.history.transactions.map((transaction) => transaction.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(indexes(state.history.transactions)).toEqual([0, 1, 2, 6, 7, 9, 10, 12, 14, 15, 16, 19, 20, 21, 22, 24]);
    expect(requests.map(({ account, query }) => [account, query.get('cursor'), query.get('chainId')])).toEqual([
      [TEST_ADDRESS, null, 'eip155:1'],
      [TEST_ADDRESS, '10', 'eip155:1'],
      [TEST_ADDRESS, '20', 'eip155:1'],
    ]);
  });

  it('drops spam and the entries of other chains', async () => {
    const scoped = connectedStore(`eip155:137:${TEST_ADDRESS}`);
    scoped.dispatch(historyRequested());
    await settled(scoped);
    scoped.dispatch(historyNextPageRequested());
    await settled(scoped);
    scoped.dispatch(historyNextPageRequested());
    const { history } = await settled(scoped);
    // Index 23 is a spam airdrop on Polygon; the rest of the 25 are on mainnet and the local chain.
    expect(indexes(history.transactions)).toEqual([3, 8, 13, 18]);
    expect(history.transactions.every((transaction) => transaction.metadata.chain === 'eip155:137')).toBe(true);
    expect(history.transactions.flatMap((transaction) => transaction.transfers).some((transfer) => transfer.nft_info?.flags.is_spam)).toBe(
      false,
    );
  });

  it("shows 'Failed to fetch transactions', empties the history and clears the cursor when a page fails", async () => {
    const scoped = connectedStore();
    scoped.dispatch(historyRequested());
    await settled(scoped);
    mockApi.state.scenario.errors.history = { status: 500 };
    scoped.dispatch(historyNextPageRequested());
    const { history, alerts } = await settled(scoped);
    expect(alerts.toast?.variant).toBe('error');
    expect(englishText(alerts.toast?.notice)).toBe('Failed to fetch transactions');
    expect(history).toMatchObject({ transactions: [], next: undefined, empty: true, failed: true });

    // Shown again once the API answers.
    delete mockApi.state.scenario.errors.history;
    scoped.dispatch(historyRequested());
    await waitForState(scoped, (state) => state.history.transactions.length > 0);
    expect(scoped.getState().history).toMatchObject({ failed: false, next: '10' });
  });

  it('clears the history when the account changes, and drops a page that arrives for the previous one', async () => {
    const scoped = connectedStore();
    scoped.dispatch(historyRequested());
    await settled(scoped);
    expect(scoped.getState().history.transactions).not.toHaveLength(0);

    scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${OTHER_ADDRESS}` }));
    expect(scoped.getState().history).toMatchObject({ transactions: [], next: undefined, loading: false, shown: false });

    mockApi.state.scenario.latencyMs = 50;
    scoped.dispatch(historyRequested());
    scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${TEST_ADDRESS}` }));
    // The previous account's page arrives; the listener resumes right after, and must drop it.
    await waitForState(scoped, (state) =>
      Object.values(state.providerApi?.queries ?? {}).some(
        (query) =>
          query?.endpointName === 'getHistoryPage' &&
          query.status === 'fulfilled' &&
          (query.originalArgs as HistoryArgs | undefined)?.account === OTHER_ADDRESS,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scoped.getState().history).toMatchObject({ transactions: [], next: undefined, loading: false });
  });

  it('keeps the history when the same account is reported again, and clears it on a network switch or a disconnect', async () => {
    const scoped = connectedStore();
    scoped.dispatch(historyRequested());
    await settled(scoped);
    scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${TEST_ADDRESS.toLowerCase()}` }));
    expect(scoped.getState().history.transactions).not.toHaveLength(0);

    scoped.dispatch(networkSwitched('eip155:137'));
    expect(scoped.getState().history.transactions).toEqual([]);

    scoped.dispatch(historyRequested());
    await waitForState(scoped, (state) => state.history.transactions.length > 0);
    scoped.dispatch(accountCleared('eip155'));
    expect(scoped.getState().history).toMatchObject({ transactions: [], next: undefined });
  });

  it('fetches the first page afresh after a balance change once the history was shown, and not before', async () => {
    const requests = recordHistoryRequests();
    const scoped = connectedStore();
    scoped.dispatch(balanceRefreshRequested());
    await settled(scoped);
    expect(requests).toHaveLength(0);

    scoped.dispatch(historyRequested());
    await settled(scoped);
    scoped.dispatch(historyNextPageRequested());
    await waitForState(scoped, (state) => state.history.next === '20');
    scoped.dispatch(balanceRefreshRequested());
    const { history } = await waitForState(scoped, (state) => state.history.next === '10' && !state.history.loading);
    expect(indexes(history.transactions)).toEqual([0, 1, 2, 6, 7, 9]);
    expect(requests.map(({ query }) => query.get('cursor'))).toEqual([null, '10', null]);
  });

  it('does not ask for activity outside eip155', () => {
    const { scoped } = createHostStore({ ...config, networks: [solana, mainnet] }, { adapters: [chainWithBalance('0')] });
    scoped.dispatch(addressChanged({ namespace: 'solana', caipAddress: `${solana.caipNetworkId}:${TEST_ADDRESS}` }));
    scoped.dispatch(historyRequested());
    // The listener decides before it awaits anything: a request would be in the API cache by now.
    expect(Object.keys(scoped.getState().providerApi?.queries ?? {}).filter((key) => key.startsWith('getHistoryPage'))).toEqual([]);
    expect(scoped.getState().history).toMatchObject({ loading: false, transactions: [] });
  });

  it('keeps entries that pass the schema when others in the page do not', async () => {
    server.use(
      http.get('*/v1/account/:account/history', () =>
        HttpResponse.json({
          data: [
            {
              id: 'ok',
              metadata: {
                minedAt: '2026-11-01T00:00:00Z',
                chain: 'eip155:1',
                operationType: 'send',
                status: 'confirmed',
                sentFrom: TEST_ADDRESS,
                sentTo: OTHER_ADDRESS,
              },
              transfers: [],
            },
            { id: 'bad', metadata: { minedAt: 'yesterday' } },
          ],
          next: null,
        }),
      ),
    );
    const scoped = connectedStore();
    scoped.dispatch(historyRequested());
    const { history } = await waitForState(scoped, (state) => state.history.transactions.length > 0);
    expect(history.transactions.map((transaction) => transaction.id)).toEqual(['ok']);
  });
});

describe('watching pending transactions (the watchPendingTransactions option)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  /** The status of the fixture's newest entry, the one the scenario makes pending. */
  const newestStatus = (state: WalletModalState) =>
    state.history.transactions.find((transaction) => transaction.id.endsWith(':0'))?.metadata.status;

  /** A store watching: the option on, an Activity list open, its first page loaded with the newest entry pending. */
  async function watchingStore() {
    mockApi.state.scenario.pendingHistory = 1;
    const scoped = connectedStore(undefined, { watchPendingTransactions: true });
    scoped.dispatch(activityListOpened());
    scoped.dispatch(historyRequested());
    expect(newestStatus(await settled(scoped))).toBe('pending');
    return scoped;
  }

  /** Lets `ms` pass, then waits for any history request they started to be answered and stored. */
  async function pass(scoped: ScopedStore, ms: number) {
    await jest.advanceTimersByTimeAsync(ms);
    await waitForState(scoped, (state) =>
      Object.values(state.providerApi?.queries ?? {}).every(
        (query) => query?.endpointName !== 'getHistoryPage' || query.status !== 'pending',
      ),
    );
    await jest.advanceTimersByTimeAsync(0);
    return scoped.getState();
  }

  it('fetches the first page again every 30 s and merges it in, keeping the pages loaded after it', async () => {
    const scoped = await watchingStore();
    scoped.dispatch(historyNextPageRequested());
    await waitForState(scoped, (state) => state.history.next === '20');
    mockApi.state.scenario.pendingHistory = 0;

    expect(newestStatus(await pass(scoped, TRANSACTIONS.pendingPollMs - 1))).toBe('pending');
    const { history } = await pass(scoped, 1);
    expect(newestStatus(scoped.getState())).toBe('confirmed');
    expect(indexes(history.transactions)).toEqual([0, 1, 2, 6, 7, 9, 10, 12, 14, 15, 16, 19]);
    expect(history).toMatchObject({ next: '20', loading: false, failed: false });
  });

  it('stops once nothing is pending', async () => {
    const scoped = await watchingStore();
    mockApi.state.scenario.pendingHistory = 0;
    expect(newestStatus(await pass(scoped, TRANSACTIONS.pendingPollMs))).toBe('confirmed');
    // Were it still polling, the entry would read pending again.
    mockApi.state.scenario.pendingHistory = 1;
    expect(newestStatus(await pass(scoped, TRANSACTIONS.pendingPollMs))).toBe('confirmed');
    expect(newestStatus(await pass(scoped, 3 * TRANSACTIONS.pendingPollMs))).toBe('confirmed');
  });

  it.each([
    [TRANSACTIONS.pendingWatchLimit - 1, 'confirmed'],
    [TRANSACTIONS.pendingWatchLimit, 'pending'],
  ])(
    'after %i polls that still find it pending, a mined transaction reads %s 30 s later: watching stops after 99 polls',
    async (polls, status) => {
      const scoped = await watchingStore();
      for (let poll = 0; poll < polls; poll += 1) await pass(scoped, TRANSACTIONS.pendingPollMs);
      expect(newestStatus(scoped.getState())).toBe('pending');
      mockApi.state.scenario.pendingHistory = 0;
      expect(newestStatus(await pass(scoped, TRANSACTIONS.pendingPollMs))).toBe(status);
      expect(newestStatus(await pass(scoped, 3 * TRANSACTIONS.pendingPollMs))).toBe(status);
    },
  );

  it('stops when the Activity list closes, and starts again when it opens', async () => {
    const scoped = await watchingStore();
    scoped.dispatch(activityListClosed());
    mockApi.state.scenario.pendingHistory = 0;
    expect(newestStatus(await pass(scoped, 3 * TRANSACTIONS.pendingPollMs))).toBe('pending');

    scoped.dispatch(activityListOpened());
    expect(newestStatus(await pass(scoped, TRANSACTIONS.pendingPollMs))).toBe('confirmed');
  });

  it('stops when the account changes, and drops a poll that was on its way for the previous one', async () => {
    const scoped = await watchingStore();
    mockApi.state.scenario.latencyMs = 1_000;
    await jest.advanceTimersByTimeAsync(TRANSACTIONS.pendingPollMs);
    scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${OTHER_ADDRESS}` }));
    const { history } = await pass(scoped, 3 * TRANSACTIONS.pendingPollMs);
    expect(history.transactions).toEqual([]);
  });
});
