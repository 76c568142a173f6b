import { act, screen, within } from '@testing-library/react';
import type { WalletModalConfig } from '../../config/config';
import type { ConnectedWalletInfo } from '../../model/account';
import { connected } from '../../store/slices/connectionSlice';
import { openModal } from '../../store/slices/modalSlice';
import { connectTestAccount, TEST_ADDRESS } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { testConfig } from '../../test/store';

serveMockApi();

/** Opens the Account view of a connected account. */
async function openAccount(features: WalletModalConfig['features'] = {}, wallet?: ConnectedWalletInfo) {
  const rendered = renderWithProviders({ config: { ...testConfig, features }, environment: { adapters: [chainWithBalance('1')] } });
  act(() => {
    connectTestAccount(rendered.scoped, { wallet });
    rendered.scoped.dispatch(openModal());
  });
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Account' }) };
}

const featureButtons = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Wallet features' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the wallet-feature buttons of the Account view', () => {
  it('are buy, swap, receive, send by default on a swap network', async () => {
    const { dialog } = await openAccount();
    expect(featureButtons(dialog)).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
  });

  it("follow the host's walletFeaturesOrder", async () => {
    const { dialog } = await openAccount({ walletFeaturesOrder: ['send', 'swaps', 'receive', 'onramp'] });
    expect(featureButtons(dialog)).toEqual(['Send', 'Swap', 'Receive', 'Buy']);
  });

  it('leave out switched-off features', async () => {
    const { dialog } = await openAccount({ walletFeaturesOrder: ['send', 'receive'], send: false });
    expect(featureButtons(dialog)).toEqual(['Receive']);
  });

  it('are gone when every wallet feature is off', async () => {
    const { dialog } = await openAccount({ onramp: false, swaps: false, receive: false, send: false });
    expect(within(dialog).queryByRole('group', { name: 'Wallet features' })).toBeNull();
  });

  it('open their views', async () => {
    let { dialog, user } = await openAccount();
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('dialog', { name: 'Buy Crypto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(await screen.findByRole('dialog', { name: 'Swap' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('dialog', { name: 'Receive' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Send' })).toBeInTheDocument();
  });
});

describe('the wallet in use, in the Account view', () => {
  const PHONE_ICON = 'https://phone.example/icon.png';

  it('is named with its own icon', async () => {
    const { dialog } = await openAccount({}, { name: 'Phone Wallet', icon: PHONE_ICON });
    const line = within(dialog).getByText('Connected with Phone Wallet');
    expect(line.querySelector(`img[src="${PHONE_ICON}"]`)).not.toBeNull();
  });

  it('shows a hostile name as text and no icon that could run script', async () => {
    const { dialog } = await openAccount({}, { name: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)' });
    const line = within(dialog).getByText('Connected with <img src=x onerror=alert(1)>');
    expect(line.querySelector('img')).toBeNull();
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
  });

  it('names each of "Your wallets" as the wallet describes itself', async () => {
    const { scoped, dialog } = await openAccount({}, { name: 'Dev Wallet' });
    act(() => {
      scoped.dispatch(
        connected({
          connectorId: 'walletConnect',
          accounts: [{ namespace: 'eip155', address: TEST_ADDRESS, type: 'eoa' }],
          chainId: 1,
          connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
          wallet: { name: 'Phone Wallet', icon: PHONE_ICON },
        }),
      );
    });
    const wallets = within(await within(dialog).findByRole('group', { name: 'Your wallets' })).getAllByRole('button');
    expect(wallets.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^DEDev Wallet · 0xf3\.\.\.b92266Switch$/),
      expect.stringMatching(/^Phone Wallet · 0xf3\.\.\.b92266Current$/),
    ]);
    expect(wallets[1]?.querySelector(`img[src="${PHONE_ICON}"]`)).not.toBeNull();
  });
});
