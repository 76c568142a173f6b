import { act, screen, within } from '@testing-library/react';
import { networkSwitched } from '../../store/slices/chainSlice';
import { openModal } from '../../store/slices/modalSlice';
import { connectTestAccount } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';

serveMockApi();

describe('the Account view on a network without an account', () => {
  it('says the wallet does not serve the network, and offers to connect another or to stay on the wallet’s network', async () => {
    const { scoped, user } = renderWithProviders({ environment: { adapters: [chainWithBalance('1')] } });
    act(() => {
      connectTestAccount(scoped);
      scoped.dispatch(networkSwitched('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'));
      scoped.dispatch(openModal({ view: 'Account' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    expect(await within(dialog).findByText(/^Dev Wallet does not serve Solana\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stay on Ethereum' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Connect a Solana wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument();
  });

  it('with no wallet at all, offers to connect one', async () => {
    const { scoped, user } = renderWithProviders();
    act(() => void scoped.dispatch(openModal({ view: 'Account' })));
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    expect(await within(dialog).findByText('No wallet is connected.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Connect a wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument();
  });
});
