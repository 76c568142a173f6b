// One Dev Wallet for two families: its EVM side (EIP-6963) and its Solana side (Wallet Standard) share a name, so the
// Connect view lists one entry, which connects the side of the active network's family.
import { act, screen, within } from '@testing-library/react';
import { localChain } from '../../config/networks';
import { SOLANA_TEST_ADDRESSES } from '../../devWallet/accounts';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { networkSwitchRequested } from '../../store/slices/chainSlice';
import { selectCurrentConnection } from '../../store/slices/connectionSlice';
import { openModal } from '../../store/slices/modalSlice';
import { announceDevWallet, createTestDevWallet, DEV_WALLET_ID } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { runSolanaChain } from '../../test/solanaChain';
import { SOLANA_DEV_WALLET_ID, solanaLocal } from '../../test/solanaNetwork';
import { waitForState } from '../../test/store';
import { createSolanaAdapter } from './solanaAdapter';

const chain = runSolanaChain();
serveMockApi();
// The EVM side connects without its chain (the wallet knows its chain id); nothing here reads from it.
const evm = localChain({ id: 31337, name: 'Anvil A', rpcUrl: 'http://127.0.0.1:9' });

/** The page on `start` (Solana Local or Anvil A) with the Dev Wallet's two sides, and the modal with the Solana adapter. */
async function page(start: 'solana' | 'evm') {
  const solana = solanaLocal(chain);
  const dev = announceDevWallet(evm, { solana });
  const config = {
    projectId: 'test-project-id',
    networks: [evm, solana],
    defaultNetwork: (start === 'solana' ? solana : evm).caipNetworkId,
  };
  const rendered = renderWithProviders({ config, environment: { adapters: [createSolanaAdapter()] } });
  await waitForState(rendered.scoped, (state) =>
    [DEV_WALLET_ID, SOLANA_DEV_WALLET_ID].every((id) => state.connectors.list.some((connector) => connector.id === id)),
  );
  return { ...dev, ...rendered, solana };
}

/** The Connect view's Dev Wallet buttons. */
async function devWalletButtons() {
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  const wallets = within(dialog).getByRole('group', { name: 'Wallets' });
  return within(wallets).getAllByRole('button', { name: /Dev Wallet/ });
}

describe('the Dev Wallet, one entry for two families', () => {
  it('is listed once, and on Solana Local connects its Solana side', async () => {
    const { scoped, user, prompts } = await page('solana');
    act(() => void scoped.dispatch(openModal()));
    const buttons = await devWalletButtons();
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    const state = await waitForState(scoped, (current) => current.connection.status === 'connected');
    expect(selectCurrentConnection(state)?.connector).toMatchObject({ id: SOLANA_DEV_WALLET_ID, chain: 'solana' });
    expect(selectActiveAccount(state)?.address).toBe(SOLANA_TEST_ADDRESSES[0]);
    expect(prompts.map((prompt) => prompt.method)).toEqual(['standard:connect']);
  });

  it('on an EVM network connects its EVM side; on Solana Local, "Connect a Solana wallet" lists Solana wallets only and connects the Solana side', async () => {
    const { scoped, user, prompts, wallet, solana } = await page('evm');
    // A wallet of the EVM family only, announced beside the Dev Wallet.
    const announceEvmOnly = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({
            info: {
              uuid: '0f4d6f33-6c1e-4b8e-9a57-7c1f7f1e2a10',
              name: 'Only EVM',
              icon: 'data:image/svg+xml,<svg/>',
              rdns: 'test.only-evm',
            },
            provider: { request: async () => [] },
          }),
        }),
      );
    window.addEventListener('eip6963:requestProvider', announceEvmOnly);
    announceEvmOnly();
    await waitForState(scoped, (state) => state.connectors.list.some((connector) => connector.name === 'Only EVM'));
    act(() => void scoped.dispatch(openModal()));
    await user.click((await devWalletButtons())[0] as HTMLElement);
    await waitForState(scoped, (state) => selectCurrentConnection(state)?.connector.chain === 'eip155');
    expect(selectActiveAccount(scoped.getState())?.address).toBe(wallet.addresses[0]);

    act(() => void scoped.dispatch(networkSwitchRequested({ caipNetworkId: solana.caipNetworkId })));
    act(() => void scoped.dispatch(openModal({ view: 'Account' })));
    const account = await screen.findByRole('dialog', { name: 'Account' });
    expect(await within(account).findByText(/^Dev Wallet does not serve Solana Local\./)).toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Connect a Solana wallet' }));
    const buttons = await devWalletButtons();
    expect(buttons).toHaveLength(1);
    const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(within(connect).queryByRole('button', { name: /Only EVM/ })).toBeNull();
    await user.click(buttons[0] as HTMLElement);
    const state = await waitForState(scoped, (current) => selectCurrentConnection(current)?.connector.chain === 'solana');
    expect(selectActiveAccount(state)?.address).toBe(SOLANA_TEST_ADDRESSES[0]);
    expect(Object.keys(state.connection.connections).sort()).toEqual([DEV_WALLET_ID, SOLANA_DEV_WALLET_ID]);
    expect(prompts.map((prompt) => prompt.method)).toEqual(['eth_requestAccounts', 'standard:connect']);
    window.removeEventListener('eip6963:requestProvider', announceEvmOnly);
  });

  // Last in the file: a registerWallet registration lasts for the page, here for this file's other tests too.
  it('finds the Solana side when the wallet registers it with registerWallet after the modal started', async () => {
    const solana = solanaLocal(chain);
    const dev = createTestDevWallet(evm, { solana });
    const { scoped } = renderWithProviders({
      config: { projectId: 'test-project-id', networks: [solana], defaultNetwork: solana.caipNetworkId },
      environment: { adapters: [createSolanaAdapter()] },
    });
    await waitForState(scoped, (state) => state.connection.status === 'disconnected');
    expect(scoped.getState().connectors.list.some((connector) => connector.id === SOLANA_DEV_WALLET_ID)).toBe(false);
    act(() => dev.wallet.solana?.register());
    await waitForState(scoped, (state) => state.connectors.list.some((connector) => connector.id === SOLANA_DEV_WALLET_ID));
  });
});
