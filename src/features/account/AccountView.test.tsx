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
  it('are receive, send by default (Buy and Swap have no view yet)', async () => {
    const { dialog } = await openAccount();
    expect(featureButtons(dialog)).toEqual(['Receive', 'Send']);
  });

  it("follow the host's walletFeaturesOrder", async () => {
    const { dialog } = await openAccount({ walletFeaturesOrder: ['send', 'swaps', 'receive', 'onramp'] });
    expect(featureButtons(dialog)).toEqual(['Send', 'Receive']);
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
    const { dialog, user } = await openAccount();
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('dialog', { name: 'Receive' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Account' })).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Send' })).toBeInTheDocument();
  });
});
