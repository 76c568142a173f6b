import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { HISTORY_ANCHOR } from '../../../mocks/fixtures/history.ts';
import { server } from '../../../mocks/node.ts';
import type { WalletModalConfig } from '../../config/config';
import { mainnet, solana } from '../../config/networks';
import { TRANSACTIONS } from '../../constants';
import { WalletModalProvider } from '../../shell/WalletModalProvider';
import { addressChanged } from '../../store/slices/accountSlice';
import { networkSwitched } from '../../store/slices/chainSlice';
import { openModal } from '../../store/slices/modalSlice';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { renderWithProviders } from '../../test/render';
import { createHostStore, polygon, testConfig, waitForState } from '../../test/store';
import type { CaipAddress, CaipNetworkId } from '../../utils/caip';
import { ActivityList } from './ActivityList';
import { selectActivity } from './historyAnswers';
import { NftList } from './NftList';

const mockApi = serveMockApi();

const HOUR = 3_600_000;
const OTHER_SHORT = '0x70...dc79C8';
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const config = { ...testConfig, networks: [mainnet, polygon, solana] };

afterEach(() => jest.restoreAllMocks());

/** The list rendered for an account connected on `caipAddress`, its network the active one. */
function renderList(
  list: 'activity' | 'nfts' = 'activity',
  caipAddress: CaipAddress = `eip155:1:${TEST_ADDRESS}`,
  options: Partial<WalletModalConfig> = {},
) {
  const { store, scoped } = createHostStore({ ...config, ...options }, { adapters: [chainWithBalance('0')] });
  const [namespace, chainId] = caipAddress.split(':');
  scoped.dispatch(networkSwitched(`${namespace}:${chainId}` as CaipNetworkId));
  connectTestAccount(scoped, { caipAddress });
  const view = render(<WalletModalProvider store={store}>{list === 'activity' ? <ActivityList /> : <NftList />}</WalletModalProvider>);
  return { ...view, scoped, user: userEvent.setup() };
}

/** A row's texts, element by element, without its image (initials stand in for a slow or missing one). */
function rowText(row: HTMLElement): string[] {
  const copy = row.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  const ownText = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('');
  return [...copy.querySelectorAll('*')].map(ownText).filter(Boolean);
}

/** The cursor of every history request that goes out from now on. */
function recordHistoryRequests() {
  const cursors: (string | null)[] = [];
  server.use(
    http.get('*/v1/account/:account/history', ({ request }) => {
      cursors.push(new URL(request.url).searchParams.get('cursor'));
    }),
  );
  return cursors;
}

const region = () => screen.findByRole('region', { name: 'Activity' });
const rowCount = () => screen.queryAllByRole('listitem').length;

/** jsdom has no layout: give the list the size a browser would, scroll it to `top` and tell it. */
function scrollTo(element: HTMLElement, top: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 1_000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 400 });
  act(() => {
    element.scrollTop = top;
    fireEvent.scroll(element);
  });
}

describe('<ActivityList>', () => {
  it('shows a skeleton, then the transactions of this chain by month, newest first, one row each', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(HISTORY_ANCHOR + 2 * HOUR);
    renderList();
    expect(screen.getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
    const list = await region();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['This month', 'October 2026', 'September 2026', 'July 2026', 'June 2026']);
    const july = within(list).getByRole('list', { name: 'July 2026' });
    expect(within(july).getAllByRole('listitem')).toHaveLength(2);
    const [sent] = within(within(list).getByRole('list', { name: 'This month' })).getAllByRole('listitem');
    expect(rowText(sent as HTMLElement)).toEqual(['Sent', `To ${OTHER_SHORT}`, '-10 USDC', '2 hr']);
    const [received] = within(within(list).getByRole('list', { name: 'October 2026' })).getAllByRole('listitem');
    expect(rowText(received as HTMLElement)).toEqual(['Received', `From ${OTHER_SHORT}`, '+0.25 ETH', '17 d']);
    expect(within(list).getByText('17 d')).toHaveAttribute('datetime', new Date(HISTORY_ANCHOR - 17 * 24 * HOUR).toISOString());
    expect(screen.queryByRole('status', { name: 'Loading activity' })).toBeNull();
  });

  it('loads the next page when scrolled near the end, not before', async () => {
    const { scoped } = renderList();
    const list = await region();
    expect(rowCount()).toBe(6);
    // The next page takes a moment, in which the list says it is loading more.
    mockApi.state.scenario.latencyMs = 300;
    // The request starts in the store at once; the page re-renders with RTK Query's next batch of updates.
    scrollTo(list, 100);
    expect(selectActivity(scoped.getState())?.loading).toBe(false);
    scrollTo(list, 500);
    expect(selectActivity(scoped.getState())?.loading).toBe(true);
    expect(await screen.findByRole('status', { name: 'Loading more activity' })).toBeInTheDocument();
    await waitFor(() => expect(rowCount()).toBe(12));
  });

  it("loads the next pages with 'Load more' until the last, then keeps focus in the list", async () => {
    const { user } = renderList();
    const list = await region();
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowCount()).toBe(12));
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowCount()).toBe(16));
    expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(list).toHaveFocus();
  });

  it('says so when there is no activity', async () => {
    server.use(http.get('*/v1/account/:account/history', () => HttpResponse.json({ data: [], next: null })));
    renderList();
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says the history could not load ('Failed to fetch transactions' is the toast), and loads it on Retry", async () => {
    mockApi.state.scenario.errors.history = { status: 500 };
    const { scoped, user } = renderList();
    expect(await screen.findByText("Couldn't load the transaction history.")).toBeInTheDocument();
    expect(englishText(scoped.getState().alerts.toast?.notice)).toBe('Failed to fetch transactions');
    delete mockApi.state.scenario.errors.history;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await region();
    expect(rowCount()).toBe(6);
  });

  it('does not show activity outside eip155, and says why', async () => {
    const { store, scoped } = createHostStore({ ...config, networks: [solana, mainnet] }, { adapters: [chainWithBalance('0')] });
    scoped.dispatch(networkSwitched(solana.caipNetworkId));
    scoped.dispatch(addressChanged({ namespace: 'solana', caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}` }));
    render(
      <WalletModalProvider store={store}>
        <ActivityList />
      </WalletModalProvider>,
    );
    expect(screen.getByText('Activity is not available on Solana: it is shown for EVM networks only.')).toBeInTheDocument();
  });

  it('is the Transactions view of the modal', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(HISTORY_ANCHOR + 2 * HOUR);
    const { scoped } = renderWithProviders({ config, environment: { adapters: [chainWithBalance('0')] } });
    act(() => connectTestAccount(scoped));
    act(() => void scoped.dispatch(openModal({ view: 'Transactions' })));
    const dialog = await screen.findByRole('dialog', { name: 'Activity' });
    expect(await within(dialog).findByRole('list', { name: 'This month' })).toBeInTheDocument();
  });
});

describe('pending transactions', () => {
  // An hour after the fixture's newest transaction: its row is in 'This month' whatever the date the suite runs on.
  beforeEach(() => jest.useFakeTimers({ now: HISTORY_ANCHOR + HOUR, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  /** The newest transaction's row (the fixture's first entry, the one the scenario makes pending). */
  const newestRow = async () => within(await screen.findByRole('list', { name: 'This month' })).getAllByRole('listitem')[0] as HTMLElement;

  /** Lets `ms` pass, then waits for any history request they started to be answered and shown. */
  async function pass(scoped: ReturnType<typeof renderList>['scoped'], ms: number) {
    await act(() => jest.advanceTimersByTimeAsync(ms));
    await waitForState(scoped, (state) =>
      Object.values(state.providerApi?.queries ?? {}).every(
        (query) => query?.endpointName !== 'getHistoryPage' || query.status !== 'pending',
      ),
    );
    await act(() => jest.advanceTimersByTimeAsync(0));
  }

  it('shows a transaction the API lists as pending as pending, and as confirmed after the next poll, 30 s on', async () => {
    mockApi.state.scenario.pendingHistory = 1;
    const { scoped } = renderList('activity', undefined, { watchPendingTransactions: true });
    expect(rowText(await newestRow())).toEqual(['Sent', 'Pending', `To ${OTHER_SHORT}`, '-10 USDC', '1 hr']);

    // Mined: the API now lists it as confirmed.
    mockApi.state.scenario.pendingHistory = 0;
    await pass(scoped, TRANSACTIONS.pendingPollMs - 1_000);
    expect(rowText(await newestRow())).toContain('Pending');
    await pass(scoped, 1_000);
    expect(rowText(await newestRow())).toEqual(['Sent', `To ${OTHER_SHORT}`, '-10 USDC', '1 hr']);
    expect(screen.queryByText('Pending')).toBeNull();
    expect(rowCount()).toBe(6);
  });

  it('does not poll when the option is off (the default): the row stays pending until the history is loaded again', async () => {
    mockApi.state.scenario.pendingHistory = 1;
    const { scoped } = renderList();
    expect(rowText(await newestRow())).toContain('Pending');
    mockApi.state.scenario.pendingHistory = 0;
    await pass(scoped, 3 * TRANSACTIONS.pendingPollMs);
    expect(rowText(await newestRow())).toContain('Pending');
  });

  it('stops polling once the Activity list is closed', async () => {
    mockApi.state.scenario.pendingHistory = 1;
    const { scoped, unmount } = renderList('activity', undefined, { watchPendingTransactions: true });
    expect(rowText(await newestRow())).toContain('Pending');
    const requests = recordHistoryRequests();
    unmount();
    mockApi.state.scenario.pendingHistory = 0;
    await pass(scoped, 3 * TRANSACTIONS.pendingPollMs);
    // No poll went out: what the history holds is what the closed list last showed.
    expect(requests).toEqual([]);
  });
});

describe('hostile history data', () => {
  const hostileName = '<img src=x onerror=alert(1)>';
  const hostileEntry = (id: string, transfer: Record<string, unknown>, metadata: Record<string, unknown> = {}) => ({
    id,
    metadata: {
      minedAt: new Date(HISTORY_ANCHOR).toISOString(),
      chain: 'eip155:1',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      sentTo: TEST_ADDRESS,
      ...metadata,
    },
    transfers: [{ direction: 'in', quantity: { numeric: '1' }, ...transfer }],
  });
  beforeEach(() =>
    server.use(
      http.get('*/v1/account/:account/history', () =>
        HttpResponse.json({
          data: [
            hostileEntry('nft', {
              nft_info: { name: hostileName, content: { preview: { url: 'javascript:alert(1)' } }, flags: { is_spam: false } },
            }),
            hostileEntry(
              'token',
              { fungible_info: { symbol: '<script>alert(2)</script>', icon: { url: 'JavaScript:alert(3)' } } },
              { operationType: '<b>pwn</b>', status: 'failed', sentFrom: '"><svg onload=alert(4)>' },
            ),
          ],
          next: null,
        }),
      ),
    ),
  );

  function expectNothingActive() {
    expect(document.querySelector('script, svg, b, [onerror], [onload], a[href], img[src="x"]')).toBeNull();
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).not.toMatch(/^\s*javascript:/i);
  }

  it('renders names, symbols and types as text and never uses a script URL as an image', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(HISTORY_ANCHOR);
    renderList();
    const list = await region();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map(rowText)).toEqual([
      ['Received', `From ${OTHER_SHORT}`, hostileName, '0 sec'],
      ['<b>pwn</b>', 'Failed', 'From "><s...rt(4)>', '+1 <script>alert(2)</script>', '0 sec'],
    ]);
    // Initials stand in for the refused images.
    expect(rows[0]).toHaveTextContent('<I');
    expect(rows[1]).toHaveTextContent('<S');
    expectNothingActive();
  });

  it('does the same in the NFTs tab', async () => {
    renderList('nfts');
    const grid = await screen.findByRole('list', { name: 'NFTs' });
    expect(within(grid).getByText(hostileName)).toBeInTheDocument();
    expectNothingActive();
  });
});

describe('<NftList>', () => {
  it('shows the NFTs of this chain with their preview and name, spam left out', async () => {
    renderList('nfts', `eip155:137:${TEST_ADDRESS}`);
    const grid = await screen.findByRole('list', { name: 'NFTs' });
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Based Ghoul #1204']);
    expect(grid.querySelector('img')?.getAttribute('src')).toBe('https://nft-previews.example/Based%20Ghoul%20%231204.png');
    expect(screen.queryByText(/Claim Reward/)).toBeNull();
  });

  it('says so when this chain has none, and offers the next page', async () => {
    renderList('nfts');
    expect(await screen.findByText('No NFTs to show on this network.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
