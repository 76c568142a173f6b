import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createPublicClient, type Hex, parseEther, parseUnits, http as viemHttp } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { TEST_ACCOUNTS } from '../../../mocks/fixtures/accounts.ts';
import { LOCAL_TOKENS } from '../../../mocks/fixtures/localChains.ts';
import { server } from '../../../mocks/node.ts';
import { demoTokenAbi } from '../../../tools/contracts/testTokens.ts';
import { ErrorText } from '../../errors';
import type { Balance } from '../../model/balance';
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
import { formatUnits } from '../../utils/units';
import { selectActiveNativeBalance } from '../account/accountSelectors';
import { selectActiveTokenBalances } from '../account/tokenBalancesApi';
import { sendTokenOf } from './sendRules';
import { amountChanged, receiverChanged, selectSendState, sendRequested, sendSlice, tokenSelected } from './sendSlice';

const chains = runLocalChains();
serveMockApi();

const [DEMO, DUSDT] = LOCAL_TOKENS as [(typeof LOCAL_TOKENS)[number], (typeof LOCAL_TOKENS)[number]];
const ETHER_PRICE = 3000;

const rpcUrl = () => chains.a.rpcUrls.default.http[0] as string;
const chainClient = () => createPublicClient({ transport: viemHttp(rpcUrl()) });
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const tokenBalance = (token: Hex, holder: Hex) =>
  chainClient().readContract({ address: token, abi: demoTokenAbi, functionName: 'balanceOf', args: [holder] });
const nonceOf = (address: Hex) => chainClient().getTransactionCount({ address });

/** The account's tokens on anvil A as the chain holds them, as the provider API's portfolio would list them. */
async function balancesOnChain(holder: Hex): Promise<Balance[]> {
  const chainId = chains.a.caipNetworkId;
  const native: Balance = {
    name: 'Ether',
    symbol: 'ETH',
    chainId,
    price: ETHER_PRICE,
    quantity: { decimals: '18', numeric: formatUnits(await chainClient().getBalance({ address: holder }), 18) },
    iconUrl: '',
  };
  const tokens = await Promise.all(
    LOCAL_TOKENS.map(async (token) => ({
      name: token.name,
      symbol: token.symbol,
      chainId,
      address: `${chainId}:${token.address}` as const,
      price: token.price,
      quantity: { decimals: String(token.decimals), numeric: formatUnits(await tokenBalance(token.address, holder), token.decimals) },
      iconUrl: '',
    })),
  );
  return [native, ...tokens];
}

/**
 * Resolves once `predicate` holds for the wallet modal's state. RTL's waitFor, not waitForState: the
 * chain and the wallet update the page meanwhile, and inside waitFor React expects that.
 */
function untilState(scoped: ScopedStore, predicate: (state: WalletModalState) => boolean, timeout = 10_000) {
  return waitFor(() => expect(predicate(scoped.getState())).toBe(true), { timeout });
}

/**
 * The page with the Dev Wallet connected on anvil A and the Send view open. The account's tokens are
 * the chain's: the mock provider API answers with them, and the page has shown them and the balance.
 */
async function setup(walletOptions: Parameters<typeof announceDevWallet>[1] = {}) {
  const dev = announceDevWallet(chains.a, walletOptions);
  const from = dev.wallet.addresses[0] as Hex;
  server.use(
    http.get('*/v1/supported-chains', () => HttpResponse.json({ http: [chains.a.caipNetworkId], ws: [] })),
    http.get('*/v1/account/:address/balance', async () => HttpResponse.json({ balances: await balancesOnChain(from) })),
  );
  const balances = await balancesOnChain(from);
  const page = renderWithProviders({ config: { projectId: 'test-project-id', networks: [chains.a, chains.b] } });
  const { scoped } = page;
  await untilState(scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
  act(() => {
    scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
  });
  await untilState(scoped, (state) => {
    const account = selectActiveAccount(state);
    return state.connection.status === 'connected' && account?.address === from && selectActiveNativeBalance(state) !== undefined;
  });
  await untilState(scoped, (state) => JSON.stringify(selectActiveTokenBalances(state)) === JSON.stringify(balances));
  act(() => {
    scoped.dispatch(openModal({ view: 'WalletSend' }));
  });
  const form = await screen.findByRole('form', { name: 'Send' });
  // Each token's logo comes from the wallet-list API; it lands once, here, rather than in the middle of a test.
  await waitFor(() => expect(form.querySelectorAll('img')).toHaveLength(balances.length));
  const sendPrompts = () => dev.prompts.filter((prompt) => prompt.method === 'eth_sendTransaction');
  return { ...page, ...dev, from, sendPrompts };
}

type Page = Awaited<ReturnType<typeof setup>>;

async function fillForm({ user }: Page, { symbol, amount, receiver }: { symbol: string; amount: string; receiver: string }) {
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${symbol} `) }));
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
  await user.type(screen.getByRole('textbox', { name: 'To' }), receiver);
}

/** Resolves once a send succeeded: back on the Account view, showing the balances it read again. */
async function sendSettled(page: Page) {
  await untilState(page.scoped, (state) => !selectSendState(state).loading && selectCurrentView(state)?.view === 'Account');
  await waitForEffects(page, balanceRefreshRequested, BALANCES_READ);
}

describe('Send on anvil with the Dev Wallet', () => {
  it('sends DEMO: form, preview, send; the balances move by exactly the amount and the form resets', async () => {
    const page = await setup();
    const receiver = freshAddress();
    const before = await tokenBalance(DEMO.address, page.from);
    await fillForm(page, { symbol: 'DEMO', amount: '12.5', receiver });
    expect(screen.getByText(/· \$31\.25$/)).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Preview send' }));

    const summary = within(await screen.findByLabelText('Transfer'));
    expect(summary.getByText('12.5 DEMO')).toBeInTheDocument();
    expect(summary.getByText('$31.25')).toBeInTheDocument();
    expect(summary.getByText(receiver)).toBeInTheDocument();
    expect(summary.getByText('Anvil A')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Send' }));

    await sendSettled(page);
    expect(await screen.findByText('Sent 12.5 DEMO')).toBeInTheDocument();
    expect(await tokenBalance(DEMO.address, receiver)).toBe(parseUnits('12.5', 18));
    expect(before - (await tokenBalance(DEMO.address, page.from))).toBe(parseUnits('12.5', 18));
    expect(selectSendState(page.scoped.getState())).toEqual(sendSlice.getInitialState());
  }, 20_000);

  it('sends Ether to a name: bob.reown.id resolves to its address and shows with its avatar', async () => {
    const page = await setup();
    const bob = TEST_ACCOUNTS[1];
    const before = await chainClient().getBalance({ address: bob });
    await fillForm(page, { symbol: 'ETH', amount: '0.5', receiver: 'bob.reown.id' });
    const receiverRow = await screen.findByLabelText('Receiver');
    expect(within(receiverRow).getByText('bob.reown.id')).toBeInTheDocument();
    expect(await within(receiverRow).findByRole('img', { name: 'Avatar of bob.reown.id' })).toBeInTheDocument();
    expect(selectSendState(page.scoped.getState()).receiverAddress).toBe(bob);

    await page.user.click(screen.getByRole('button', { name: 'Preview send' }));
    const summary = within(await screen.findByLabelText('Transfer'));
    expect(summary.getByText('bob.reown.id')).toBeInTheDocument();
    expect(summary.getByText(bob)).toBeInTheDocument();
    expect(summary.getByText('$1,500.00')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Send' }));

    await sendSettled(page);
    expect((await chainClient().getBalance({ address: bob })) - before).toBe(parseEther('0.5'));
  }, 20_000);

  it('sends the whole DUSDT balance with Max (a USDT-like token whose transfer returns nothing)', async () => {
    const page = await setup();
    const receiver = freshAddress();
    const held = await tokenBalance(DUSDT.address, page.from);
    await page.user.click(screen.getByRole('radio', { name: /^DUSDT / }));
    await page.user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue(formatUnits(held, DUSDT.decimals));
    await page.user.type(screen.getByRole('textbox', { name: 'To' }), receiver);
    await page.user.click(screen.getByRole('button', { name: 'Preview send' }));
    await page.user.click(await screen.findByRole('button', { name: 'Send' }));

    await sendSettled(page);
    expect(await tokenBalance(DUSDT.address, receiver)).toBe(held);
    expect(await tokenBalance(DUSDT.address, page.from)).toBe(0n);
  }, 20_000);

  it('sends once on a double click: the nonce moves by exactly 1', async () => {
    const page = await setup();
    const nonce = await nonceOf(page.from);
    await fillForm(page, { symbol: 'DEMO', amount: '1', receiver: freshAddress() });
    await page.user.click(screen.getByRole('button', { name: 'Preview send' }));
    await page.user.dblClick(await screen.findByRole('button', { name: 'Send' }));

    await sendSettled(page);
    expect(await nonceOf(page.from)).toBe(nonce + 1);
    expect(page.sendPrompts()).toHaveLength(1);
  }, 20_000);

  it('sends once when the send is asked for twice in the same instant', async () => {
    const page = await setup();
    const nonce = await nonceOf(page.from);
    const [ether] = await balancesOnChain(page.from);
    act(() => {
      page.scoped.dispatch(tokenSelected(sendTokenOf(ether as Balance)));
      page.scoped.dispatch(amountChanged('0.01'));
      page.scoped.dispatch(receiverChanged(freshAddress()));
      page.scoped.dispatch(sendRequested());
      page.scoped.dispatch(sendRequested());
    });
    expect(selectSendState(page.scoped.getState()).loading).toBe(true);
    await untilState(page.scoped, (state) => selectSendState(state).sendTokenAmount === undefined);
    await waitForEffects(page, balanceRefreshRequested, BALANCES_READ);
    expect(await nonceOf(page.from)).toBe(nonce + 1);
    expect(page.sendPrompts()).toHaveLength(1);
  }, 20_000);

  it('keeps the form when the user rejects the send in the wallet', async () => {
    const page = await setup({ refuse: (prompt) => prompt.method === 'eth_sendTransaction' });
    const receiver = freshAddress();
    const nonce = await nonceOf(page.from);
    await fillForm(page, { symbol: 'DEMO', amount: '2', receiver });
    await page.user.click(screen.getByRole('button', { name: 'Preview send' }));
    await page.user.click(await screen.findByRole('button', { name: 'Send' }));

    expect(await screen.findByText(ErrorText.sendRejected)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(selectSendState(page.scoped.getState())).toMatchObject({
      loading: false,
      sendTokenAmount: '2',
      receiverAddress: receiver,
      token: { symbol: 'DEMO' },
    });
    expect(selectCurrentView(page.scoped.getState())?.view).toBe('WalletSendPreview');
    expect(await nonceOf(page.from)).toBe(nonce);
  }, 20_000);

  it('shows the decoded revert reason and keeps the form when the token refuses the receiver', async () => {
    const page = await setup();
    const receiver = freshAddress();
    await chains.blockDemoReceiver(receiver);
    await fillForm(page, { symbol: 'DEMO', amount: '3', receiver });
    await page.user.click(screen.getByRole('button', { name: 'Preview send' }));
    await page.user.click(await screen.findByRole('button', { name: 'Send' }));

    expect(await screen.findByText('DemoToken: receiver is blocked')).toBeInTheDocument();
    expect(selectSendState(page.scoped.getState())).toMatchObject({ loading: false, sendTokenAmount: '3', receiverAddress: receiver });
    expect(page.sendPrompts()).toEqual([]);
  }, 20_000);

  it('Max on Ether leaves what the fee needs: the send goes through and the rest is dust', async () => {
    const sender = TEST_ACCOUNTS[0];
    await chains.setBalance(0, sender, parseEther('1'));
    try {
      const page = await setup();
      const receiver = freshAddress();
      await page.user.click(screen.getByRole('radio', { name: /^ETH / }));
      await page.user.type(screen.getByRole('textbox', { name: 'To' }), receiver);
      await page.user.click(screen.getByRole('button', { name: 'Max' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).not.toHaveValue(''));
      const amount = parseEther(String(selectSendState(page.scoped.getState()).sendTokenAmount));
      expect(amount).toBeLessThan(parseEther('1'));
      expect(amount).toBeGreaterThan(parseEther('0.999'));

      await page.user.click(screen.getByRole('button', { name: 'Preview send' }));
      await page.user.click(await screen.findByRole('button', { name: 'Send' }));
      await sendSettled(page);
      expect(await chainClient().getBalance({ address: receiver })).toBe(amount);
      expect(await chainClient().getBalance({ address: sender })).toBeLessThan(parseEther('0.001'));
    } finally {
      await chains.setBalance(0, sender, parseEther('10000'));
    }
  }, 20_000);
});

describe('the Send form’s messages', () => {
  const alert = () => screen.getByRole('alert');

  it('opens with the network’s own currency chosen and no message; names what is missing once a preview is asked for', async () => {
    const page = await setup();
    expect(screen.getByRole('radio', { name: /^ETH / })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    await page.user.click(screen.getByRole('button', { name: 'Preview send' }));
    expect(alert()).toHaveTextContent(ErrorText.sendAmountAndReceiverRequired);
    expect(selectCurrentView(page.scoped.getState())?.view).toBe('WalletSend');
  });

  it('refuses amounts that are not numbers, too precise for the token or beyond the balance', async () => {
    const page = await setup();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await page.user.type(amount, 'abc');
    expect(alert()).toHaveTextContent(ErrorText.invalidDecimal('abc'));
    await page.user.click(screen.getByRole('radio', { name: /^DUSDT / }));
    await page.user.clear(amount);
    await page.user.type(amount, '1.1234567');
    expect(alert()).toHaveTextContent(ErrorText.tooManyDecimals('DUSDT', 6));
    await page.user.click(screen.getByRole('radio', { name: /^DEMO / }));
    await page.user.clear(amount);
    await page.user.type(amount, '1000000');
    expect(alert()).toHaveTextContent(ErrorText.insufficientFunds('DEMO'));
  });

  it('looks each typed name up afresh: a name nobody registered fails even after one that resolved', async () => {
    const page = await setup();
    const receiver = screen.getByRole('textbox', { name: 'To' });
    await page.user.type(receiver, 'bob.reown.id');
    await untilState(page.scoped, (state) => selectSendState(state).receiverAddress === TEST_ACCOUNTS[1]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await page.user.clear(receiver);
    await page.user.type(receiver, 'nobody.reown.id');
    expect(await screen.findByRole('alert')).toHaveTextContent(ErrorText.errorResolvingName);
    expect(selectSendState(page.scoped.getState()).receiverAddress).toBeUndefined();
  });

  it("says 'Error resolving name' for a name nobody registered, and asks for a readable receiver", async () => {
    const page = await setup();
    const receiver = screen.getByRole('textbox', { name: 'To' });
    await page.user.type(receiver, 'nobody.reown.id');
    expect(await screen.findByRole('alert')).toHaveTextContent(ErrorText.errorResolvingName);
    expect(selectSendState(page.scoped.getState()).receiverAddress).toBeUndefined();
    await page.user.clear(receiver);
    await page.user.type(receiver, 'hello');
    await page.user.click(screen.getByRole('button', { name: 'Preview send' }));
    expect(alert()).toHaveTextContent(ErrorText.invalidReceiver);
  });
});
