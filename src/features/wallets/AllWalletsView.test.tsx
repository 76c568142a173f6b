import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  HOSTILE_DROPPED_NAMES,
  HOSTILE_LINK_WALLETS,
  HOSTILE_NAMED_WALLETS,
  HOSTILE_PLAIN_WALLETS,
  queryWallets,
  type WalletQuery,
} from '../../../mocks/fixtures/wallets.ts';
import { server } from '../../../mocks/node.ts';
import { WALLET_LIST } from '../../api/walletListPages';
import type { ScopedStore } from '../../store/scopedStore';
import { recentWalletUsed } from '../../store/slices/connectionSlice';
import { openModal } from '../../store/slices/modalSlice';
import { recordWalletRequests, serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { testConfig } from '../../test/store';
import { createFakeWalletConnect } from '../../test/walletConnect';
import { GRID_COLUMNS, GRID_ROW_HEIGHT } from './WalletGrid';

const mockApi = serveMockApi();

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
const TRUST = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0';
const CHAINS = testConfig.networks.map((network) => String(network.caipNetworkId));

/** The wallets the mock catalogue holds for the configured networks (and the extra filters given). */
const catalogue = (query: Partial<WalletQuery> = {}) =>
  queryWallets(mockApi.catalogue, { page: 1, entries: 10_000, chains: CHAINS, ...query });

/**
 * The page with All Wallets open. WalletConnect is the pairing-lifecycle stand-in: a wallet picked here starts a
 * pairing, and no relay runs for these tests.
 */
async function openAllWallets(options: Parameters<typeof renderWithProviders>[0] = {}) {
  const walletConnect = createFakeWalletConnect();
  const rendered = renderWithProviders({
    ...options,
    environment: { walletConnect: walletConnect.service, ...options.environment },
  });
  act(() => void rendered.scoped.dispatch(openModal({ view: 'AllWallets' })));
  const dialog = await screen.findByRole('dialog', { name: 'All Wallets' });
  return { ...rendered, dialog };
}

const grid = (dialog: HTMLElement) => within(dialog).findByRole('list', { name: 'All wallets' });
/** A button's text without its logo (initials stand in for a logo that is slow or missing). */
function textWithoutLogo(button: HTMLElement): string {
  const copy = button.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}
const tileNames = (list: HTMLElement) => within(list).getAllByRole('button').map(textWithoutLogo);

/** Whether a catalogue page is being requested right now (the store knows at once; the DOM a frame later). */
const loadingPage = (scoped: ScopedStore) =>
  Object.values(scoped.getState().walletListApi?.queries ?? {}).some(
    (entry) => entry?.endpointName === 'getWalletCatalogue' && entry.status === 'pending',
  );

/** jsdom has no layout: put the grid where the browser would have scrolled it, and tell it. */
function scrollGridTo(list: HTMLElement, row: number) {
  const scroller = list.parentElement?.parentElement as HTMLElement;
  act(() => {
    scroller.scrollTop = row * GRID_ROW_HEIGHT;
    fireEvent.scroll(scroller);
  });
}

describe('the All Wallets screen', () => {
  it('shows skeletons, then the catalogue as a grid rendering only the rows in view, with the total for screen readers', async () => {
    // A page that takes a moment, so the skeletons are there to see.
    mockApi.state.scenario.latencyMs = 200;
    const { dialog } = await openAllWallets();
    expect(await within(dialog).findByRole('status', { name: 'Loading wallets' })).toBeInTheDocument();
    const list = await grid(dialog);
    const expected = catalogue();
    // Three rows in view and two of overscan, of the 40 wallets of the first page.
    expect(tileNames(list)).toEqual(expected.data.slice(0, 5 * GRID_COLUMNS).map((wallet) => wallet.name));
    for (const item of within(list).getAllByRole('listitem')) expect(item).toHaveAttribute('aria-setsize', String(expected.count));
    expect(within(dialog).queryByRole('status', { name: 'Loading wallets' })).toBeNull();
  });

  it('loads the next page of 40 when scrolled near the end of the grid, and drops rows scrolled away', async () => {
    const requests = recordWalletRequests();
    const { dialog, scoped } = await openAllWallets();
    const list = await grid(dialog);
    const expected = catalogue().data;
    scrollGridTo(list, 3);
    expect(loadingPage(scoped)).toBe(false);

    scrollGridTo(list, 5);
    expect(loadingPage(scoped)).toBe(true);
    // The second page's answer, not only the rows in view: a busy machine renders them before it lands.
    await waitFor(() => expect(loadingPage(scoped)).toBe(false));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7 * GRID_COLUMNS);
    expect(requests.map((query) => [query.get('page'), query.get('entries')])).toEqual([
      ['1', '40'],
      ['2', '40'],
    ]);
    scrollGridTo(list, 10);
    // The store has the page before React shows it (RTK Query's updates reach subscribers batched): wait for the row.
    expect(await within(list).findByRole('button', { name: expected[40]?.name })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: expected[0]?.name })).toBeNull();
  });

  it('lets a keyboard user tab from the first tile on into the next page', async () => {
    const { dialog, user } = await openAllWallets();
    const list = await grid(dialog);
    const expected = catalogue().data;
    await user.click(within(dialog).getByRole('searchbox'));
    await user.tab();
    await user.tab();
    expect(within(list).getByRole('button', { name: expected[0]?.name })).toHaveFocus();
    for (let step = 1; step < 40; step++) await user.tab();
    expect(within(list).getByRole('button', { name: expected[39]?.name })).toHaveFocus();
    const next = await within(list).findByRole('button', { name: expected[40]?.name });
    await user.tab();
    expect(next).toHaveFocus();
  });

  it('opens the WalletConnect view of the wallet clicked', async () => {
    const { dialog, user, scoped } = await openAllWallets();
    const list = await grid(dialog);
    await user.click(within(list).getByRole('button', { name: 'Rainbow' }));
    expect(await screen.findByRole('dialog', { name: 'Rainbow' })).toBeInTheDocument();
    expect(scoped.getState().modal.history.at(-1)).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', name: 'Rainbow' },
    });
  });

  it('shows the recent wallets first, marked Recent, and not again in the grid', async () => {
    const requests = recordWalletRequests();
    const rendered = renderWithProviders();
    act(() => {
      rendered.scoped.dispatch(recentWalletUsed(METAMASK));
      rendered.scoped.dispatch(recentWalletUsed(TRUST));
      rendered.scoped.dispatch(openModal({ view: 'AllWallets' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'All Wallets' });
    const recent = await within(dialog).findByRole('group', { name: 'Recent wallets' });
    expect(within(recent).getAllByRole('button').map(textWithoutLogo)).toEqual(['Trust WalletRecent', 'MetaMaskRecent']);
    const list = await grid(dialog);
    expect(tileNames(list).slice(0, 2)).toEqual(['Coinbase Wallet', 'Rainbow']);
    expect(requests.find((query) => query.get('page') === '1' && query.get('entries') === '40')?.get('exclude')).toBe(
      `${TRUST},${METAMASK}`,
    );
    expect(recent.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('filters certified wallets only when asked', async () => {
    const requests = recordWalletRequests();
    const { dialog, user } = await openAllWallets();
    await grid(dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Certified only' }));
    const certified = catalogue({ badge: 'certified' }).data.slice(0, 5 * GRID_COLUMNS);
    await waitFor(() =>
      expect(tileNames(within(dialog).getByRole('list', { name: 'All wallets' }))).toEqual(certified.map((wallet) => wallet.name)),
    );
    expect(requests.at(-1)?.get('badge_type')).toBe('certified');
  });

  it('passes the host’s include and exclude lists and the configured chains', async () => {
    const requests = recordWalletRequests();
    const { dialog } = await openAllWallets({
      config: { ...testConfig, includeWalletIds: [METAMASK, TRUST], excludeWalletIds: [TRUST] },
    });
    expect(tileNames(await grid(dialog))).toEqual(['MetaMask']);
    expect(Object.fromEntries(requests[0] ?? [])).toMatchObject({
      include: `${METAMASK},${TRUST}`,
      exclude: TRUST,
      chains: CHAINS.join(','),
    });
  });

  it('says so when the list cannot load, and recovers on Retry', async () => {
    mockApi.state.scenario.errors.wallets = { status: 503 };
    const { dialog, user } = await openAllWallets();
    expect(await within(dialog).findByText("Couldn't load the wallet list.")).toBeInTheDocument();
    delete mockApi.state.scenario.errors.wallets;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(tileNames(await grid(dialog))[0]).toBe('MetaMask');
  });

  it('keeps the loaded wallets when a later page fails, and does not retry on its own', async () => {
    const requests = recordWalletRequests();
    const { dialog, user, scoped } = await openAllWallets();
    const list = await grid(dialog);
    mockApi.state.scenario.errors.wallets = { status: 503 };
    scrollGridTo(list, 6);
    expect(await within(dialog).findByText("Couldn't load the wallet list.")).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: catalogue().data[39]?.name })).toBeInTheDocument();
    scrollGridTo(list, 4);
    scrollGridTo(list, 6);
    expect(loadingPage(scoped)).toBe(false);
    expect(requests).toHaveLength(2);

    delete mockApi.state.scenario.errors.wallets;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByText("Couldn't load the wallet list.")).toBeNull());
    scrollGridTo(list, 10);
    expect(within(list).getByRole('button', { name: catalogue().data[40]?.name })).toBeInTheDocument();
  });
});

describe('the next page of the catalogue', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('shows skeleton tiles after the grid while the next page loads', async () => {
    const { dialog } = await openAllWallets();
    const list = await grid(dialog);
    mockApi.state.scenario.latencyMs = 1_000;
    scrollGridTo(list, 6);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(within(dialog).getByRole('status', { name: 'Loading more wallets' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(within(dialog).queryByRole('status', { name: 'Loading more wallets' })).toBeNull();
    // Rows 6 to 8 in view, two more of overscan: the grid now goes on past its first 40.
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveAttribute('aria-posinset', String(11 * GRID_COLUMNS));
  });
});

describe('searching the catalogue', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('sends the search 300 ms after the last keystroke, not before, and shows up to 100 results in place of the grid', async () => {
    const requests = recordWalletRequests();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { dialog } = await openAllWallets();
    await grid(dialog);
    const searches = () => requests.filter((query) => query.has('search'));

    await user.type(within(dialog).getByRole('searchbox'), 'no');
    await act(() => jest.advanceTimersByTimeAsync(200));
    await user.type(within(dialog).getByRole('searchbox'), 'va');
    await act(() => jest.advanceTimersByTimeAsync(WALLET_LIST.searchMinWaitMs - 1));
    expect(searches()).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(searches().map((query) => [query.get('search'), query.get('entries')])).toEqual([['nova', '100']]));

    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    expect(within(dialog).queryByRole('list', { name: 'All wallets' })).toBeNull();
    const expected = catalogue({ search: 'nova' });
    expect(tileNames(results)).toEqual(expected.data.slice(0, 5 * GRID_COLUMNS).map((wallet) => wallet.name));
    expect(within(results).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', String(expected.count));
    expect(within(dialog).getByText(`${expected.count} wallets found`)).toBeInTheDocument();
  });

  it('says so when nothing matches, and shows the catalogue again at once when the box is cleared', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { dialog } = await openAllWallets();
    await grid(dialog);
    await user.type(within(dialog).getByRole('searchbox'), 'no such wallet');
    await act(() => jest.advanceTimersByTimeAsync(WALLET_LIST.searchMinWaitMs));
    expect(await within(dialog).findByText('No wallet found for “no such wallet”.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox'));
    expect(within(dialog).getByRole('list', { name: 'All wallets' })).toBeInTheDocument();
  });

  it('cuts an answer longer than 100 to 100 results', async () => {
    server.use(
      http.get('*/getWallets', () =>
        HttpResponse.json({ count: 150, data: Array.from({ length: 150 }, (_, index) => ({ id: `w${index}`, name: `Nova ${index}` })) }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { dialog } = await openAllWallets();
    await user.type(within(dialog).getByRole('searchbox'), 'nova');
    await act(() => jest.advanceTimersByTimeAsync(WALLET_LIST.searchMinWaitMs));
    const results = await within(dialog).findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '100');
  });
});

describe('a hostile wallet catalogue', () => {
  it('shows markup in names as literal text and links nowhere, drops bad entries, keeps good ones and stops paging', async () => {
    mockApi.state.scenario.hostileWallets = true;
    const requests = recordWalletRequests();
    const { dialog, scoped } = await openAllWallets();
    const list = await grid(dialog);

    for (const { name } of [...HOSTILE_PLAIN_WALLETS, ...HOSTILE_NAMED_WALLETS, ...HOSTILE_LINK_WALLETS]) {
      expect(within(list).getByRole('button', { name })).toHaveTextContent(name, { normalizeWhitespace: false });
    }
    for (const name of HOSTILE_DROPPED_NAMES) expect(within(dialog).queryByText(name)).toBeNull();
    // Script links stay text in the catalogue: nothing here is a link (ConnectingWalletConnect refuses them on open).
    expect(within(dialog).queryByText(/^WWWW/)).toBeNull();
    expect(document.querySelector('script, [onerror], [onload], img[src="x"], a[href]')).toBeNull();

    // One answer of 10,000 entries still makes a page of 40; a second page repeating it ends the list.
    scrollGridTo(list, 6);
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '40'));
    scrollGridTo(list, 5);
    scrollGridTo(list, 6);
    expect(loadingPage(scoped)).toBe(false);
    expect(requests).toHaveLength(2);
  });
});
