import { act, screen, within } from '@testing-library/react';
import { mainnet, sepolia } from '../../config/networks';
import { connectedWalletChanged } from '../../store/slices/accountSlice';
import { selectActiveNetwork, walletNetworksApproved } from '../../store/slices/chainSlice';
import { openModal } from '../../store/slices/modalSlice';
import { connectTestAccount } from '../../test/connect';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { testConfig } from '../../test/store';

serveMockApi();

describe('the Networks view', () => {
  it('lists every network, but one the wallet’s session did not approve cannot be picked, and says why', async () => {
    const { scoped, user } = renderWithProviders({ environment: { adapters: [chainWithBalance('1')] } });
    act(() => {
      connectTestAccount(scoped);
      scoped.dispatch(connectedWalletChanged({ namespace: 'eip155', info: { name: 'Phone Wallet' } }));
      scoped.dispatch(walletNetworksApproved({ namespace: 'eip155', caipNetworkIds: ['eip155:1'] }));
      scoped.dispatch(openModal({ view: 'Networks' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose Network' });
    expect(await within(dialog).findByText(/^Phone Wallet approved only some of these networks/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Ethereum/ })).toBeEnabled();
    const sepolia = within(dialog).getByRole('button', { name: /Sepolia/ });
    expect(sepolia).toBeDisabled();
    await user.click(sepolia);
    expect(selectActiveNetwork(scoped.getState())?.caipNetworkId).toBe('eip155:1');
  });

  it('leaves every network open for a wallet that serves all of them', async () => {
    const { scoped } = renderWithProviders({ environment: { adapters: [chainWithBalance('1')] } });
    act(() => {
      connectTestAccount(scoped);
      scoped.dispatch(openModal({ view: 'Networks' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose Network' });
    expect(await within(dialog).findByRole('button', { name: /Sepolia/ })).toBeEnabled();
    expect(within(dialog).queryByText(/approved only some/)).toBeNull();
  });

  it('lists only the networks of the namespace the modal was opened for', async () => {
    const { scoped } = renderWithProviders({ environment: { adapters: [chainWithBalance('1')] } });
    act(() => void scoped.dispatch(openModal({ view: 'Networks', namespace: 'solana' })));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Network' });
    const list = within(await within(dialog).findByRole('list', { name: 'Networks' }));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringMatching(/^Solana/)]);
  });

  it('groups the networks by family under a heading each, families in the order of their first network', async () => {
    const { scoped } = renderWithProviders({ environment: { adapters: [chainWithBalance('1')] } });
    act(() => void scoped.dispatch(openModal({ view: 'Networks' })));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Network' });
    const groups = await within(dialog).findAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['EVM networks', 'Solana']);
    const evm = within(within(dialog).getByRole('list', { name: 'EVM networks' }));
    expect(evm.getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Ethereum/),
      expect.stringMatching(/^Sepolia/),
    ]);
    const solana = within(within(dialog).getByRole('list', { name: 'Solana' }));
    expect(solana.getAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringMatching(/^Solana/)]);
  });

  it('lists the networks of a single family without a heading', async () => {
    const { scoped } = renderWithProviders({
      config: { ...testConfig, networks: [mainnet, sepolia] },
      environment: { adapters: [chainWithBalance('1')] },
    });
    act(() => void scoped.dispatch(openModal({ view: 'Networks' })));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Network' });
    expect(await within(dialog).findByRole('list', { name: 'Networks' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { level: 3 })).toBeNull();
  });
});
