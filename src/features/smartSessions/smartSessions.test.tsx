import { act, screen, within } from '@testing-library/react';
import { WalletRequestError } from '../../adapters/walletRequestError';
import { mainnet } from '../../config/networks';
import { ErrorText } from '../../errors';
import { connectRequested } from '../../store/slices/connectionSlice';
import { openModal } from '../../store/slices/modalSlice';
import { expectConsoleError } from '../../test/consoleGuard';
import { announceDevWallet, DEV_WALLET_ID } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { waitForState } from '../../test/store';
import { memoryStorage } from '../../utils/storage';
import { grantPermissions } from '.';
import { GRANT_BINDING_POLICY, GRANT_NONCE_PATTERN } from './grantBinding';

serveMockApi();

const HOUR = 3600;
const request = () => ({
  expiry: Math.floor(Date.now() / 1000) + HOUR,
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86_400 } }],
});

/** The Dev Wallet's first account (it holds the fixture sessions of Demo DEX and Demo Game) connected on Ethereum. */
async function connectedPage({ smartSessions = true, refuse = (_method: string): boolean => false } = {}) {
  const dev = announceDevWallet(mainnet, { refuse: (prompt) => refuse(prompt.method) });
  const page = renderWithProviders({
    config: {
      projectId: 'test-project-id',
      networks: [mainnet],
      metadata: { name: 'Test App', description: '', url: 'https://app.example', icons: [] },
      features: { smartSessions },
    },
    environment: { storage: memoryStorage() },
  });
  await waitForState(page.scoped, (state) => state.connectors.list.some((connector) => connector.id === DEV_WALLET_ID));
  act(() => void page.scoped.dispatch(connectRequested({ connectorId: DEV_WALLET_ID })));
  await waitForState(page.scoped, (state) => state.connection.status === 'connected');
  return { ...page, ...dev };
}

async function openSmartSessions(page: Awaited<ReturnType<typeof connectedPage>>) {
  act(() => void page.scoped.dispatch(openModal()));
  const account = await screen.findByRole('dialog', { name: 'Account' });
  await page.user.click(within(account).getByRole('button', { name: 'Smart sessions' }));
  await screen.findByRole('dialog', { name: 'Smart Sessions' });
  return screen.findByRole('list', { name: 'Smart sessions' });
}

const apps = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span span')?.textContent);

describe('smart sessions', () => {
  it("lists the account's sessions with their permissions and expiry", async () => {
    const list = await openSmartSessions(await connectedPage());
    expect(apps(list)).toEqual(['Demo DEX', 'Demo Game']);
    const dex = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(dex).getByText('Permissions: contract-call')).toBeInTheDocument();
    expect(within(dex).getByText(/^Expires /)).toHaveTextContent('2025');
    expect(within(dex).getByRole('button', { name: 'Revoke the session of Demo DEX' })).toBeEnabled();
  });

  it('grantPermissions asks the wallet, keeps the grant with the API, and the list shows it; Revoke takes it away', async () => {
    const page = await connectedPage();
    await openSmartSessions(page);
    const session = await act(() => page.scoped.dispatch(grantPermissions(request())));
    expect(session).toMatchObject({ project: { name: 'Test App', url: 'https://app.example' }, context: expect.stringMatching(/^0x/) });
    expect(page.prompts.map((prompt) => prompt.method)).toContain('wallet_grantPermissions');
    // After the wallet request the modal went back one view, as after any; the list, opened again, shows the grant.
    const account = await screen.findByRole('dialog', { name: 'Account' });
    await page.user.click(within(account).getByRole('button', { name: 'Smart sessions' }));
    const list = await screen.findByRole('list', { name: 'Smart sessions' });
    await within(list).findByRole('button', { name: 'Revoke the session of Test App' });

    await page.user.click(within(list).getByRole('button', { name: 'Revoke the session of Test App' }));
    expect(await screen.findByText('Session of Test App revoked')).toBeInTheDocument();
    await waitForState(page.scoped, () => within(list).queryByRole('button', { name: 'Revoke the session of Test App' }) === null);
    expect(apps(list)).toEqual(['Demo DEX', 'Demo Game']);
    expect(page.prompts.filter((prompt) => prompt.method === 'wallet_revokePermissions')).toEqual([
      expect.objectContaining({ summary: `Revoke smart session ${session.pci}` }),
    ]);
    // The API has it revoked: asked again, it is not listed.
    const listed = await fetch(`https://rpc.walletconnect.org/v1/sessions/${page.wallet.addresses[0]}`).then((response) => response.json());
    expect(listed.pcis.map((kept: { pci: string }) => kept.pci)).not.toContain(session.pci);
  });

  it('binds every grant to the project under a fresh nonce, and the list never carries the signature', async () => {
    const page = await connectedPage();
    const host = { ...request(), policies: [{ type: GRANT_BINDING_POLICY, data: { projectId: 'someone-else', nonce: '0'.repeat(32) } }] };
    const first = await act(() => page.scoped.dispatch(grantPermissions(host)));
    const second = await act(() => page.scoped.dispatch(grantPermissions(request())));
    const asked = page.prompts
      .filter((prompt) => prompt.method === 'wallet_grantPermissions')
      .map((prompt) => (prompt.params as [{ policies: { type: string; data: { projectId: string; nonce: string } }[] }])[0].policies);
    expect(asked).toEqual([
      [{ type: GRANT_BINDING_POLICY, data: { projectId: 'test-project-id', nonce: expect.stringMatching(GRANT_NONCE_PATTERN) } }],
      [{ type: GRANT_BINDING_POLICY, data: { projectId: 'test-project-id', nonce: expect.stringMatching(GRANT_NONCE_PATTERN) } }],
    ]);
    expect(asked[0]?.[0]?.data.nonce).not.toBe(asked[1]?.[0]?.data.nonce);
    expect(first.context).toMatch(/^0x[0-9a-f]{130}$/);

    const listed = await fetch(`https://rpc.walletconnect.org/v1/sessions/${page.wallet.addresses[0]}`).then((response) => response.json());
    expect(listed.pcis.map((kept: { pci: string }) => kept.pci)).toEqual(expect.arrayContaining([first.pci, second.pci]));
    expect(JSON.stringify(listed)).not.toContain(first.context?.slice(2));
    expect(JSON.stringify(listed)).not.toContain('"context"');
  });

  it('grantPermissions rejects an expiry already past before asking the wallet', async () => {
    const page = await connectedPage();
    await expect(page.scoped.dispatch(grantPermissions({ ...request(), expiry: 1 }))).rejects.toThrow(
      'Invalid permissions request: expiry: Invalid input: expected a time in the future',
    );
    expect(page.prompts.map((prompt) => prompt.method)).not.toContain('wallet_grantPermissions');
  });

  it('a revoke the wallet refuses leaves the session listed and says so', async () => {
    expectConsoleError(/Could not revoke the smart session pci-f39fd6e5-game/);
    const page = await connectedPage({ refuse: (method) => method === 'wallet_revokePermissions' });
    const list = await openSmartSessions(page);
    await page.user.click(within(list).getByRole('button', { name: 'Revoke the session of Demo Game' }));
    expect(await screen.findByText('The session of Demo Game could not be revoked.')).toBeInTheDocument();
    expect(apps(list)).toEqual(['Demo DEX', 'Demo Game']);
    expect(within(list).getByRole('button', { name: 'Revoke the session of Demo Game' })).toBeEnabled();
  });

  it('grantPermissions rejects when smart sessions are off, when the request is malformed, and when the wallet refuses', async () => {
    const off = await connectedPage({ smartSessions: false });
    await expect(off.scoped.dispatch(grantPermissions(request()))).rejects.toThrow(ErrorText.smartSessionsOff);
    act(() => void off.scoped.dispatch(openModal()));
    const account = await screen.findByRole('dialog', { name: 'Account' });
    expect(within(account).queryByRole('button', { name: 'Smart sessions' })).toBeNull();
    act(() => void off.scoped.dispatch(openModal({ view: 'SmartSessions' })));
    const view = await screen.findByRole('dialog', { name: 'Smart Sessions' });
    expect(await within(view).findByText('This app has smart sessions turned off.')).toBeInTheDocument();
    off.unmount();

    const refusing = await connectedPage({ refuse: (method) => method === 'wallet_grantPermissions' });
    await expect(refusing.scoped.dispatch(grantPermissions({ ...request(), permissions: [] }))).rejects.toThrow(
      /^Invalid permissions request: permissions: /,
    );
    // The refusal ends the wallet request, and the navigation rule that follows re-renders the page: inside act.
    const refused = refusing.scoped.dispatch(grantPermissions(request()));
    await act(() => expect(refused).rejects.toBeInstanceOf(WalletRequestError));
    await expect(refused).rejects.toMatchObject({ kind: 'userRejected' });
  });
});
