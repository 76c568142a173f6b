import { act, screen, waitFor, within } from '@testing-library/react';
import { createPublicClient, type Hex, parseEther, http as viemHttp } from 'viem';
import { type ApiServer, startApiServer } from '../../../mocks/httpServer.ts';
import type { WalletModalConfig } from '../../config/config';
import type { ScopedStore } from '../../store/scopedStore';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { connectRequested } from '../../store/slices/connectionSlice';
import { openModal } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import { runLocalChains } from '../../test/chains';
import { announceDevWallet, DEV_WALLET_ID } from '../../test/devWallet';
import { renderWithProviders } from '../../test/render';
import { selectActiveNativeBalance } from '../account/accountSelectors';
import { historyApi } from '../history/parts';
import { selectPurchase } from './onrampSlice';

const chains = runLocalChains();

// The local API on a real port, reading balances and history from anvil, with its checkout page.
let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer({
    port: 0,
    localChains: [{ caipNetworkId: chains.a.caipNetworkId, rpcUrl: chains.a.rpcUrls.default.http[0] ?? '' }],
  });
});
afterAll(() => api.close());
afterEach(() => fetch(`${api.url}/__mock/scenario`, { method: 'DELETE' }));

const setScenario = (scenario: object) => fetch(`${api.url}/__mock/scenario`, { method: 'POST', body: JSON.stringify(scenario) });
const balanceOf = (address: Hex) => createPublicClient({ transport: viemHttp(chains.a.rpcUrls.default.http[0]) }).getBalance({ address });

function untilState(scoped: ScopedStore, predicate: (state: WalletModalState) => boolean, timeout = 10_000) {
  return waitFor(() => expect(predicate(scoped.getState())).toBe(true), { timeout });
}

/** The Dev Wallet connected on anvil A, the modal on the Account view; the purchase pages it opens are kept in `opened`. */
async function setup() {
  const dev = announceDevWallet(chains.a);
  const from = dev.wallet.addresses[0] as Hex;
  const opened: { href: string; target: string }[] = [];
  const config: WalletModalConfig = {
    projectId: 'test-project-id',
    networks: [chains.a],
    apiUrls: { provider: api.url, walletList: api.url, analytics: api.url },
    features: { analytics: false },
  };
  const page = renderWithProviders({ config, environment: { openUrl: (href, target) => opened.push({ href, target }) } });
  await untilState(page.scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
  act(() => {
    page.scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID }));
  });
  await untilState(page.scoped, (state) => selectActiveAccount(state)?.address === from && selectActiveNativeBalance(state) !== undefined);
  act(() => {
    page.scoped.dispatch(openModal({ view: 'Account' }));
  });
  await page.user.click(await screen.findByRole('button', { name: 'Buy' }));
  const form = await screen.findByRole('form', { name: 'Buy crypto' });
  return { ...page, from, opened, form: within(form) };
}

/** The checkout page's form fields, posted as the browser would when Pay is pressed. */
async function payOnCheckout(href: string) {
  const html = await (await fetch(href)).text();
  const fields = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );
  const paid = await fetch(`${api.url}/checkout`, { method: 'POST', body: fields });
  expect(paid.status).toBe(200);
}

describe('Buy with the local API and its checkout', () => {
  it('buys 20 USD of ETH: the quote with every fee, the checkout opened in a new tab, Buy in progress until the Ether arrives', async () => {
    const page = await setup();
    // Anvil is no card chain: the purchase falls back to ethereum, whose ETH is offered first.
    expect(page.form.getByRole('radio', { name: /^ETH/ })).toBeChecked();
    expect(page.form.getByRole('radio', { name: /^USD Card/ })).toBeChecked();
    expect(page.form.getByRole('radio', { name: /^EUR Card/ })).toBeInTheDocument();
    expect(page.form.getAllByText('Card 10.00–7,500.00 · Bank account 10.00–25,000.00')).toHaveLength(2);
    expect(page.form.getByText('Coinbase')).toBeInTheDocument();
    expect(page.form.getByText('Meld')).toBeInTheDocument();
    expect(page.form.getAllByText('1-2%')).toHaveLength(2);

    await page.user.click(page.form.getByRole('button', { name: '20 USD' }));
    const quote = within(await screen.findByRole('group', { name: 'Quote' }));
    expect(quote.getByText('0.30 USD')).toBeInTheDocument();
    expect(quote.getByText('0.50 USD')).toBeInTheDocument();
    expect(quote.getByText('19.20 USD')).toBeInTheDocument();
    expect(quote.getByText('20.00 USD')).toBeInTheDocument();
    expect(quote.getByText('0.006094 ETH')).toBeInTheDocument();

    const before = await balanceOf(page.from);
    await page.user.click(page.form.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Buy in progress')).toBeInTheDocument();
    await untilState(page.scoped, (state) => selectPurchase(state)?.status === 'waiting');
    expect(page.opened).toHaveLength(1);
    const [{ href, target } = { href: '', target: '' }] = page.opened;
    expect(target).toBe('_blank');
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`${api.url}/checkout`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      partnerUserId: `${chains.a.caipNetworkId}:${page.from}`,
      defaultExperience: 'buy',
      defaultNetwork: 'ethereum',
      asset: 'ETH',
      presetFiatAmount: '20',
      presetCryptoAmount: '0.006094',
    });

    await payOnCheckout(href);
    expect(await screen.findByText('Purchase complete', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('0.006094 ETH arrived in your wallet.')).toBeInTheDocument();
    expect((await balanceOf(page.from)) - before).toBe(parseEther('0.006094'));
    // The on-ramp's own Activity is read again, past every cache, and lists what came in.
    const purchases = within(await screen.findByRole('list', { name: 'Recent purchases' }));
    expect(purchases.getAllByText('0.006094').length).toBeGreaterThan(0);
    await untilState(page.scoped, (state) =>
      Object.values(state[historyApi.reducerPath]?.queries ?? {}).some(
        (entry) =>
          entry?.endpointName === 'getHistoryPage' && (entry.originalArgs as { onramp?: string } | undefined)?.onramp === 'coinbase',
      ),
    );
  }, 30_000);

  it('falls back to the built-in options and the mocked quote when the API fails', async () => {
    await setScenario({ errors: { onrampOptions: { status: 503 }, onrampQuote: { status: 500 } } });
    const page = await setup();
    expect(page.form.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent)).toEqual(
      [expect.stringMatching(/^ETH/), expect.stringMatching(/^USD/), expect.stringMatching(/^EUR/)],
    );
    await page.user.type(page.form.getByRole('textbox', { name: 'Amount in USD' }), '25');
    const quote = within(await screen.findByRole('group', { name: 'Quote' }));
    expect(quote.getAllByText('0 USD')).toHaveLength(2);
    expect(quote.getAllByText('25 USD')).toHaveLength(2);
    expect(quote.queryByText('You get')).toBeNull();
    expect(screen.getByText("The provider's quote is unavailable: its page shows the fees before you pay.")).toBeInTheDocument();
  }, 20_000);

  it('falls back the same way when the answers are malformed', async () => {
    await setScenario({ malformed: { onrampOptions: 'wrong-shape', onrampQuote: 'invalid-json' } });
    const page = await setup();
    expect(page.form.getAllByRole('radio')).toHaveLength(3);
    await page.user.click(page.form.getByRole('button', { name: '50 USD' }));
    expect(await screen.findByText("The provider's quote is unavailable: its page shows the fees before you pay.")).toBeInTheDocument();
  }, 20_000);

  it('refuses an amount outside the limits, and says so when the URL cannot be generated', async () => {
    const page = await setup();
    await page.user.type(page.form.getByRole('textbox', { name: 'Amount in USD' }), '9');
    expect(page.form.getByRole('alert')).toHaveTextContent('Enter an amount from 10.00 to 25000.00 USD.');
    expect(page.form.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.user.clear(page.form.getByRole('textbox', { name: 'Amount in USD' }));
    await page.user.click(page.form.getByRole('button', { name: '100 USD' }));
    // The quote for the amount is in before the URL generator starts failing.
    expect(await within(await screen.findByRole('group', { name: 'Quote' })).findByText('100.00 USD')).toBeInTheDocument();
    await setScenario({ errors: { onrampUrl: { status: 500 } } });
    await page.user.click(page.form.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The purchase could not be started. Try again.')).toBeInTheDocument();
    expect(page.opened).toEqual([]);
  }, 20_000);
});
