import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../../mocks/node.ts';
import { mainnet } from '../../../config/networks';
import type { CoinbasePreference } from '../../../constants';
import { selectActiveAccount } from '../../../store/slices/accountSlice';
import { openModal } from '../../../store/slices/modalSlice';
import { createTestDevWallet } from '../../../test/devWallet';
import { serveMockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/render';
import { testConfig, waitForState } from '../../../test/store';

serveMockApi();

// The SDK reads the page's Cross-Origin-Opener-Policy with a HEAD request to the page itself.
beforeEach(() => server.use(http.head(`${window.location.origin}/`, () => new HttpResponse(null))));

const COINBASE_RDNS = 'com.coinbase.wallet';

/** The Coinbase extension as it shows itself to the SDK (`window.coinbaseWalletExtension`), played by a Dev Wallet. */
function installCoinbaseExtension() {
  const dev = createTestDevWallet(mainnet);
  const told: unknown[][] = [];
  const extension = Object.assign(Object.create(dev.wallet.provider), { setAppInfo: (...info: unknown[]) => told.push(info) });
  Object.assign(window, { coinbaseWalletExtension: extension });
  return { dev, told };
}

/** The Coinbase extension announcing itself the EIP-6963 way. */
function announceCoinbaseExtension() {
  const { wallet } = createTestDevWallet(mainnet);
  const detail = {
    info: {
      uuid: 'cb-extension',
      name: 'Coinbase Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: COINBASE_RDNS,
    },
    provider: wallet.provider,
  };
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  return () => window.removeEventListener('eip6963:requestProvider', announce);
}

/** The popups the page asked the browser for. */
function recordPopups() {
  const opened: string[] = [];
  const open = window.open;
  window.open = ((url?: string | URL) => {
    opened.push(String(url));
    return { closed: false, focus() {}, close() {}, postMessage() {} } as unknown as Window;
  }) as typeof window.open;
  return { opened, restore: () => Object.assign(window, { open }) };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'coinbaseWalletExtension');
});

async function openConnect(coinbasePreference?: CoinbasePreference) {
  const rendered = renderWithProviders({ config: { ...testConfig, coinbasePreference } });
  act(() => void rendered.scoped.dispatch(openModal()));
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  const coinbaseEntries = () =>
    within(within(dialog).getByRole('group', { name: 'Wallets' })).queryAllByRole('button', { name: /Coinbase Wallet/ });
  return { ...rendered, dialog, coinbaseEntries };
}

describe('Coinbase Wallet', () => {
  it('is one entry, backed by the SDK, when no Coinbase extension is installed', async () => {
    const { coinbaseEntries } = await openConnect();
    expect(await screen.findAllByRole('button', { name: /Coinbase Wallet/ })).toHaveLength(1);
    expect(coinbaseEntries()).toHaveLength(1);
    // The SDK has no logo of its own: the entry shows the catalogue's Coinbase Wallet logo.
    await waitFor(() => expect(coinbaseEntries()[0]?.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
  });

  it('is one entry, the extension, when the Coinbase extension announces itself', async () => {
    const stop = announceCoinbaseExtension();
    try {
      const { scoped, user, coinbaseEntries } = await openConnect();
      await waitForState(scoped, (state) => state.connectors.list.some((connector) => connector.id === COINBASE_RDNS));
      expect(coinbaseEntries()).toHaveLength(1);
      await user.click(coinbaseEntries()[0] as HTMLElement);
      const state = await waitForState(scoped, (current) => current.connection.status === 'connected');
      expect(state.connection.currentConnectorId).toBe(COINBASE_RDNS);
    } finally {
      stop();
    }
  });

  it('is one entry, the extension, when the page’s injected provider is the Coinbase extension', async () => {
    const { wallet } = createTestDevWallet(mainnet);
    Object.assign(window, { ethereum: Object.assign(Object.create(wallet.provider), { isCoinbaseWallet: true }) });
    try {
      const { scoped, user, coinbaseEntries } = await openConnect();
      expect(coinbaseEntries()).toHaveLength(1);
      await user.click(coinbaseEntries()[0] as HTMLElement);
      const state = await waitForState(scoped, (current) => current.connection.status === 'connected');
      expect(state.connection.currentConnectorId).toBe('injected');
    } finally {
      Reflect.deleteProperty(window, 'ethereum');
    }
  });

  it('connects through the SDK, which tells the installed extension the preference (all by default)', async () => {
    const { dev, told } = installCoinbaseExtension();
    const { scoped, user, coinbaseEntries } = await openConnect();
    await user.click(coinbaseEntries()[0] as HTMLElement);
    const state = await waitForState(scoped, (current) => current.connection.status === 'connected');
    expect(selectActiveAccount(state)?.address).toBe(dev.wallet.addresses[0]);
    expect(told.at(-1)?.[3]).toMatchObject({ options: 'all' });
  });

  it('with smartWalletOnly skips the extension and opens the Coinbase Wallet popup', async () => {
    installCoinbaseExtension();
    const popups = recordPopups();
    try {
      const { user, coinbaseEntries } = await openConnect('smartWalletOnly');
      await user.click(coinbaseEntries()[0] as HTMLElement);
      await waitFor(() =>
        expect(popups.opened.map((url) => new URL(url).origin + new URL(url).pathname)).toContain('https://keys.coinbase.com/connect'),
      );
    } finally {
      popups.restore();
    }
  });
});
