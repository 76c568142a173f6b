import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { DiscoveredConnector } from '../../adapters/types';
import { mainnet } from '../../config/networks';
import { useSession } from '../../shell/hooks/useSession';
import { WalletModalRoot } from '../../shell/WalletModalRoot/WalletModalRoot';
import { connectRequested } from '../../store/slices/connectionSlice';
import { openModal } from '../../store/slices/modalSlice';
import { TEST_ADDRESS } from '../../test/connect';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { memorySiwx } from '../../test/siwx';
import { createHostStore, waitForState } from '../../test/store';

serveMockApi();

/** A wallet on the page that connects `TEST_ADDRESS` and signs when the test says so. */
function walletSigningOnCue() {
  let sign: (signature: string) => void = () => {};
  const connector: DiscoveredConnector = {
    connector: { id: 'fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', installed: true },
    getProvider: async () => ({}),
  };
  const session = { accounts: [{ namespace: 'eip155' as const, address: TEST_ADDRESS, type: 'eoa' as const }], chainId: 1 };
  const adapter = createFakeEvmAdapter({
    discoverConnectors: (found) => {
      found([connector]);
      return () => {};
    },
    connect: async () => session,
    syncConnection: async () => session,
    signMessage: () =>
      new Promise((resolve) => {
        sign = resolve;
      }),
  });
  return { adapter, sign: (signature: string) => sign(signature) };
}

/** What a host shows of the sign-in, through the public hook. */
function SignInLine() {
  const { status, session } = useSession();
  return <output aria-label="Sign-in">{`${status} ${session?.data.accountAddress ?? 'nobody'}`}</output>;
}

async function renderPage({ required }: { required: boolean }) {
  const wallet = walletSigningOnCue();
  const host = createHostStore(
    {
      projectId: 'test-project-id',
      networks: [mainnet],
      metadata: { name: 'Test App', description: '', url: 'https://app.example', icons: [] },
      siwx: memorySiwx({ required }).siwx,
    },
    { adapters: [wallet.adapter] },
  );
  render(
    <Provider store={host.store}>
      <SignInLine />
      <WalletModalRoot />
    </Provider>,
  );
  await waitForState(host.scoped, (state) => state.connectors.list.length > 0);
  act(() => void host.scoped.dispatch(connectRequested({ connectorId: 'fake' })));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  await within(dialog).findByRole('button', { name: 'Sign' });
  return { ...host, ...wallet, dialog, user: userEvent.setup() };
}

describe('the sign-message view', () => {
  it('opened with nothing to sign says why instead of offering Sign: no sign-in configured, or no account', async () => {
    const off = createHostStore({ projectId: 'test-project-id', networks: [mainnet] });
    const first = render(<WalletModalRoot store={off.store} />);
    act(() => void off.scoped.dispatch(openModal({ view: 'SIWXSignMessage' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('SIWX is not enabled');
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    first.unmount();

    const noAccount = createHostStore({ projectId: 'test-project-id', networks: [mainnet], siwx: memorySiwx({ required: true }).siwx });
    render(<WalletModalRoot store={noAccount.store} />);
    act(() => void noAccount.scoped.dispatch(openModal({ view: 'SIWXSignMessage' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('No ActiveCaipAddress found');
    // With nothing to sign, nothing keeps the user in.
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('says who asks and for which account; close is disabled while required; Sign waits for the wallet, then the host reads the session', async () => {
    const { dialog, user, sign } = await renderPage({ required: true });
    expect(within(dialog).getByText('Test App asks you to sign in')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Sign a message in your wallet to prove that 0xf3...b92266 on Ethereum is yours. Signing is free: no transaction is sent.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Cancelling disconnects your wallet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Sign-in' })).toHaveTextContent('signedOut nobody');

    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    const signing = await within(dialog).findByRole('button', { name: 'Signing…' });
    expect(signing).toBeDisabled();
    act(() => sign(`0x${'ab'.repeat(65)}`));
    await screen.findByText(`signedIn ${TEST_ADDRESS}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('optional: no word of a disconnect, and Cancel closes with the account still connected', async () => {
    const { dialog, user, scoped } = await renderPage({ required: false });
    expect(within(dialog).queryByText('Cancelling disconnects your wallet.')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scoped.getState().connection.status).toBe('connected');
    expect(screen.getByRole('status', { name: 'Sign-in' })).toHaveTextContent('signedOut nobody');
  });
});
