import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createPublicClient, type Hex, parseUnits, http as viemHttp } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_TOKENS } from '../../../mocks/fixtures/localChains.ts';
import { server } from '../../../mocks/node.ts';
import { demoTokenAbi } from '../../../tools/contracts/testTokens.ts';
import type { Balance } from '../../model/balance';
import type { ScopedStore } from '../../store/scopedStore';
import { balanceRefreshRequested, selectActiveAccount } from '../../store/slices/accountSlice';
import { connectRequested } from '../../store/slices/connectionSlice';
import { selectCurrentView, selectIsModalOpen } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import { BALANCES_READ } from '../../test/accountAnswers';
import { runLocalChains } from '../../test/chains';
import { announceDevWallet, DEV_WALLET_ID } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { waitForEffects } from '../../test/store';
import { formatUnits } from '../../utils/units';
import { selectActiveBalanceText } from '../account/accountSelectors';
import { selectActiveTokenBalances } from '../account/tokenBalancesApi';
import { openPay } from './openPay';
import { type PaymentRequest, paymentSettled } from './payActions';
import { payPressed, selectOpenPayment } from './paySlice';

const chains = runLocalChains();
serveMockApi();

const DEMO = LOCAL_TOKENS[0] as (typeof LOCAL_TOKENS)[number];
const ETHER_PRICE = 3000;
const rpcUrl = () => chains.a.rpcUrls.default.http[0] as string;
const chainClient = () => createPublicClient({ transport: viemHttp(rpcUrl()) });
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const demoBalance = (holder: Hex) =>
  chainClient().readContract({ address: DEMO.address, abi: demoTokenAbi, functionName: 'balanceOf', args: [holder] });
const nonceOf = (address: Hex) => chainClient().getTransactionCount({ address });

/** The account's Ether and DEMO on anvil A as the chain holds them, as the provider API's portfolio lists them. */
async function balancesOnChain(holder: Hex): Promise<Balance[]> {
  const chainId = chains.a.caipNetworkId;
  return [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId,
      price: ETHER_PRICE,
      quantity: { decimals: '18', numeric: formatUnits(await chainClient().getBalance({ address: holder }), 18) },
      iconUrl: '',
    },
    {
      name: DEMO.name,
      symbol: DEMO.symbol,
      chainId,
      address: `${chainId}:${DEMO.address}`,
      price: DEMO.price,
      quantity: { decimals: '18', numeric: formatUnits(await demoBalance(holder), 18) },
      iconUrl: '',
    },
  ];
}

function untilState(scoped: ScopedStore, predicate: (state: WalletModalState) => boolean, timeout = 10_000) {
  return waitFor(() => expect(predicate(scoped.getState())).toBe(true), { timeout });
}

/**
 * Work a test does while the page lives — reading or writing the chain, a host's request — wrapped so that what the
 * page renders meanwhile (an answer landing, a chunk arriving) is part of the test, not an update outside it.
 */
async function whilePageLives<T>(work: () => Promise<T>): Promise<T> {
  let value!: T;
  await act(async () => {
    value = await work();
  });
  return value;
}

/** The page with the Dev Wallet connected on anvil A (`features.pay` on) and its tokens shown. */
async function setup() {
  const dev = announceDevWallet(chains.a);
  const from = dev.wallet.addresses[0] as Hex;
  server.use(
    http.get('*/v1/supported-chains', () => HttpResponse.json({ http: [chains.a.caipNetworkId], ws: [] })),
    http.get('*/v1/account/:address/balance', async () => HttpResponse.json({ balances: await balancesOnChain(from) })),
  );
  const page = renderWithProviders({ config: { projectId: 'test-project-id', networks: [chains.a, chains.b], features: { pay: true } } });
  const { scoped } = page;
  await untilState(scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
  act(() => {
    scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
  });
  // Settled as the user sees it, the button's balance included: an answer landing later, while a test awaits the chain,
  // would update the page outside the test's view of it.
  await untilState(
    scoped,
    (state) =>
      selectActiveAccount(state)?.address === from &&
      (selectActiveTokenBalances(state)?.length ?? 0) === 2 &&
      selectActiveBalanceText(state) !== undefined,
  );
  const sendPrompts = () => dev.prompts.filter((prompt) => prompt.method === 'eth_sendTransaction');
  return { ...page, ...dev, from, sendPrompts };
}

type Page = Awaited<ReturnType<typeof setup>>;

/** The host's `openPay`, dispatched as a host would; resolves, once the Pay view shows the request, with its `result`. */
async function askToPay(page: Page, request: Omit<PaymentRequest, 'network'>) {
  let result!: ReturnType<ReturnType<typeof openPay>>;
  act(() => {
    result = page.scoped.dispatch(openPay({ ...request, network: chains.a.caipNetworkId }));
  });
  await screen.findByRole('group', { name: 'Payment' });
  return { result };
}

const settledActions = (page: Page) => page.actions.filter((action) => paymentSettled.match(action));

describe('Pay on anvil with the Dev Wallet', () => {
  it('shows what is paid, to whom, where and its worth, pays through the wallet and resolves with the hash', async () => {
    const page = await setup();
    const merchant = freshAddress();
    const { result: paid } = await askToPay(page, { recipient: merchant, amount: '5', asset: DEMO.address });
    const summary = within(screen.getByRole('group', { name: 'Payment' }));
    expect(summary.getByText('5 DEMO')).toBeInTheDocument();
    expect(summary.getByText('$12.50')).toBeInTheDocument();
    expect(summary.getByText(merchant)).toBeInTheDocument();
    expect(summary.getByText('Anvil A')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pay' })).toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Pay' }));
    // Pay was the only view: the modal closes, as after any wallet request; the balances are read again.
    await untilState(page.scoped, (state) => !selectIsModalOpen(state));
    await waitForEffects(page, balanceRefreshRequested, BALANCES_READ);
    const result = await paid;
    expect(result).toEqual({ status: 'paid', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await whilePageLives(() => demoBalance(merchant))).toBe(parseUnits('5', 18));
    expect(settledActions(page).map((action) => action.payload)).toEqual([{ id: expect.any(String), result }]);
  }, 20_000);

  it('pays once: a double press and a press after the payment send one transaction', async () => {
    const page = await setup();
    const nonce = await whilePageLives(() => nonceOf(page.from));
    const { result: paid } = await askToPay(page, { recipient: freshAddress(), amount: '1', asset: 'native' });
    await page.user.dblClick(screen.getByRole('button', { name: 'Pay' }));
    await untilState(page.scoped, (state) => !selectIsModalOpen(state));
    await waitForEffects(page, balanceRefreshRequested, BALANCES_READ);
    expect((await paid).status).toBe('paid');
    act(() => {
      page.scoped.dispatch(payPressed());
    });
    expect(selectOpenPayment(page.scoped.getState())?.status).toBe('settled');
    expect(await whilePageLives(() => nonceOf(page.from))).toBe(nonce + 1);
    expect(page.sendPrompts()).toHaveLength(1);
    expect(settledActions(page)).toHaveLength(1);
  }, 20_000);

  it('offers Buy for the missing amount when the account holds too little, and pays nothing', async () => {
    const page = await setup();
    const held = await whilePageLives(() => chainClient().getBalance({ address: page.from }));
    const wanted = held + parseUnits('2.5', 18);
    await askToPay(page, { recipient: freshAddress(), amount: formatUnits(wanted, 18), asset: 'native' });
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient ETH balance');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    // Asked anyway (the balance fell since the view drew): the payment does not start, stays open and says why.
    act(() => {
      page.scoped.dispatch(payPressed());
    });
    await untilState(page.scoped, (state) => state.alerts.toast?.notice.key === 'error.insufficientFunds');
    expect(selectOpenPayment(page.scoped.getState())?.status).toBe('open');
    await page.user.click(screen.getByRole('button', { name: 'Buy 2.5 ETH' }));
    expect(selectCurrentView(page.scoped.getState())).toEqual({
      view: 'OnRampProviders',
      data: { symbol: 'ETH', cryptoAmount: '2.5', fiatAmount: '7500' },
    });
    expect(await screen.findByRole('form', { name: 'Buy crypto' })).toBeInTheDocument();
    expect(page.sendPrompts()).toEqual([]);
  }, 20_000);

  it("settles with the token's revert reason, as a typed refusal", async () => {
    const page = await setup();
    const merchant = freshAddress();
    await whilePageLives(() => chains.blockDemoReceiver(merchant));
    const { result: paid } = await askToPay(page, { recipient: merchant, amount: '3', asset: DEMO.address });
    await page.user.click(screen.getByRole('button', { name: 'Pay' }));
    await untilState(page.scoped, (state) => !selectIsModalOpen(state));
    expect(await paid).toEqual({
      status: 'refused',
      kind: 'reverted',
      reason: { key: 'notice.walletAnswered', values: { answer: 'DemoToken: receiver is blocked' } },
    });
    expect(page.sendPrompts()).toEqual([]);
    expect(await whilePageLives(() => demoBalance(merchant))).toBe(0n);
  }, 20_000);

  it('refuses a request that breaks a send rule, one while another is open, and cancels on close', async () => {
    const page = await setup();
    await expect(
      whilePageLives(() =>
        page.scoped.dispatch(openPay({ recipient: 'not-an-address', amount: '1', asset: 'native', network: chains.a.caipNetworkId })),
      ),
    ).resolves.toEqual({ status: 'refused', kind: 'invalidRequest', reason: { key: 'error.invalidReceiver' } });
    await expect(
      whilePageLives(() =>
        page.scoped.dispatch(openPay({ recipient: freshAddress(), amount: '0', asset: 'native', network: chains.a.caipNetworkId })),
      ),
    ).resolves.toMatchObject({ kind: 'invalidRequest', reason: { key: 'error.sendAmountNotPositive' } });
    await expect(
      whilePageLives(() =>
        page.scoped.dispatch(openPay({ recipient: freshAddress(), amount: '1', asset: 'DEMO', network: chains.a.caipNetworkId })),
      ),
    ).resolves.toMatchObject({ kind: 'invalidRequest', reason: { key: 'notice.payAssetInvalid' } });
    expect(selectIsModalOpen(page.scoped.getState())).toBe(false);

    const { result: first } = await askToPay(page, { recipient: freshAddress(), amount: '1', asset: 'native' });
    await expect(
      whilePageLives(() =>
        page.scoped.dispatch(openPay({ recipient: freshAddress(), amount: '2', asset: 'native', network: chains.a.caipNetworkId })),
      ),
    ).resolves.toMatchObject({ status: 'refused', kind: 'busy' });
    await page.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await first).toEqual({ status: 'refused', kind: 'cancelled', reason: { key: 'notice.payCancelled' } });
    expect(page.sendPrompts()).toEqual([]);
  }, 20_000);

  it('refuses every request while features.pay is off', async () => {
    const page = renderWithProviders({ config: { projectId: 'test-project-id', networks: [chains.a] } });
    await expect(
      whilePageLives(() =>
        page.scoped.dispatch(openPay({ recipient: freshAddress(), amount: '1', asset: 'native', network: chains.a.caipNetworkId })),
      ),
    ).resolves.toEqual({ status: 'refused', kind: 'notEnabled', reason: { key: 'notice.payNotEnabled' } });
  });
});
