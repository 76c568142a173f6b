import { act, screen, within } from '@testing-library/react';
import { openModal } from '../../store/slices/modalSlice';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';

serveMockApi();

describe('help: "What is a wallet?"', () => {
  it('opens from the Connect header, explains wallets, and "Get a wallet" leads to All Wallets', async () => {
    const { scoped, user } = renderWithProviders();
    act(() => void scoped.dispatch(openModal()));
    const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    await user.click(within(connect).getByRole('button', { name: 'What is a wallet?' }));

    const help = await screen.findByRole('dialog', { name: 'What is a wallet?' });
    expect(within(help).getByRole('heading', { name: 'A home for your digital assets' })).toBeInTheDocument();
    expect(within(help).getByRole('heading', { name: 'A new way to sign in' })).toBeInTheDocument();
    // Help belongs to the Connect screen: the help view itself has back and close only.
    expect(within(help).queryByRole('button', { name: 'What is a wallet?' })).toBeNull();

    await user.click(within(help).getByRole('button', { name: 'Get a wallet' }));
    const allWallets = await screen.findByRole('dialog', { name: 'All Wallets' });
    expect(await within(allWallets).findByText('MetaMask')).toBeInTheDocument();
    await user.click(within(allWallets).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'What is a wallet?' })).toBeInTheDocument();
  });
});
