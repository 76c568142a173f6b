import { jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { privateKeyToAccount } from 'viem/accounts';
import { server } from '../../mocks/node.ts';
import type { RouteName } from '../../mocks/scenario.ts';
import { ANVIL_PRIVATE_KEYS } from '../devWallet/accounts';
import { revokeMessage } from '../devWallet/permissionMessages';
import { balanceApi } from '../features/account/balanceApi';
import { identityApi } from '../features/account/identityApi';
import { analyticsConfigApi, analyticsEventsApi } from '../features/analytics/analyticsEndpoints';
import { supportedChainsApi } from '../features/chain/supportedChainsApi';
import { historyApi } from '../features/history/historyApi';
import { namesApi } from '../features/names/namesApi';
import { nameRegistrationMessage } from '../features/names/registrationMessage';
import { fallbackOnrampOptions, onrampApi } from '../features/onramp/onrampApi';
import { originsApi } from '../features/project/originsApi';
import { sessionsApi } from '../features/smartSessions/sessionsApi';
import { swapsApi } from '../features/swaps/swapsApi';
import { walletsApi } from '../features/wallets/walletsApi';
import type { ScopedStore } from '../store/scopedStore';
import { serveMockApi } from '../test/mockApi';
import { createHostStore } from '../test/store';

const mockApi = serveMockApi();

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const USER = `eip155:1:${ACCOUNT}` as const;

type Outcome = { data?: unknown; error?: unknown };
type Call = (scoped: ScopedStore) => PromiseLike<Outcome>;

interface EndpointCase {
  route: RouteName;
  call: Call;
  /** What a good answer turns into. */
  check: (data: unknown) => void | Promise<void>;
  /** `fallback`: failures give built-in data (docs/behaviour.md#errors); `noBody`: the answer's body is not read. */
  onFailure?: { fallback: unknown } | 'noBody';
}

const cases: Record<string, EndpointCase> = {
  getSupportedChains: {
    route: 'supportedChains',
    call: (s) => s.dispatch(supportedChainsApi.endpoints.getSupportedChains.initiate()),
    check: (data) => expect((data as { http: string[] }).http).toContain('eip155:1'),
  },
  getIdentity: {
    route: 'identity',
    call: (s) => s.dispatch(identityApi.endpoints.getIdentity.initiate({ address: ACCOUNT, sender: ACCOUNT })),
    check: (data) =>
      expect(data).toEqual({ name: 'alice.reown.id', avatar: 'https://rpc.walletconnect.org/public/getAssetImage/avatar-alice' }),
  },
  getHistoryPage: {
    route: 'history',
    call: (s) => s.dispatch(historyApi.endpoints.getHistoryPage.initiate({ account: ACCOUNT, chainId: 'eip155:1' })),
    check: (data) => {
      // Of the first 10 entries, what Activity shows on eip155:1: no spam, no other chain.
      const page = data as { transactions: { id: string; metadata: { minedAt: string } }[]; next?: string };
      expect(page.transactions.map((transaction) => Number(transaction.id.split(':')[1]))).toEqual([0, 1, 2, 6, 7, 9]);
      expect(page.next).toBe('10');
      expect(page.transactions[0]?.metadata.minedAt).toBe('2026-11-01T12:00:00.000Z');
    },
  },
  getBalances: {
    route: 'balance',
    call: (s) => s.dispatch(balanceApi.endpoints.getBalances.initiate({ address: ACCOUNT, chainId: 'eip155:1' })),
    // The 0-decimal FREE token is dropped as low quality.
    check: (data) => expect((data as { symbol: string }[]).map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'USDT', 'DAI']),
  },
  getFungiblePrices: {
    route: 'fungiblePrice',
    call: (s) => s.dispatch(balanceApi.endpoints.getFungiblePrices.initiate({ addresses: [USDC] })),
    check: (data) =>
      expect(data).toEqual([{ name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://token-icons.example/usdc.png', price: 1 }]),
  },
  getSwapQuotes: {
    route: 'convertQuotes',
    call: (s) =>
      s.dispatch(
        swapsApi.endpoints.getSwapQuotes.initiate({ amount: '1000000000000000000', userAddress: USER, from: ETH, to: USDC, gasPrice: '1' }),
      ),
    check: (data) => expect(data).toEqual([expect.objectContaining({ fromAccount: ETH, toAccount: USDC, toAmount: '3140968740' })]),
  },
  getSwapTokens: {
    route: 'convertTokens',
    call: (s) => s.dispatch(swapsApi.endpoints.getSwapTokens.initiate({ chainId: 'eip155:1' })),
    check: (data) => expect((data as { symbol: string }[]).map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'USDT', 'DAI']),
  },
  getSwapAllowance: {
    route: 'convertAllowance',
    call: (s) => s.dispatch(swapsApi.endpoints.getSwapAllowance.initiate({ tokenAddress: USDC, userAddress: USER })),
    check: (data) => expect(data).toBe('0'),
  },
  getGasPrice: {
    route: 'convertGasPrice',
    call: (s) => s.dispatch(swapsApi.endpoints.getGasPrice.initiate({ chainId: 'eip155:1' })),
    check: (data) => expect(data).toEqual({ standard: '12000000000', fast: '15000000000', instant: '20000000000' }),
  },
  buildSwapApproveTransaction: {
    route: 'convertBuildApprove',
    call: (s) => s.dispatch(swapsApi.endpoints.buildSwapApproveTransaction.initiate({ userAddress: USER, from: USDC, to: ETH })),
    check: (data) => expect(data).toMatchObject({ from: ACCOUNT, to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', value: '0' }),
  },
  buildSwapTransaction: {
    route: 'convertBuildTransaction',
    call: (s) => s.dispatch(swapsApi.endpoints.buildSwapTransaction.initiate({ amount: '1000', from: ETH, to: USDC, userAddress: USER })),
    check: (data) => expect(data).toMatchObject({ from: ACCOUNT, amount: '1000', eip155: { gas: '180000', gasPrice: '12000000000' } }),
  },
  getProfileByName: {
    route: 'profileAccount',
    call: (s) => s.dispatch(namesApi.endpoints.getProfileByName.initiate('alice.reown.id')),
    check: (data) => expect(data).toMatchObject({ name: 'alice.reown.id', addresses: { '60': { address: ACCOUNT } } }),
  },
  getProfilesByAddress: {
    route: 'profileReverse',
    call: (s) => s.dispatch(namesApi.endpoints.getProfilesByAddress.initiate({ address: ACCOUNT })),
    check: (data) => expect((data as { name: string }[]).map((profile) => profile.name)).toEqual(['alice.reown.id']),
  },
  getNameSuggestions: {
    route: 'profileSuggestions',
    call: (s) => s.dispatch(namesApi.endpoints.getNameSuggestions.initiate('alice')),
    check: (data) => expect((data as { name: string; registered: boolean }[])[0]).toEqual({ name: 'alice.reown.id', registered: true }),
  },
  registerName: {
    route: 'profileRegister',
    call: async (s) => {
      const timestamp = Math.floor(Date.now() / 1000);
      const message = nameRegistrationMessage(1, { name: 'carol.reown.id', attributes: {}, timestamp });
      const signature = await privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]).signMessage({ message });
      return s.dispatch(namesApi.endpoints.registerName.initiate({ coin_type: 2147483649, address: ACCOUNT, message, signature }));
    },
    check: (data) => expect(data).toMatchObject({ name: 'carol.reown.id', registered: expect.any(Number) }),
  },
  generateOnrampUrl: {
    route: 'onrampUrl',
    call: (s) =>
      s.dispatch(
        onrampApi.endpoints.generateOnrampUrl.initiate({
          destinationWallets: [{ address: ACCOUNT, blockchains: ['ethereum'] }],
          partnerUserId: ACCOUNT,
        }),
      ),
    check: (data) => expect(data).toMatch(/^https:\/\/[^/]+\/checkout\?partnerUserId=/),
  },
  getOnrampOptions: {
    route: 'onrampOptions',
    call: (s) => s.dispatch(onrampApi.endpoints.getOnrampOptions.initiate()),
    check: (data) =>
      expect((data as { paymentCurrencies: { id: string }[] }).paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR', 'GBP']),
    onFailure: { fallback: fallbackOnrampOptions },
  },
  getOnrampQuote: {
    route: 'onrampQuote',
    call: (s) =>
      s.dispatch(
        onrampApi.endpoints.getOnrampQuote.initiate({
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '100',
          network: 'ethereum',
        }),
      ),
    check: (data) =>
      expect(data).toMatchObject({
        coinbaseFee: { amount: '1.50', currency: 'USD' },
        purchaseAmount: { amount: '98.000000', currency: 'USDC' },
      }),
    onFailure: {
      fallback: {
        coinbaseFee: { amount: '0', currency: 'USD' },
        networkFee: { amount: '0', currency: 'USD' },
        paymentSubtotal: { amount: '100', currency: 'USD' },
        paymentTotal: { amount: '100', currency: 'USD' },
        purchaseAmount: { amount: '0', currency: 'USDC' },
        quoteId: 'mocked-quote-id',
      },
    },
  },
  getSmartSessions: {
    route: 'sessions',
    call: (s) => s.dispatch(sessionsApi.endpoints.getSmartSessions.initiate(ACCOUNT)),
    check: (data) =>
      expect((data as { project: { name: string } }[]).map((session) => session.project.name)).toEqual(['Demo DEX', 'Demo Game']),
  },
  revokeSmartSession: {
    route: 'sessionsRevoke',
    call: async (s) => {
      const pci = 'pci-f39fd6e5-game';
      const signature = await privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]).signMessage({ message: revokeMessage(pci) });
      return s.dispatch(sessionsApi.endpoints.revokeSmartSession.initiate({ address: ACCOUNT, pci, signature }));
    },
    check: async () => {
      const listed = await fetch(`https://rpc.walletconnect.org/v1/sessions/${ACCOUNT}`).then((response) => response.json());
      expect(listed.pcis.map((session: { pci: string }) => session.pci)).toEqual(['pci-f39fd6e5-trading']);
    },
    onFailure: 'noBody',
  },
  sendAnalyticsEvents: {
    route: 'analyticsEvent',
    call: (s) =>
      s.dispatch(
        analyticsEventsApi.endpoints.sendAnalyticsEvents.initiate([
          { eventId: 'e1', url: 'http://localhost/', domain: 'localhost', timestamp: 1, props: { event: 'MODAL_OPEN' } },
          { eventId: 'e2', url: 'http://localhost/', domain: 'localhost', timestamp: 2, props: { event: 'MODAL_CLOSE' } },
        ]),
      ),
    check: () =>
      expect(mockApi.state.analyticsEvents).toEqual([
        expect.objectContaining({ eventId: 'e1', props: { event: 'MODAL_OPEN' } }),
        expect.objectContaining({ eventId: 'e2', props: { event: 'MODAL_CLOSE' } }),
      ]),
    onFailure: 'noBody',
  },
  getWallets: {
    route: 'wallets',
    call: (s) => s.dispatch(walletsApi.endpoints.getWallets.initiate({ page: 1, entries: 4 })),
    check: (data) => {
      const page = data as { count: number; data: { name: string }[] };
      expect(page.count).toBeGreaterThanOrEqual(600);
      expect(page.data.map((wallet) => wallet.name)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow']);
    },
  },
  getAllowedOrigins: {
    route: 'origins',
    call: (s) => s.dispatch(originsApi.endpoints.getAllowedOrigins.initiate()),
    check: (data) => expect(data).toEqual({ allowedOrigins: expect.arrayContaining(['http://127.0.0.1:5173']) }),
    // The documented empty list, marked as a failure so it refuses no page (docs/behaviour.md#origin-allowlist).
    onFailure: { fallback: { allowedOrigins: [], failure: expect.any(String) } },
  },
  getAnalyticsConfig: {
    route: 'analyticsConfig',
    call: (s) => s.dispatch(analyticsConfigApi.endpoints.getAnalyticsConfig.initiate()),
    check: (data) => expect(data).toBe(true),
    onFailure: { fallback: false },
  },
};

describe.each(Object.entries(cases))('%s', (endpoint, { route, call, check, onFailure }) => {
  it('turns a valid answer into data', async () => {
    const { scoped } = createHostStore();
    const result = await call(scoped);
    expect(result.error).toBeUndefined();
    await check(result.data);
  });

  it('turns an HTTP error into "HTTP status code: N"', async () => {
    mockApi.state.scenario.errors[route] = { status: 503 };
    const result = await call(createHostStore().scoped);
    if (onFailure === undefined || onFailure === 'noBody') {
      expect(result.error).toEqual({ status: 503, message: 'HTTP status code: 503', serverMessage: 'Mock error 503' });
    } else {
      expect(result.data).toEqual(onFailure.fallback);
    }
  });

  it('turns a malformed body into a typed error in the cache, never bad data', async () => {
    for (const malformation of ['invalid-json', 'wrong-shape'] as const) {
      mockApi.state.scenario.malformed[route] = malformation;
      const { scoped } = createHostStore();
      const result = await call(scoped);
      if (onFailure === 'noBody') continue;
      if (onFailure !== undefined) {
        expect(result.data).toEqual(onFailure.fallback);
        continue;
      }
      expect(result.data).toBeUndefined();
      expect(result.error).toEqual(
        malformation === 'invalid-json'
          ? { status: 'PARSING_ERROR', message: 'Malformed response: the body is not valid JSON' }
          : { status: 'SCHEMA_ERROR', message: expect.stringMatching(new RegExp(`^Malformed response from ${endpoint}: `)) },
      );
      const entries = Object.values({ ...scoped.getState().providerApi?.queries, ...scoped.getState().providerApi?.mutations });
      for (const entry of entries) expect(entry?.data).toBeUndefined();
    }
  });
});

describe('the shared client', () => {
  it('adds st, sv, projectId and clientId to every request, the same clientId each time', async () => {
    const urls: URL[] = [];
    server.use(http.all('*', ({ request }) => void urls.push(new URL(request.url))));
    const { scoped, storage } = createHostStore();
    await scoped.dispatch(identityApi.endpoints.getIdentity.initiate({ address: ACCOUNT }));
    await scoped.dispatch(walletsApi.endpoints.getWallets.initiate({ page: 2, search: 'meta', chains: ['eip155:1', 'eip155:137'] }));
    expect(urls).toHaveLength(2);
    const clientId = storage.getItem('@redux-wallet-modal/client_id');
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    for (const url of urls) {
      expect(url.searchParams.get('st')).toBe('redux-wallet-modal');
      expect(url.searchParams.get('sv')).toBe('redux-wallet-modal-0.1.0');
      expect(url.searchParams.get('projectId')).toBe('test-project-id');
      expect(url.searchParams.get('clientId')).toBe(clientId);
    }
    expect(urls[0]?.origin).toBe('https://rpc.walletconnect.org');
    expect(urls[1]?.origin).toBe('https://api.web3modal.org');
    expect(Object.fromEntries(urls[1]?.searchParams ?? [])).toMatchObject({
      page: '2',
      entries: '40',
      search: 'meta',
      chains: 'eip155:1,eip155:137',
    });
  });

  it('sends projectId in the body of the calls that take it', async () => {
    const bodies: unknown[] = [];
    server.use(http.post('*/v1/fungible/price', async ({ request }) => void bodies.push(await request.clone().json())));
    await createHostStore().scoped.dispatch(balanceApi.endpoints.getFungiblePrices.initiate({ addresses: [USDC] }));
    expect(bodies).toEqual([{ currency: 'usd', addresses: [USDC], projectId: 'test-project-id' }]);
  });

  it('uses the configured base URLs', async () => {
    const urls: string[] = [];
    server.use(http.all('*', ({ request }) => void urls.push(request.url)));
    const { scoped } = createHostStore({
      projectId: 'p',
      networks: [(await import('../config/networks')).mainnet],
      apiUrls: { provider: 'https://api.example/base/' },
    });
    await scoped.dispatch(supportedChainsApi.endpoints.getSupportedChains.initiate());
    expect(urls[0]).toMatch(/^https:\/\/api\.example\/base\/v1\/supported-chains\?/);
  });

  it('reports a network failure as a clear error', async () => {
    server.use(http.get('*/v1/supported-chains', () => HttpResponse.error()));
    const result = await createHostStore().scoped.dispatch(supportedChainsApi.endpoints.getSupportedChains.initiate());
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: expect.stringMatching(/^Network error: /) });
  });

  it.each([
    ['Unauthorized: origin not allowed', 'invalidAppConfiguration'],
    ['Unauthorized: invalid key', 'invalidAppConfiguration'],
    ['JWT validation error: JWT Token is not yet valid', 'sessionExpired'],
  ])('maps the server message "%s" to the %s alert', async (message, alert) => {
    mockApi.state.scenario.errors.identity = { status: 401, message };
    const { scoped } = createHostStore();
    await scoped.dispatch(identityApi.endpoints.getIdentity.initiate({ address: ACCOUNT }));
    expect(scoped.getState().alerts.alert).toBe(alert);
  });

  it('leaves other failures without an alert', async () => {
    mockApi.state.scenario.errors.identity = { status: 500 };
    const { scoped } = createHostStore();
    await scoped.dispatch(identityApi.endpoints.getIdentity.initiate({ address: ACCOUNT }));
    expect(scoped.getState().alerts.alert).toBeUndefined();
  });
});

describe('cache lifetimes', () => {
  afterEach(() => jest.useRealTimers());

  async function requestsAfter(seconds: number, run: () => PromiseLike<unknown> & { unsubscribe(): void }, route: string) {
    let count = 0;
    server.use(http.all(`*/${route}`, () => void count++));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const first = run();
    await first;
    first.unsubscribe();
    await jest.advanceTimersByTimeAsync(seconds * 1000);
    const second = run();
    await second;
    second.unsubscribe();
    return count;
  }

  it.each([
    [
      'portfolio',
      30,
      'v1/account/*/balance',
      (s: ScopedStore) => s.dispatch(balanceApi.endpoints.getBalances.initiate({ address: ACCOUNT, chainId: 'eip155:1' })),
    ],
    ['identity', 300, 'v1/identity/*', (s: ScopedStore) => s.dispatch(identityApi.endpoints.getIdentity.initiate({ address: ACCOUNT }))],
    [
      'names (ENS)',
      300,
      'v1/profile/reverse/*',
      (s: ScopedStore) => s.dispatch(namesApi.endpoints.getProfilesByAddress.initiate({ address: ACCOUNT })),
    ],
  ])('%s: served from cache within %i s, fetched again after', async (_name, seconds, route, run) => {
    const { scoped } = createHostStore();
    expect(await requestsAfter(seconds - 1, () => run(scoped), route)).toBe(1);
    const fresh = createHostStore().scoped;
    expect(await requestsAfter(seconds + 1, () => run(fresh), route)).toBe(2);
  });
});

describe('read once a page load', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['the allowed origins', 'projects/v1/origins', (s: ScopedStore) => s.dispatch(originsApi.endpoints.getAllowedOrigins.initiate())],
    [
      'the analytics configuration',
      'getAnalyticsConfig',
      (s: ScopedStore) => s.dispatch(analyticsConfigApi.endpoints.getAnalyticsConfig.initiate()),
    ],
  ])('%s: asked once, however long the page stays', async (_name, route, run) => {
    let count = 0;
    server.use(http.all(`*/${route}`, () => void count++));
    const { scoped } = createHostStore();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const first = run(scoped);
    await first;
    first.unsubscribe();
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    const second = run(scoped);
    await second;
    second.unsubscribe();
    expect(count).toBe(1);
  });
});

describe('page load', () => {
  it('starts no request when the store is created or used by the host; an open modal asks only whether to send analytics', async () => {
    const { store, scoped } = createHostStore();
    const requests = () => {
      const { providerApi, walletListApi, analyticsApi } = scoped.getState();
      return [providerApi, walletListApi, analyticsApi].flatMap((api) => [
        ...Object.keys(api?.queries ?? {}),
        ...Object.keys(api?.mutations ?? {}),
      ]);
    };
    store.dispatch({ type: 'notes/noteAdded', payload: 'x' });
    expect(requests()).toEqual([]);
    // The Connect view, not rendered here, asks the wallet list itself.
    store.dispatch({ type: 'modal/openRequested', payload: {} });
    await waitFor(() => expect(requests()).toEqual(['getAnalyticsConfig(undefined)']));
  });
});
