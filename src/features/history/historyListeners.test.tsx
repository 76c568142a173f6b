import { jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { server } from '../../../mocks/node.ts';
import type { WalletModalConfig } from '../../config/config';
import { localChain, mainnet, solana } from '../../config/networks';
import { TRANSACTIONS } from '../../constants';
import type { HistoryTransaction } from '../../model/transaction';
import { WalletModalProvider } from '../../shell/WalletModalProvider';
import type { ScopedStore } from '../../store/scopedStore';
import { accountCleared, addressChanged, balanceRefreshRequested } from '../../store/slices/accountSlice';
import { networkSwitched } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { createHostStore, polygon, testConfig, waitForState } from '../../test/store';
import type { CaipAddress } from '../../utils/caip';
import { selectActivity } from './historyAnswers';
import { type HistoryArgs, historyApi } from './historyApi';
import type { Activity } from './historySelectors';
import { selectActivityTarget } from './historySelectors';
import { activityListClosed, activityListOpened } from './historySlice';
import { useHistory } from './useHistory';

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
  /**
   * A list showing the active account's history appears, as Activity or NFTs does (see useHistory): it subscribes to
   * the first page, and may ask for the next one or try again.
   */
  const showHistory = () => {
    const target = selectActivityTarget(scoped.getState());
    if (!target) throw new Error('No account with activity is active');
    const list = scoped.dispatch(historyApi.endpoints.getHistory.initiate(target));
    return {
      loadMore: () => void scoped.dispatch(historyApi.endpoints.getHistory.initiate(target, { direction: 'forward' })),
      retry: () => void list.refetch(),
      close: () => list.unsubscribe(),
    };
  };
  return Object.assign(scoped, { showHistory });
}

/** The history as the lists show it; empty before the history code has loaded. */
const activity = (state: WalletModalState): Activity =>
  selectActivity(state) ?? { transactions: [], next: undefined, loading: false, failed: false, empty: false, shown: false };

const settled = (scoped: ScopedStore) => waitForState(scoped, (state) => !activity(state).loading);
/** The fixture's index of each entry shown (its id ends in `:index`). */
const indexes = (transactions: readonly HistoryTransaction[]) => transactions.map((transaction) => Number(transaction.id.split(':')[1]));

describe('the history of the lists on screen', () => {
  it('pages through all three pages with the cursor, for the account and chain, without duplicates', async () => {
    const requests = recordHistoryRequests();
    const scoped = connectedStore();
    const list = scoped.showHistory();
    expect(activity(scoped.getState()).loading).toBe(true);
    let state = await settled(scoped);
    expect(activity(state)).toMatchObject({ next: '10', empty: false });
    expect(indexes(activity(state).transactions)).toEqual([0, 1, 2, 6, 7, 9]);

    list.loadMore();
    // Asked again while that page loads: ignored.
    list.loadMore();
    state = await settled(scoped);
    expect(activity(state).next).toBe('20');
    list.loadMore();
    state = await settled(scoped);
    expect(activity(state).next).toBeUndefined();
    // No cursor left: nothing more to ask for.
    list.loadMore();
    state = await settled(scoped);

    const ids = activity(state).transactions.map((transaction) => transaction.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(indexes(activity(state).transactions)).toEqual([0, 1, 2, 6, 7, 9, 10, 12, 14, 15, 16, 19, 20, 21, 22, 24]);
    expect(requests.map(({ account, query }) => [account, query.get('cursor'), query.get('chainId')])).toEqual([
      [TEST_ADDRESS, null, 'eip155:1'],
      [TEST_ADDRESS, '10', 'eip155:1'],
      [TEST_ADDRESS, '20', 'eip155:1'],
    ]);
  });

  it('drops spam and the entries of other chains', async () => {
    const scoped = connectedStore(`eip155:137:${TEST_ADDRESS}`);
    const list = scoped.showHistory();
    await settled(scoped);
    list.loadMore();
    await settled(scoped);
    list.loadMore();
    const history = activity(await settled(scoped));
    // Index 23 is a spam airdrop on Polygon; the rest of the 25 are on mainnet and the local chain.
    expect(indexes(history.transactions)).toEqual([3, 8, 13, 18]);
    expect(history.transactions.every((transaction) => transaction.metadata.chain === 'eip155:137')).toBe(true);
    expect(history.transactions.flatMap((transaction) => transaction.transfers).some((transfer) => transfer.nft_info?.flags.is_spam)).toBe(
      false,
    );
  });

  it("shows 'Failed to fetch transactions', empties the history and clears the cursor when a page fails", async () => {
    const scoped = connectedStore();
    const list = scoped.showHistory();
    await settled(scoped);
    mockApi.state.scenario.errors.history = { status: 500 };
    list.loadMore();
    const state = await waitForState(scoped, (current) => activity(current).failed);
    expect(state.alerts.toast?.variant).toBe('error');
    expect(englishText(state.alerts.toast?.notice)).toBe('Failed to fetch transactions');
    expect(activity(state)).toMatchObject({ transactions: [], next: undefined, empty: true, failed: true, loading: false });

    // Shown again once the API answers.
    delete mockApi.state.scenario.errors.history;
    list.retry();
    await waitForState(scoped, (current) => activity(current).transactions.length > 0);
    expect(activity(scoped.getState())).toMatchObject({ failed: false, next: '10' });
  });

  it('clears the history when the account changes, and never shows a page that arrives for the previous one', async () => {
    const scoped = connectedStore();
    scoped.showHistory();
    await settled(scoped);
    const shownBefore = activity(scoped.getState()).transactions;
    expect(shownBefore).not.toHaveLength(0);

    scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${OTHER_ADDRESS}` }));
    expect(activity(scoped.getState())).toMatchObject({ transactions: [], next: undefined, loading: false, shown: false });

    // The list asks for the other account's history; back on the first account before it arrives.
    mockApi.state.scenario.latencyMs = 50;
    scoped.showHistory();
    scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${TEST_ADDRESS}` }));
    await waitForState(scoped, (state) =>
      Object.values(state.providerApi?.queries ?? {}).some(
        (query) =>
          query?.endpointName === 'getHistory' &&
          query.status === 'fulfilled' &&
          (query.originalArgs as HistoryArgs | undefined)?.account === OTHER_ADDRESS,
      ),
    );
    expect(activity(scoped.getState()).transactions).toEqual(shownBefore);
  });

  it('keeps the history when the same account is reported again, and clears it on a network switch or a disconnect', async () => {
    const scoped = connectedStore();
    scoped.showHistory();
    await settled(scoped);
    scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${TEST_ADDRESS.toLowerCase()}` }));
    expect(activity(scoped.getState()).transactions).not.toHaveLength(0);

    scoped.dispatch(networkSwitched('eip155:137'));
    expect(activity(scoped.getState()).transactions).toEqual([]);

    scoped.showHistory();
    await waitForState(scoped, (state) => activity(state).transactions.length > 0);
    scoped.dispatch(accountCleared('eip155'));
    expect(activity(scoped.getState())).toMatchObject({ transactions: [], next: undefined });
  });

  it('fetches the first page afresh after a balance change once the history was shown, and not before', async () => {
    const requests = recordHistoryRequests();
    const scoped = connectedStore();
    scoped.dispatch(balanceRefreshRequested());
    await settled(scoped);
    expect(requests).toHaveLength(0);

    const list = scoped.showHistory();
    await settled(scoped);
    list.loadMore();
    await waitForState(scoped, (state) => activity(state).next === '20');
    scoped.dispatch(balanceRefreshRequested());
    const history = activity(await waitForState(scoped, (state) => activity(state).next === '10' && !activity(state).loading));
    expect(indexes(history.transactions)).toEqual([0, 1, 2, 6, 7, 9]);
    expect(requests.map(({ query }) => query.get('cursor'))).toEqual([null, '10', null]);
  });

  it('fetches a history that failed again after a balance change, and not one of an account no list has shown', async () => {
    const requests = recordHistoryRequests();
    mockApi.state.scenario.errors.history = { status: 500 };
    const scoped = connectedStore();
    const list = scoped.showHistory();
    await waitForState(scoped, (state) => activity(state).failed);
    list.close();
    delete mockApi.state.scenario.errors.history;
    scoped.dispatch(balanceRefreshRequested());
    await waitForState(scoped, (state) => activity(state).transactions.length > 0);
    expect(requests).toHaveLength(2);

    scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${OTHER_ADDRESS}` }));
    scoped.dispatch(balanceRefreshRequested());
    await settled(scoped);
    expect(requests).toHaveLength(2);
  });

  it('does not ask for activity outside eip155, where a list asks for none', () => {
    const { store, scoped } = createHostStore({ ...config, networks: [solana, mainnet] }, { adapters: [chainWithBalance('0')] });
    scoped.dispatch(addressChanged({ namespace: 'solana', caipAddress: `${solana.caipNetworkId}:${TEST_ADDRESS}` }));
    const wrapper = ({ children }: { children: ReactNode }) => <WalletModalProvider store={store}>{children}</WalletModalProvider>;
    renderHook(() => useHistory(), { wrapper });
    // The list decides as it mounts: a request would be in the API cache by now.
    expect(Object.keys(scoped.getState().providerApi?.queries ?? {}).filter((key) => key.startsWith('getHistory'))).toEqual([]);
    expect(activity(scoped.getState())).toMatchObject({ loading: false, transactions: [] });
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
    scoped.showHistory();
    const history = activity(await waitForState(scoped, (state) => activity(state).transactions.length > 0));
    expect(history.transactions.map((transaction) => transaction.id)).toEqual(['ok']);
  });
});

describe('watching pending transactions (the watchPendingTransactions option)', () => {
  // RTK Query's answers reach the store's subscribers on the next animation frame, which stays real.
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'requestAnimationFrame', 'cancelAnimationFrame'] }),
  );
  afterEach(() => jest.useRealTimers());

  /** The status of the fixture's newest entry, the one the scenario makes pending. */
  const newestStatus = (state: WalletModalState) =>
    activity(state).transactions.find((transaction) => transaction.id.endsWith(':0'))?.metadata.status;

  /** A store watching: the option on, an Activity list open, its first page loaded with the newest entry pending. */
  async function watchingStore() {
    mockApi.state.scenario.pendingHistory = 1;
    const scoped = connectedStore(undefined, { watchPendingTransactions: true });
    scoped.dispatch(activityListOpened());
    scoped.showHistory();
    expect(newestStatus(await waitForState(scoped, (state) => activity(state).transactions.length > 0))).toBe('pending');
    return scoped;
  }

  /** Lets `ms` pass, then waits for any history request they started to be answered and stored. */
  async function pass(scoped: ScopedStore, ms: number) {
    await jest.advanceTimersByTimeAsync(ms);
    await waitForState(scoped, (state) =>
      Object.values(state.providerApi?.queries ?? {}).every(
        (query) => !query?.endpointName?.startsWith('getHistory') || query.status !== 'pending',
      ),
    );
    await jest.advanceTimersByTimeAsync(0);
    return scoped.getState();
  }

  it('fetches the first page again every 30 s and merges it in, keeping the pages loaded after it', async () => {
    const scoped = await watchingStore();
    const list = scoped.showHistory();
    list.loadMore();
    await waitForState(scoped, (state) => activity(state).next === '20');
    mockApi.state.scenario.pendingHistory = 0;

    expect(newestStatus(await pass(scoped, TRANSACTIONS.pendingPollMs - 1))).toBe('pending');
    const history = activity(await pass(scoped, 1));
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
    const history = activity(await pass(scoped, 3 * TRANSACTIONS.pendingPollMs));
    expect(history.transactions).toEqual([]);
  });
});
