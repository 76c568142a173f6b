/**
 * The All Wallets grid against a 5,000-wallet catalogue, in jsdom with the mock API behind msw, React and
 * Redux Toolkit in their production builds (`npm run bench` sets NODE_ENV=production):
 * - first render: opening the view until the first tiles are on screen (first page fetched and parsed);
 * - next page: scrolling to the end of the grid until the next 40 tiles are there, median over all pages;
 * - whole catalogue: reopening the view with all 5,000 wallets in the store until tiles are on screen;
 * - scroll: one jump to the middle of the 5,000 until the new rows are on screen;
 * - search: from the answer to the debounced search request until the results are on screen;
 * - and, for scale, one `GET /getWallets` page through the mock API with nothing rendered.
 * Scrolls start once the tiles on screen have their logos, so the logo requests of one step do not
 * count against the next.
 * Each figure is the median of RUNS runs, each with a new host store, rendered as a host renders the
 * modal (no `act`), with a MutationObserver stamping the moment the DOM shows the expected state.
 */
import { fireEvent, within } from '@testing-library/dom';
import { setupServer } from 'msw/node';
import { createRoot } from 'react-dom/client';
import { createMockApi } from '../mocks/handlers.ts';
import { WalletModalRoot } from '../src/components/WalletModalRoot/WalletModalRoot';
import { bitcoin, mainnet, solana } from '../src/config/networks';
import { closeModal, openModal } from '../src/features/modal/modalSlice';
import { GRID_COLUMNS, GRID_ROW_HEIGHT } from '../src/features/wallets/WalletGrid';
import { createHostStore, testConfig } from '../src/test/store';

const WALLET_COUNT = 5_000;
const RUNS = 5;
const SEARCH = 'nova';
/** Every wallet of the mock catalogue supports one of these chains, so the grid holds all 5,000. */
const CONFIG = { ...testConfig, networks: [mainnet, solana, bitcoin] };

const mockApi = createMockApi({ walletCount: WALLET_COUNT });
const server = setupServer(...mockApi.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** Resolves with the time the DOM first satisfies `predicate`, checked on every DOM change. */
function until(predicate: () => boolean, what: string, timeoutMs = 30_000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (predicate()) {
      resolve(performance.now());
      return;
    }
    const observer = new MutationObserver(() => {
      if (!predicate()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(performance.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Timed out waiting for ${what}`));
    }, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  });
}

const grid = () => document.querySelector<HTMLElement>('ul[aria-label="All wallets"]');
/** Every tile on screen has its logo (preloading or shown): no logo request is still under way. */
const logosSettled = () => [...(grid()?.querySelectorAll('button') ?? [])].every((tile) => tile.querySelector('img'));
const lastPosition = () => Number(grid()?.lastElementChild?.getAttribute('aria-posinset') ?? 0);
const spacer = () => grid()?.parentElement as HTMLElement;
/** Rows the grid holds, loaded ones only: its spacer is that many rows high. */
const loadedRows = () => Number.parseFloat(spacer().style.height) / GRID_ROW_HEIGHT;

/** Scrolls the grid to `row`, as a user dragging its scrollbar would. */
function scrollToRow(row: number) {
  const scroller = spacer().parentElement as HTMLElement;
  scroller.scrollTop = row * GRID_ROW_HEIGHT;
  fireEvent.scroll(scroller);
}

interface Run {
  roundTrip: number;
  firstRender: number;
  nextPage: number;
  wholeCatalogue: number;
  scroll: number;
  search: number;
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function measureOnce(): Promise<Run> {
  const { store, scoped } = createHostStore(CONFIG);
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  root.render(<WalletModalRoot store={store} />);

  let started = performance.now();
  await (await fetch('https://api.web3modal.org/getWallets?page=2&entries=40')).json();
  const roundTrip = performance.now() - started;

  started = performance.now();
  scoped.dispatch(openModal({ view: 'AllWallets' }));
  const firstRender = (await until(() => lastPosition() > 0, 'the first tiles')) - started;

  const pageTimes: number[] = [];
  while (loadedRows() < WALLET_COUNT / GRID_COLUMNS) {
    const rows = loadedRows();
    await until(logosSettled, 'the logos');
    started = performance.now();
    scrollToRow(rows);
    pageTimes.push((await until(() => loadedRows() > rows, 'the next page')) - started);
  }

  scoped.dispatch(closeModal());
  await until(() => grid() === null, 'the modal to close');
  started = performance.now();
  scoped.dispatch(openModal({ view: 'AllWallets' }));
  const wholeCatalogue = (await until(() => lastPosition() > 0, 'the tiles of the whole catalogue')) - started;
  expect(grid()?.firstElementChild).toHaveAttribute('aria-setsize', String(WALLET_COUNT));

  await until(logosSettled, 'the logos');
  started = performance.now();
  scrollToRow(WALLET_COUNT / 2 / GRID_COLUMNS);
  const scroll = (await until(() => lastPosition() > WALLET_COUNT / 2, 'the middle rows')) - started;

  await until(logosSettled, 'the logos');
  let answeredAt = 0;
  const onAnswer = ({ request }: { request: Request }) => {
    if (new URL(request.url).searchParams.get('search') === SEARCH) answeredAt = performance.now();
  };
  server.events.on('response:mocked', onAnswer);
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]') as HTMLElement;
  fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: SEARCH } });
  const resultsShown = await until(() => document.querySelector('ul[aria-label="Search results"] li') !== null, 'the search results');
  server.events.removeListener('response:mocked', onAnswer);
  expect(answeredAt).toBeGreaterThan(0);

  root.unmount();
  return { roundTrip, firstRender, nextPage: median(pageTimes), wholeCatalogue, scroll, search: resultsShown - answeredAt };
}

it(`AllWallets with a ${WALLET_COUNT.toLocaleString('en')}-wallet catalogue`, async () => {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measureOnce());

  const rows: [string, keyof Run][] = [
    ['first render (open → first tiles)', 'firstRender'],
    ['next page (scroll to end → 40 more tiles)', 'nextPage'],
    [`whole catalogue in store (open → tiles)`, 'wholeCatalogue'],
    [`scroll to the middle of ${WALLET_COUNT}`, 'scroll'],
    ['search (answer → results on screen)', 'search'],
    ['for scale: one page through the mock API, no UI', 'roundTrip'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const table = [
    `\nAllWallets bench — ${WALLET_COUNT} wallets, median of ${RUNS} runs (ms; all runs in brackets)`,
    ...rows.map(
      ([label, key]) =>
        `  ${label.padEnd(width)}  ${median(runs.map((run) => run[key]))
          .toFixed(1)
          .padStart(7)}   [${runs.map((run) => run[key].toFixed(1)).join(', ')}]`,
    ),
    '',
  ].join('\n');
  process.stdout.write(`${table}\n`);
});
