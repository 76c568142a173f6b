import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createPublicClient, createWalletClient, erc20Abi, type Hex, parseEther, http as viemHttp } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TEST_ACCOUNTS } from '../../../mocks/fixtures/accounts.ts';
import { LOCAL_TOKENS, UNISWAP_V2 } from '../../../mocks/fixtures/localChains.ts';
import { createMockApi } from '../../../mocks/handlers.ts';
import { connectLocalChain } from '../../../mocks/localChain.ts';
import { exchangeQuote, exchangeSwapTransaction, NATIVE_TOKEN_ADDRESS } from '../../../mocks/localExchange.ts';
import { server } from '../../../mocks/node.ts';
import { ANVIL_PRIVATE_KEYS } from '../../devWallet/accounts';
import type { ScopedStore } from '../../store/scopedStore';
import { balanceRefreshRequested, selectActiveAccount } from '../../store/slices/accountSlice';
import { connectRequested } from '../../store/slices/connectionSlice';
import { openModal, selectCurrentView } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import { BALANCES_READ } from '../../test/accountAnswers';
import { runLocalChains } from '../../test/chains';
import { announceDevWallet, DEV_WALLET_ID } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { waitForEffects } from '../../test/store';
import { formatBalance, formatUnits } from '../../utils/units';
import { selectActiveTokenBalances } from '../account/tokenBalancesApi';
import { minimumReceived } from './swapRules';
import { selectSwapState } from './swapSlice';
import { uniswapV2RouterAbi } from './uniswapV2';

const chains = runLocalChains();
serveMockApi();

const [DEMO, DUSDT] = LOCAL_TOKENS as [(typeof LOCAL_TOKENS)[number], (typeof LOCAL_TOKENS)[number]];
const rpcUrl = () => chains.a.rpcUrls.default.http[0] as string;
const chainClient = () => createPublicClient({ transport: viemHttp(rpcUrl()) });
const tokenBalance = (token: Hex, holder: Hex) =>
  chainClient().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });
const caip = (address: string) => `${chains.a.caipNetworkId}:${address}`;
const nonceOf = (address: Hex) => chainClient().getTransactionCount({ address });

/** What the router says `amount` of `from` buys of `to` now. */
async function amountOut(amount: bigint, from: Hex, to: Hex) {
  const amounts = await chainClient().readContract({
    address: UNISWAP_V2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amount, [from, to]],
  });
  return amounts[1] ?? 0n;
}

/** Another trader buys DEMO with 20 ETH on anvil A: DEMO's price in ETH rises by far more than the 1 % slippage. */
async function movePriceOfDemo() {
  const trader = createWalletClient({ account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[7]), transport: viemHttp(rpcUrl()) });
  const hash = await trader.writeContract({
    chain: null,
    address: UNISWAP_V2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [UNISWAP_V2.weth, DEMO.address], trader.account.address, 2n ** 40n],
    value: parseEther('20'),
  });
  await chainClient().waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

function untilState(scoped: ScopedStore, predicate: (state: WalletModalState) => boolean, timeout = 10_000) {
  return waitFor(() => expect(predicate(scoped.getState())).toBe(true), { timeout });
}

/**
 * The page with the Dev Wallet connected on anvil A, whose exchange the API answers from (mocks/localExchange.ts), the
 * anvil chains added to the swap networks, and the Swap view open with `data`.
 */
async function setup({ data, swapNetworks = [chains.a.caipNetworkId] }: { data?: Record<string, string>; swapNetworks?: string[] } = {}) {
  server.use(...createMockApi({ localChains: [{ caipNetworkId: chains.a.caipNetworkId, rpcUrl: rpcUrl() }] }).handlers);
  const dev = announceDevWallet(chains.a);
  const from = dev.wallet.addresses[0] as Hex;
  const page = renderWithProviders({ config: { projectId: 'test-project-id', networks: [chains.a, chains.b], swapNetworks } });
  const { scoped } = page;
  await untilState(scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
  act(() => {
    scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
  });
  await untilState(scoped, (state) => selectActiveAccount(state)?.address === from && (selectActiveTokenBalances(state)?.length ?? 0) > 0);
  act(() => {
    scoped.dispatch(openModal({ view: 'Swap', data }));
  });
  // The view has loaded, with the network's tokens and gas price (or says it cannot swap here).
  await waitFor(() =>
    expect(screen.queryByRole('form', { name: 'Swap' }) ?? screen.queryByText('Network not supported for Swaps')).not.toBeNull(),
  );
  const sendPrompts = () => dev.prompts.filter((prompt) => prompt.method === 'eth_sendTransaction');
  return { ...page, ...dev, from, sendPrompts };
}
type Page = Awaited<ReturnType<typeof setup>>;

/** Every toast the page shows from now on, as `variant key`, in order. */
function toastsShown(scoped: ScopedStore) {
  const shown: string[] = [];
  let last: number | undefined;
  scoped.subscribe(() => {
    const toast = scoped.getState().alerts.toast;
    if (toast && toast.id !== last) shown.push(`${toast.variant} ${toast.notice.key}`);
    last = toast?.id;
  });
  return shown;
}

/** The quote's "You receive" line once the quote for the amount is in. */
async function quotedReceive() {
  const quote = within(await screen.findByRole('group', { name: 'Quote' }, { timeout: 5_000 }));
  return quote;
}

/** Resolves once a swap succeeded: back on the Account view, showing the balances it read again. */
async function swapSettled(page: Page) {
  await untilState(
    page.scoped,
    (state) => selectCurrentView(state)?.view === 'Account' && selectSwapState(state).status === 'idle',
    15_000,
  );
  await waitForEffects(page, balanceRefreshRequested, BALANCES_READ);
}

describe('Swap on anvil with the Dev Wallet', () => {
  it("ETH → DEMO: the quote is the router's getAmountsOut, and the swap delivers at least the minimum shown", async () => {
    const before = await tokenBalance(DEMO.address, TEST_ACCOUNTS[0]);
    const expected = await amountOut(parseEther('0.5'), UNISWAP_V2.weth, DEMO.address);
    const page = await setup({ data: { toToken: caip(DEMO.address) } });
    const toasts = toastsShown(page.scoped);
    await page.user.type(await screen.findByRole('textbox', { name: 'You pay' }), '0.5');
    const quote = await quotedReceive();
    expect(quote.getByText(`${formatBalance(formatUnits(expected, 18))} DEMO`)).toBeInTheDocument();
    expect(quote.getByText(`${formatBalance(formatUnits(minimumReceived(expected), 18))} DEMO`)).toBeInTheDocument();
    expect(quote.getByText(/^1 ETH = [\d,.]+ DEMO$/)).toBeInTheDocument();
    expect(quote.getByText(/^\d+\.\d\d %$/)).toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Review swap' }));
    // The review shows what the swap costs in fees: the built transaction's gas at the network's price, in ETH and USD.
    const review = await quotedReceive();
    expect(await review.findByText('Network fee')).toBeInTheDocument();
    expect(review.getByText(/^0\.0\d* ETH$/)).toBeInTheDocument();
    await page.user.click(await screen.findByRole('button', { name: 'Swap' }));

    await swapSettled(page);
    expect(await screen.findByText('Swapped 0.5 ETH for DEMO')).toBeInTheDocument();
    // While the swap waits for the chain, a loading toast says so; its outcome replaces it.
    expect(toasts).toEqual(['loading notice.swapping', 'success notice.swapped']);
    expect((await tokenBalance(DEMO.address, page.from)) - before).toBeGreaterThanOrEqual(minimumReceived(expected));
    expect(page.sendPrompts()).toHaveLength(1);
  }, 30_000);

  it('DEMO → ETH: approve first, then the swap; a double click swaps once', async () => {
    const etherBefore = await chainClient().getBalance({ address: TEST_ACCOUNTS[0] });
    const nonce = await nonceOf(TEST_ACCOUNTS[0]);
    const page = await setup({ data: { fromToken: caip(DEMO.address), toToken: caip(NATIVE_TOKEN_ADDRESS), amount: '25' } });
    const toasts = toastsShown(page.scoped);
    await page.user.click(await screen.findByRole('button', { name: 'Approve DEMO' }, { timeout: 5_000 }));
    await page.user.click(await screen.findByRole('button', { name: 'Review swap' }, { timeout: 10_000 }));
    expect(await screen.findByText('DEMO approved for swapping')).toBeInTheDocument();
    await page.user.dblClick(await screen.findByRole('button', { name: 'Swap' }));

    await swapSettled(page);
    // The chain is read while a toast may time out: inside waitFor, its update is the page settling, not one outside act.
    // The approval and one swap.
    await waitFor(async () => expect(await nonceOf(page.from)).toBe(nonce + 2));
    expect(page.sendPrompts()).toHaveLength(2);
    await waitFor(async () => expect(await chainClient().getBalance({ address: page.from })).toBeGreaterThan(etherBefore));
    // While the approval waits for the chain, a loading toast says so; its outcome replaces it.
    expect(toasts.slice(0, 2)).toEqual(['loading notice.swapApproving', 'success notice.swapApproved']);
  }, 30_000);

  it("a price moved past the slippage before the swap lands: the pool's reason shows in the view, nothing is swapped", async () => {
    const before = await tokenBalance(DEMO.address, TEST_ACCOUNTS[0]);
    const page = await setup({ data: { toToken: caip(DEMO.address), amount: '0.2' } });
    // The swap is built at the price the user saw; the price moves before it reaches the chain.
    server.use(
      http.post('*/v1/convert/build-transaction', async ({ request }) => {
        const built = await exchangeSwapTransaction(
          connectLocalChain({ caipNetworkId: chains.a.caipNetworkId, rpcUrl: rpcUrl() }),
          (await request.json()) as Parameters<typeof exchangeSwapTransaction>[1],
        );
        if (selectSwapState(page.scoped.getState()).status === 'swapping') await movePriceOfDemo();
        return HttpResponse.json(built);
      }),
    );
    await page.user.click(await screen.findByRole('button', { name: 'Review swap' }, { timeout: 5_000 }));
    await page.user.click(await screen.findByRole('button', { name: 'Swap' }));

    const form = await screen.findByRole('form', { name: 'Swap' });
    expect(await within(form).findByText(/UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(selectCurrentView(page.scoped.getState())?.view).toBe('Swap');
    expect(await tokenBalance(DEMO.address, page.from)).toBe(before);
  }, 30_000);
});

describe('the quote', () => {
  it('is asked once the typing pauses, and an answer for an earlier amount is never shown', async () => {
    const page = await setup({ data: { toToken: caip(DEMO.address) } });
    const asked: string[] = [];
    // The first amount's answer is held until the second amount's is shown.
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const chain = connectLocalChain({ caipNetworkId: chains.a.caipNetworkId, rpcUrl: rpcUrl() });
    server.use(
      http.get('*/v1/convert/quotes', async ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.get('amount') ?? '');
        const answer = await exchangeQuote(chain, query);
        if (asked.length === 1) await firstHeld;
        return HttpResponse.json(answer);
      }),
    );
    const answeredFor = (units: bigint) =>
      Object.values(page.scoped.getState().providerApi?.queries ?? {}).some(
        (entry) =>
          entry?.endpointName === 'getSwapQuotes' &&
          (entry.originalArgs as { amount?: string } | undefined)?.amount === units.toString() &&
          entry.status === 'fulfilled',
      );
    const amount = screen.getByRole('textbox', { name: 'You pay' });
    await page.user.type(amount, '0.15');
    await waitFor(() => expect(asked).toHaveLength(1));
    await page.user.clear(amount);
    await page.user.type(amount, '0.25');
    const second = await amountOut(parseEther('0.25'), UNISWAP_V2.weth, DEMO.address);
    const quote = await quotedReceive();
    expect(quote.getByText(`${formatBalance(formatUnits(second, 18))} DEMO`)).toBeInTheDocument();
    releaseFirst();
    await untilState(page.scoped, () => answeredFor(parseEther('0.15')));
    expect(quote.getByText(`${formatBalance(formatUnits(second, 18))} DEMO`)).toBeInTheDocument();
    // Keystroke by keystroke, only the amounts the user paused on were asked for.
    expect(asked).toEqual([parseEther('0.15').toString(), parseEther('0.25').toString()]);
  }, 30_000);
});

describe('what stops a swap before the wallet is asked', () => {
  it('a quote older than 30 s is asked for again first; a lower one stops the swap so the user sees it', async () => {
    const page = await setup({ data: { toToken: caip(DEMO.address), amount: '0.3' } });
    await page.user.click(await screen.findByRole('button', { name: 'Review swap' }, { timeout: 5_000 }));
    await screen.findByRole('button', { name: 'Swap' });
    await act(() => movePriceOfDemo());
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now + 31_000);
    try {
      await page.user.click(screen.getByRole('button', { name: 'Swap' }));
      expect(
        await within(screen.getByRole('form', { name: 'Swap' })).findByText('The price changed. Check the new quote and swap again.'),
      ).toBeInTheDocument();
    } finally {
      clock.mockRestore();
    }
    expect(page.sendPrompts()).toHaveLength(0);
  }, 30_000);

  it('a built transaction whose minimum out is below the quote shown is not sent', async () => {
    const page = await setup({ data: { toToken: caip(DUSDT.address), amount: '0.1' } });
    server.use(
      http.post('*/v1/convert/build-transaction', async ({ request }) => {
        const built = await exchangeSwapTransaction(connectLocalChain({ caipNetworkId: chains.a.caipNetworkId, rpcUrl: rpcUrl() }), {
          ...((await request.json()) as object),
          eip155: { slippage: '40' },
        });
        return HttpResponse.json(built);
      }),
    );
    await page.user.click(await screen.findByRole('button', { name: 'Review swap' }, { timeout: 5_000 }));
    await page.user.click(await screen.findByRole('button', { name: 'Swap' }));
    const form = await screen.findByRole('form', { name: 'Swap' });
    expect(
      await within(form).findByText('The swap transaction did not match the quote shown, so it was not sent.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(page.sendPrompts()).toHaveLength(0);
  }, 30_000);

  it('a malformed quote answer shows a clear error and no way to review or swap', async () => {
    const page = await setup({ data: { toToken: caip(DEMO.address) } });
    server.use(http.get('*/v1/convert/quotes', () => HttpResponse.json({ quotes: 'soon' })));
    await page.user.type(screen.getByRole('textbox', { name: 'You pay' }), '0.1');
    expect(await screen.findByText("Couldn't get a quote for this swap.", {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review swap' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Swap' })).not.toBeInTheDocument();
  }, 30_000);

  it("more than the balance: 'Insufficient balance', and no quote is asked for", async () => {
    const page = await setup({ data: { fromToken: caip(DUSDT.address), toToken: caip(DEMO.address) } });
    await page.user.type(await screen.findByRole('textbox', { name: 'You pay' }), '100000');
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quote' })).not.toBeInTheDocument();
  }, 30_000);

  it("a network outside the swap list: 'Network not supported for Swaps', and no Swap button on the Account view", async () => {
    const page = await setup({ swapNetworks: [] });
    expect(await screen.findByText('Network not supported for Swaps')).toBeInTheDocument();
    act(() => {
      page.scoped.dispatch(openModal({ view: 'Account' }));
    });
    await screen.findByRole('group', { name: 'Wallet features' });
    expect(screen.queryByRole('button', { name: 'Swap' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  }, 30_000);
});

describe('the token picker', () => {
  it('lists the popular tokens first and finds a token by name, symbol or address', async () => {
    const page = await setup();
    const form = await screen.findByRole('form', { name: 'Swap' });
    await page.user.click(within(within(form).getByRole('group', { name: 'You receive' })).getByRole('button', { name: 'Choose a token' }));
    // Each choice is the row of its token: its symbol, name and balance.
    const radios = () =>
      screen.getAllByRole('radio').map((radio) => (radio.closest('label')?.textContent ?? '').match(/^[A-Z]+(?=[A-Z][a-z])/)?.[0]);
    expect(radios()).toEqual(['ETH', 'WETH', 'DEMO', 'DUSDT']);
    const search = screen.getByRole('searchbox', { name: 'Search by name, symbol or address' });
    await page.user.type(search, 'tether');
    expect(radios()).toEqual(['DUSDT']);
    await page.user.clear(search);
    await page.user.type(search, DEMO.address.slice(2, 12).toLowerCase());
    expect(radios()).toEqual(['DEMO']);
  }, 30_000);
});
