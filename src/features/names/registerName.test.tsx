import { act, screen, within } from '@testing-library/react';
import { privateKeyToAccount } from 'viem/accounts';
import { server } from '../../../mocks/node.ts';
import type { DiscoveredConnector } from '../../adapters/types';
import { mainnet } from '../../config/networks';
import { ANVIL_PRIVATE_KEYS } from '../../devWallet/accounts';
import { connectRequested } from '../../store/slices/connectionSlice';
import { openModal, selectViewHistory, wentBack } from '../../store/slices/modalSlice';
import { expectConsoleError } from '../../test/consoleGuard';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { waitForState } from '../../test/store';
import { memoryStorage } from '../../utils/storage';
import { selectActiveProfile } from '../account';
import { NAME_REGISTRATION_HEADER, readNameRegistrationMessage } from './registrationMessage';

const mockApi = serveMockApi();
// An account the local API knows no name for.
const newcomer = privateKeyToAccount(ANVIL_PRIVATE_KEYS[3]);

/**
 * A wallet on the page with the newcomer's account on Ethereum; it signs with the account's key unless told to refuse,
 * once `signing` settles (at once when not given).
 */
function newcomerWallet({ refuse = false, signing, signed = [] }: WalletOptions = {}) {
  const connector: DiscoveredConnector = {
    connector: { id: 'fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155', installed: true },
    getProvider: async () => ({}),
  };
  const session = { accounts: [{ namespace: 'eip155' as const, address: newcomer.address, type: 'eoa' as const }], chainId: 1 };
  return createFakeEvmAdapter({
    discoverConnectors: (found) => {
      found([connector]);
      return () => {};
    },
    connect: async () => session,
    syncConnection: async () => session,
    getNativeBalance: async () => ({ balance: '1', symbol: 'ETH' }),
    signMessage: async (_connector, { message }) => {
      signed.push(message);
      await signing;
      if (refuse) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      return newcomer.signMessage({ message });
    },
  });
}

interface WalletOptions {
  refuse?: boolean;
  signing?: Promise<void>;
  /** Where the wallet notes each message it is asked to sign. */
  signed?: string[];
}

async function openChooseName(options: WalletOptions = {}) {
  const storage = memoryStorage();
  const page = renderWithProviders({
    config: { projectId: 'test-project-id', networks: [mainnet] },
    environment: { adapters: [newcomerWallet(options)], storage },
  });
  await waitForState(page.scoped, (state) => state.connectors.list.length > 0);
  act(() => void page.scoped.dispatch(connectRequested({ connectorId: 'fake' })));
  await waitForState(page.scoped, (state) => state.connection.status === 'connected');
  act(() => void page.scoped.dispatch(openModal()));
  const dialog = await screen.findByRole('dialog', { name: 'Account' });
  await page.user.click(await within(dialog).findByRole('button', { name: 'Choose a name' }));
  await screen.findByRole('dialog', { name: 'Choose Name' });
  const input = screen.getByRole('textbox', { name: 'Name' });
  return { ...page, storage, input };
}

describe('choosing a name', () => {
  it('checks the rule as the user types, then asks the API whether the name is free and what else is', async () => {
    const { user, input } = await openChooseName();
    await user.type(input, 'ab_');
    expect(input).toHaveValue('ab_');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('At least 4 characters: letters, digits and hyphens only.'));
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'alice');
    expect(await screen.findByText('alice.reown.id is already taken.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' });
    expect(within(suggestions).getByRole('button', { name: 'alice-wallet.reown.id' })).toBeInTheDocument();

    await user.click(within(suggestions).getByRole('button', { name: 'alice-wallet.reown.id' }));
    expect(input).toHaveValue('alice-wallet');
    expect(await screen.findByText('alice-wallet.reown.id is available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it("says 'Error resolving name' when the API cannot tell whether the name is free, and does not register", async () => {
    const { user, input } = await openChooseName();
    mockApi.state.scenario.errors.profileAccount = { status: 500 };
    await user.type(input, 'newcomer');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error resolving name');
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('asks for suggestions only once typing pauses for 300 ms', async () => {
    const { user, input } = await openChooseName();
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes('/profile/suggestions/'))
        asked.push(decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? ''));
    };
    server.events.on('request:start', record);
    try {
      await user.type(input, 'newcomer');
      await screen.findByText('newcomer.reown.id is available.');
      expect(asked).toEqual(['newcomer']);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('registers the name signed by the wallet: the success view, then the name is the account name, cached and stored', async () => {
    const signed: string[] = [];
    const { user, input, scoped, storage } = await openChooseName({ signed });
    await user.type(input, 'newcomer');
    await screen.findByText('newcomer.reown.id is available.');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const success = await screen.findByRole('dialog', { name: 'Name Registered' });
    expect(await within(success).findByText('newcomer.reown.id is now the name of this account.')).toBeInTheDocument();
    // What the wallet signed names the service and the chain (Ethereum) above the payload.
    expect(signed).toHaveLength(1);
    expect(signed[0]?.split('\n').slice(0, 2)).toEqual([NAME_REGISTRATION_HEADER, 'Chain ID: 1']);
    expect(readNameRegistrationMessage(signed[0] ?? '')).toEqual({
      chainId: 1,
      payload: { name: 'newcomer.reown.id', attributes: {}, timestamp: expect.any(Number) },
    });
    // The success view took the register view's place: Back leads to the account.
    expect(selectViewHistory(scoped.getState()).map((entry) => entry.view)).toEqual(['Account', 'RegisterAccountNameSuccess']);
    expect(selectActiveProfile(scoped.getState())?.name).toBe('newcomer.reown.id');
    const stored = JSON.parse(storage.getItem(`@redux-wallet-modal/cache/identity/${newcomer.address.toLowerCase()}`) ?? 'null');
    expect(stored.data.name).toBe('newcomer.reown.id');

    await user.click(within(success).getByRole('button', { name: 'Back to account' }));
    const account = await screen.findByRole('dialog', { name: 'Account' });
    expect(within(account).getByText('newcomer.reown.id')).toHaveAttribute('title', newcomer.address);
    expect(within(account).queryByRole('button', { name: 'Choose a name' })).toBeNull();
    expect(screen.getByRole('banner').querySelector('button')).toHaveTextContent('newcomer.reown.id');

    // The local API kept it: the name resolves to the account.
    const resolved = await fetch('https://rpc.walletconnect.org/v1/profile/account/newcomer.reown.id').then((response) => response.json());
    expect(resolved.addresses['60'].address).toBe(newcomer.address);
  });

  it('leaves the view a user went back to while the wallet signed where it is once the name is registered', async () => {
    let sign = () => {};
    const { user, input, scoped } = await openChooseName({ signing: new Promise<void>((resolve) => (sign = resolve)) });
    await user.type(input, 'newcomer');
    await screen.findByText('newcomer.reown.id is available.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('dialog', { name: 'Name Registered' });
    act(() => void scoped.dispatch(wentBack()));
    await screen.findByRole('dialog', { name: 'Choose Name' });

    act(sign);
    await waitForState(scoped, (state) => selectActiveProfile(state)?.name === 'newcomer.reown.id' && !state.modal.loading);
    expect(selectViewHistory(scoped.getState()).map((entry) => entry.view)).toEqual(['Account', 'RegisterAccountName']);
    expect(screen.getByRole('dialog', { name: 'Choose Name' })).toBeInTheDocument();
  });

  it('returns to Choose Name with "Error registering name" when the wallet does not sign', async () => {
    expectConsoleError(/Error registering name newcomer\.reown\.id/);
    const { user, input, scoped } = await openChooseName({ refuse: true });
    await user.type(input, 'newcomer');
    await screen.findByText('newcomer.reown.id is available.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Error registering name newcomer.reown.id')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Choose Name' })).toBeInTheDocument();
    expect(scoped.getState().modal.loading).toBe(false);
    expect(selectActiveProfile(scoped.getState())?.name).toBeUndefined();
  });

  it("shows the provider's first reason when the API refuses the registration", async () => {
    expectConsoleError(/Error registering name newcomer\.reown\.id/);
    const { user, input } = await openChooseName();
    await user.type(input, 'newcomer');
    await screen.findByText('newcomer.reown.id is available.');
    mockApi.state.scenario.errors.profileRegister = { status: 409, message: 'Name newcomer.reown.id is already registered' };
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Name newcomer.reown.id is already registered')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Choose Name' })).toBeInTheDocument();
  });
});
