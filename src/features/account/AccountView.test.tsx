import { act, screen, within } from '@testing-library/react';
import type { WalletModalConfig } from '../../config/config';
import { openModal } from '../../store/slices/modalSlice';
import { connectTestAccount } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { testConfig } from '../../test/store';

serveMockApi();

/** Opens the Account view of a connected account. */
async function openAccount(features: WalletModalConfig['features'] = {}) {
  const rendered = renderWithProviders({ config: { ...testConfig, features }, environment: { adapters: [chainWithBalance('1')] } });
  act(() => {
    connectTestAccount(rendered.scoped);
    rendered.scoped.dispatch(openModal());
  });
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Account' }) };
}

const featureButtons = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Wallet features' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the wallet-feature buttons of the Account view', () => {
  it('are buy, swap, receive, send by default', async () => {
    const { dialog } = await openAccount();
    expect(featureButtons(dialog)).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
  });

  it("follow the host's walletFeaturesOrder and leave out switched-off features", async () => {
    const { dialog } = await openAccount({ walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'], receive: false });
    expect(featureButtons(dialog)).toEqual(['Send', 'Swap', 'Buy']);
  });

  it('are gone when every wallet feature is off', async () => {
    const { dialog } = await openAccount({ onramp: false, swaps: false, receive: false, send: false });
    expect(within(dialog).queryByRole('group', { name: 'Wallet features' })).toBeNull();
  });

  it('open their views', async () => {
    const { dialog, user } = await openAccount();
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('dialog', { name: 'Buy Crypto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', { name: 'Swap' }));
    expect(await screen.findByRole('dialog', { name: 'Swap' })).toBeInTheDocument();
  });
});
