import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import type { Eip1193Provider } from '../../adapters/evm/eip1193';
import { mainnet, sepolia, solana } from '../../config/networks';
import { connectRequested } from '../../store/slices/connectionSlice';
import { ACCOUNT_DATA } from '../../test/accountAnswers';
import { connectTestAccount } from '../../test/connect';
import { announceDevWallet, DEV_WALLET_ID } from '../../test/devWallet';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, testConfig, waitForEffects, waitForState } from '../../test/store';
import { createTestFamily } from '../../test/testFamily/testFamily';
import { WalletModalProvider } from '../WalletModalProvider';
import { WalletModalRoot } from '../WalletModalRoot/WalletModalRoot';
import { useAccount } from './useAccount';
import { useBalance } from './useBalance';
import { useDisconnect } from './useDisconnect';
import { useNetwork } from './useNetwork';
import { useWalletModal } from './useWalletModal';
import { useWalletProvider } from './useWalletProvider';

serveMockApi();

function AccountLine() {
  const { address, status, namespace, profile, wallet } = useAccount();
  return (
    <output aria-label="Signed-in account">
      {[status, namespace, address ?? 'no address', profile?.name ?? 'no name', wallet?.name ?? 'no wallet'].join(' ')}
    </output>
  );
}

function ModalButtons() {
  const modal = useWalletModal();
  return (
    <>
      <button type="button" onClick={() => modal.open()}>
        Open wallet
      </button>
      <button type="button" onClick={() => modal.open({ view: 'Networks' })}>
        Pick network
      </button>
      <button type="button" onClick={() => modal.close()}>
        Close wallet
      </button>
      <output aria-label="Modal">{modal.isOpen ? `open on ${modal.view}` : 'closed'}</output>
    </>
  );
}

function DisconnectButton() {
  const { disconnect } = useDisconnect();
  return (
    <button type="button" onClick={() => disconnect()}>
      Disconnect
    </button>
  );
}

function NetworkPicker() {
  const { network, networks, switchNetwork } = useNetwork();
  return (
    <>
      <output aria-label="Network">{network?.name}</output>
      <output aria-label="Networks">{networks.map((candidate) => candidate.name).join(', ')}</output>
      <button type="button" onClick={() => switchNetwork(sepolia)}>
        Use Sepolia
      </button>
      <button type="button" onClick={() => switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')}>
        Use Solana
      </button>
    </>
  );
}

function BalanceLine() {
  const { text, balance, symbol, refresh } = useBalance();
  return (
    <>
      <output aria-label="Balance">{text === undefined ? 'not read' : `${text} (${balance} ${symbol})`}</output>
      <button type="button" onClick={refresh}>
        Refresh
      </button>
    </>
  );
}

function ProviderLine({ namespace }: { namespace: 'eip155' | 'solana' }) {
  const provider = useWalletProvider(namespace) as Eip1193Provider | undefined;
  const [accounts, setAccounts] = useState<unknown>();
  return (
    <button
      type="button"
      disabled={provider === undefined}
      onClick={async () => setAccounts(await provider?.request({ method: 'eth_accounts' }))}
    >
      {accounts === undefined ? `${namespace} provider` : `${namespace}: ${String(accounts)}`}
    </button>
  );
}

/** A host page: its own react-redux Provider, its components using the hooks, and the modal rendered once. */
function renderPage(page: ReactNode, host = createHostStore()) {
  const user = userEvent.setup();
  render(
    <Provider store={host.store}>
      <header>{page}</header>
      <WalletModalRoot />
    </Provider>,
  );
  return { ...host, user };
}

/** The Dev Wallet on mainnet, announced on the page and connected through the modal's connect flow. */
async function connectDevWallet(host: ReturnType<typeof renderPage>) {
  const { wallet } = announceDevWallet(mainnet);
  await waitForState(host.scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
  act(() => void host.scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID })));
  await waitForEffects(host, ...ACCOUNT_DATA);
  return wallet.addresses[0] as string;
}

describe('useWalletModal', () => {
  it('opens the modal, on the view it picks or the one asked for, and closes it', async () => {
    const { user } = renderPage(<ModalButtons />);
    expect(screen.getByLabelText('Modal')).toHaveTextContent('closed');

    await user.click(screen.getByRole('button', { name: 'Open wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeVisible();
    expect(screen.getByLabelText('Modal')).toHaveTextContent('open on Connect');
    expect(await screen.findByRole('button', { name: /MetaMask/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close wallet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Modal')).toHaveTextContent('closed');

    await user.click(screen.getByRole('button', { name: 'Pick network' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeVisible();
    expect(screen.getByLabelText('Modal')).toHaveTextContent('open on Networks');
  });
});

describe('useAccount', () => {
  it('shows the address, status, profile and wallet in use once the Dev Wallet connects', async () => {
    const host = renderPage(<AccountLine />);
    expect(screen.getByLabelText('Signed-in account')).toHaveTextContent('disconnected eip155 no address no name no wallet');
    const address = await connectDevWallet(host);
    expect(screen.getByLabelText('Signed-in account')).toHaveTextContent(`connected eip155 ${address} alice.reown.id Dev Wallet`);
  });
});

describe('useDisconnect', () => {
  it('disconnects the connected wallet', async () => {
    const host = renderPage(
      <>
        <AccountLine />
        <DisconnectButton />
      </>,
    );
    await connectDevWallet(host);
    await host.user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('disconnected eip155 no address no name no wallet')).toBeInTheDocument();
    expect(host.scoped.getState().connection.connections).toEqual({});
  });
});

describe('useNetwork', () => {
  it('lists the configured networks and switches the active one, across namespaces too', async () => {
    const { user, scoped } = renderPage(<NetworkPicker />);
    expect(screen.getByLabelText('Network')).toHaveTextContent('Ethereum');
    expect(screen.getByLabelText('Networks')).toHaveTextContent('Ethereum, Sepolia, Solana');
    await user.click(screen.getByRole('button', { name: 'Use Sepolia' }));
    expect(await screen.findByText('Sepolia', { selector: '[aria-label="Network"]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Solana' }));
    expect(await screen.findByText('Solana', { selector: '[aria-label="Network"]' })).toBeInTheDocument();
    expect(scoped.getState().chain.activeNamespace).toBe('solana');
  });
});

describe('useBalance', () => {
  it('shows the native balance as the modal does, and reads it again on refresh', async () => {
    let onChain = '1.5';
    const chain = createFakeEvmAdapter({ getNativeBalance: async () => ({ balance: onChain, symbol: 'ETH' }) });
    const host = renderPage(<BalanceLine />, createHostStore(testConfig, { adapters: [chain] }));
    // The host's own line: the modal, once warmed up, has a Balance of its own.
    const line = () => screen.getByLabelText('Balance', { selector: 'output' });
    expect(line()).toHaveTextContent('not read');
    act(() => connectTestAccount(host.scoped));
    await waitForEffects(host, ...ACCOUNT_DATA);
    expect(line()).toHaveTextContent('1.500 ETH (1.5 ETH)');

    onChain = '0.25';
    await host.user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('0.250 ETH (0.25 ETH)')).toBeInTheDocument();
  });
});

describe('useWalletProvider', () => {
  it('gives the connected wallet’s provider for eip155, and nothing for an installed family without a connection', async () => {
    const host = renderPage(
      <>
        <ProviderLine namespace="eip155" />
        <ProviderLine namespace="solana" />
      </>,
      createHostStore(testConfig, { adapters: [createTestFamily(solana).adapter] }),
    );
    expect(screen.getByRole('button', { name: 'eip155 provider' })).toBeDisabled();
    const address = await connectDevWallet(host);
    const eip155 = screen.getByRole('button', { name: 'eip155 provider' });
    await waitFor(() => expect(eip155).toBeEnabled());
    await host.user.click(eip155);
    expect(await screen.findByText(`eip155: ${address}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'solana provider' })).toBeDisabled();
  });

  it("says 'Chain is required to …' for a chain family the modal has no adapter for", () => {
    const { store } = createHostStore();
    expect(() =>
      render(
        <Provider store={store}>
          <ProviderLine namespace="solana" />
        </Provider>,
      ),
    ).toThrow(
      'Chain is required to get a wallet provider: useWalletProvider("solana") asks for a chain family this modal has no adapter for; add one with createWalletModal(config, { adapters })',
    );
  });

  it('refuses a namespace that does not exist, naming the ones that do', () => {
    const { store } = createHostStore();
    expect(() =>
      render(
        <Provider store={store}>
          <ProviderLine namespace={'evm' as 'eip155'} />
        </Provider>,
      ),
    ).toThrow('useWalletProvider: "evm" is not a chain namespace; use one of eip155, solana, bip122, polkadot, cosmos');
  });

  it('asks for the namespace when a call from JavaScript leaves it out', () => {
    const { store } = createHostStore();
    expect(() =>
      render(
        <Provider store={store}>
          <ProviderLine namespace={undefined as unknown as 'eip155'} />
        </Provider>,
      ),
    ).toThrow(
      'Chain is required to get a wallet provider: useWalletProvider(namespace) takes one of eip155, solana, bip122, polkadot, cosmos',
    );
  });
});

describe('where the hooks find the store', () => {
  it('reads it from the wallet modal’s own provider as well as the host’s react-redux Provider', () => {
    const { scoped, store } = createHostStore();
    act(() => connectTestAccount(scoped));
    render(
      <WalletModalProvider store={store}>
        <AccountLine />
      </WalletModalProvider>,
    );
    expect(screen.getByLabelText('Signed-in account')).toHaveTextContent('connected eip155 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('says where to render them when there is no store around', () => {
    expect(() => render(<AccountLine />)).toThrow(
      'The wallet modal hooks read the store of your react-redux <Provider store={store}>: render them inside it',
    );
  });
});
