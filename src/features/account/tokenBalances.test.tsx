import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node.ts';
import { localChain, mainnet, sepolia } from '../../config/networks';
import { ErrorText } from '../../errors';
import type { Balance } from '../../model/balance';
import { balanceRefreshRequested } from '../../store/slices/accountSlice';
import { openModal } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance, createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi, serveSepoliaEther } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { selectActiveTokenBalances } from './tokenBalancesApi';

const mockApi = serveMockApi();

const anvil = localChain({ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' });
const symbols = (state: WalletModalState) => selectActiveTokenBalances(state)?.map((balance) => balance.symbol) ?? [];
const toastText = (state: WalletModalState) => englishText(state.alerts.toast?.notice);

describe('the Tokens list', () => {
  it('shows the portfolio with quantity, value, price and icon; 0-decimal tokens are dropped as low quality', async () => {
    const { scoped, user } = renderWithProviders({ environment: { adapters: [chainWithBalance('1.5')] } });
    act(() => {
      connectTestAccount(scoped);
      scoped.dispatch(openModal());
    });
    const list = await screen.findByRole('list', { name: 'Tokens' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Ethereum: 1.234 ETH',
      'USD Coin: 2,500.500 USDC',
      'Tether USD: 120.000 USDT',
      'Dai Stablecoin: 42.420 DAI',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('$3,889.40')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('$3,150.42 each')).toBeInTheDocument();
    expect(screen.queryByText('Free Airdrop')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tokens' }));
    expect(screen.getByRole('list', { name: 'Tokens' })).toBeInTheDocument();
  });

  it('shows testnet balances as 0.00', async () => {
    serveSepoliaEther();
    const { scoped } = renderWithProviders({
      config: { ...testConfig, networks: [sepolia, mainnet] },
      environment: { adapters: [chainWithBalance('1.5')] },
    });
    act(() => {
      connectTestAccount(scoped, { caipAddress: `eip155:11155111:${TEST_ADDRESS}` });
      scoped.dispatch(openModal());
    });
    const list = await screen.findByRole('list', { name: 'Tokens' });
    expect(within(list).getByRole('listitem')).toHaveAccessibleName('Ether: 0.00 ETH');
  });

  it('on a network the provider API does not serve: the error toast and the native balance from the chain', async () => {
    const { scoped } = createHostStore({ ...testConfig, networks: [anvil] }, { adapters: [chainWithBalance('7.25')] });
    connectTestAccount(scoped, { caipAddress: `eip155:31337:${TEST_ADDRESS}` });
    const state = await waitForState(scoped, (current) => symbols(current).length > 0 && toastText(current) !== undefined);
    expect(toastText(state)).toBe(ErrorText.tokenBalanceUnavailable);
    expect(selectActiveTokenBalances(state)).toEqual<Balance[]>([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        price: 0,
        value: 0,
        quantity: { decimals: '18', numeric: '7.25' },
        iconUrl: '',
      },
    ]);
  });

  it('shows 0 when the chain cannot be read either', async () => {
    const failingChain = createFakeEvmAdapter({ getNativeBalance: () => Promise.reject(new Error('connection refused')) });
    const { scoped } = createHostStore({ ...testConfig, networks: [anvil] }, { adapters: [failingChain] });
    connectTestAccount(scoped, { caipAddress: `eip155:31337:${TEST_ADDRESS}` });
    const state = await waitForState(scoped, (current) => symbols(current).length > 0);
    expect(selectActiveTokenBalances(state)?.[0]?.quantity.numeric).toBe('0');
  });

  it('uses the assets the wallet reports when it discovers assets, without asking the provider API', async () => {
    mockApi.state.scenario.errors.balance = { status: 500 };
    const fromWallet: Balance = {
      name: 'Demo Token',
      symbol: 'DEMO',
      chainId: 'eip155:1',
      address: 'eip155:1:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      price: 2.5,
      value: 25,
      quantity: { decimals: '18', numeric: '10' },
      iconUrl: '',
    };
    const adapter = createFakeEvmAdapter({
      // The wallet connectTestAccount connects, as the page announces it.
      discoverConnectors: (found) => {
        found([{ connector: { id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }, getProvider: async () => ({}) }]);
        return () => {};
      },
      getNativeBalance: async () => ({ balance: '1', symbol: 'ETH' }),
      getWalletAssets: async () => [fromWallet],
    });
    const { scoped } = createHostStore(testConfig, { adapters: [adapter] });
    await waitForState(scoped, (state) => state.connectors.list.some((connector) => connector.id === 'dev'));
    connectTestAccount(scoped);
    const state = await waitForState(scoped, (current) => symbols(current).length > 0);
    expect(selectActiveTokenBalances(state)).toEqual([fromWallet]);
    expect(toastText(state)).toBeUndefined();
  });

  it('a refresh after a transfer reads the portfolio again, past its 30 s cache', async () => {
    const { scoped } = createHostStore(testConfig, { adapters: [chainWithBalance('1')] });
    connectTestAccount(scoped);
    await waitForState(scoped, (current) => symbols(current).includes('USDC'));
    server.use(
      http.get('*/v1/account/:address/balance', () =>
        HttpResponse.json({
          balances: [
            {
              name: 'Ethereum',
              symbol: 'ETH',
              chainId: 'eip155:1',
              price: 3000,
              quantity: { decimals: '18', numeric: '0.5' },
              iconUrl: '',
            },
          ],
        }),
      ),
    );
    scoped.dispatch(balanceRefreshRequested());
    const state = await waitForState(scoped, (current) => !symbols(current).includes('USDC'));
    expect(symbols(state)).toEqual(['ETH']);
  });
});

describe('a failed portfolio fetch (Token Balance Unavailable, retry 30 s)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('shows the error toast and the chain balance, retries after 30 s and then shows the portfolio', async () => {
    mockApi.state.scenario.errors.balance = { status: 503 };
    const { scoped } = createHostStore(testConfig, { adapters: [chainWithBalance('2')] });
    connectTestAccount(scoped);
    // The failed fetch answers over the mock API, which takes real time: its toast is awaited, not timed.
    await waitForState(scoped, (state) => toastText(state) === ErrorText.tokenBalanceUnavailable);
    expect(selectActiveTokenBalances(scoped.getState())?.map((balance) => balance.quantity.numeric)).toEqual(['2']);

    delete mockApi.state.scenario.errors.balance;
    await jest.advanceTimersByTimeAsync(29_000);
    expect(symbols(scoped.getState())).toEqual(['ETH']);
    await jest.advanceTimersByTimeAsync(1_100);
    expect(symbols(scoped.getState())).toEqual(['ETH', 'USDC', 'USDT', 'DAI']);
  });

  it('keeps retrying every 30 s while it fails, with one toast for the streak', async () => {
    mockApi.state.scenario.errors.balance = { status: 500 };
    const { scoped, store } = createHostStore(testConfig, { adapters: [chainWithBalance('2')] });
    const toasts = new Map<number, string>();
    store.subscribe(() => {
      const { toast } = scoped.getState().alerts;
      if (toast) toasts.set(toast.id, englishText(toast.notice) ?? '');
    });
    connectTestAccount(scoped);
    await jest.advanceTimersByTimeAsync(95_000);
    expect([...toasts.values()]).toEqual([ErrorText.tokenBalanceUnavailable]);

    delete mockApi.state.scenario.errors.balance;
    await jest.advanceTimersByTimeAsync(30_000);
    expect(symbols(scoped.getState())).toContain('USDC');
  });
});
