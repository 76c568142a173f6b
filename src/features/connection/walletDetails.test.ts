/** @jest-environment node */
import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { ErrorText } from '../../errors';
import { selectConnectedWallet } from '../../store/slices/accountSlice';
import { networkSwitchRequested, selectActiveNetwork, selectIsNetworkApproved } from '../../store/slices/chainSlice';
import { runLocalChains } from '../../test/chains';
import { expectConsoleWarn } from '../../test/consoleGuard';
import { createTestDevWallet } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { englishText } from '../../test/notices';
import { createHostStore, waitForState } from '../../test/store';
import { createTestPhone, pairWithPhone, runLoopbackRelay } from '../../test/walletConnect';

serveMockApi();

const chains = runLocalChains();
const relay = runLoopbackRelay();

/** A dapp on both local chains, and a phone whose Dev Wallet knows only the first, describing itself with `metadata`. */
async function setup(metadata?: Parameters<typeof createTestPhone>[0]['metadata']) {
  const host = createHostStore({ projectId: 'local', relayUrl: relay.url, networks: [chains.a, chains.b] });
  const dev = createTestDevWallet(chains.a);
  const asked: string[] = [];
  const phone = await createTestPhone({
    wallet: dev.wallet,
    projectId: 'local',
    relayUrl: relay.url,
    approveSession: () => true,
    approveRequest: (request) => {
      asked.push(request.method);
      return true;
    },
    metadata,
  });
  await pairWithPhone({ scoped: host.scoped, phone });
  return { ...host, phone, asked };
}

describe('the wallet behind a WalletConnect session', () => {
  it('is shown by its own name and icon, and serves only the networks it approved until it updates the session', async () => {
    const { scoped, phone, asked } = await setup({ icons: ['https://wallet.example/icon.png'] });
    const state = scoped.getState();
    expect(selectConnectedWallet(state)).toEqual({ name: 'Dev Wallet', icon: 'https://wallet.example/icon.png' });
    expect(selectIsNetworkApproved(state, chains.a.caipNetworkId)).toBe(true);
    expect(selectIsNetworkApproved(state, chains.b.caipNetworkId)).toBe(false);

    // A switch to a network the session did not grant is refused here; the phone is never asked.
    scoped.dispatch(networkSwitchRequested({ caipNetworkId: chains.b.caipNetworkId }));
    const refused = await waitForState(scoped, (current) => current.alerts.toast !== undefined);
    expect(refused.alerts.toast?.variant).toBe('error');
    expect(englishText(refused.alerts.toast?.notice)).toBe(ErrorText.networkNotApproved('Dev Wallet', 'Anvil B'));
    expect(selectActiveNetwork(refused)?.caipNetworkId).toBe(chains.a.caipNetworkId);
    expect(asked).toEqual([]);

    // The wallet grants the second chain too: the approved set follows.
    const [session] = phone.client.session.getAll();
    if (!session?.namespaces.eip155) throw new Error('No eip155 session');
    const eip155 = session.namespaces.eip155;
    const address = eip155.accounts[0]?.split(':')[2];
    await phone.client.update({
      topic: session.topic,
      namespaces: {
        eip155: {
          ...eip155,
          chains: [chains.a.caipNetworkId, chains.b.caipNetworkId],
          accounts: [chains.a, chains.b].map((c) => `${c.caipNetworkId}:${address}`),
        },
      },
    });
    await waitForState(scoped, (current) => selectIsNetworkApproved(current, chains.b.caipNetworkId));
    expect(scoped.getState().connection.connections[WALLET_CONNECT_CONNECTOR_ID]?.approvedCaipNetworkIds).toEqual([
      chains.a.caipNetworkId,
      chains.b.caipNetworkId,
    ]);

    // The SDK keeps one Core per process: the next test pairs afresh only once this session is over.
    await phone.disconnectAll();
    await waitForState(scoped, (current) => current.connection.status === 'disconnected');
  }, 30_000);

  it('takes a hostile self-description as plain, bounded text and no script icon', async () => {
    // This page is the realm's second with the SDK's Core, and the SDK warns about it.
    expectConsoleWarn(/^WalletConnect Core is already initialized/);
    const name = `<img src=x onerror=alert(1)>${'W'.repeat(100)}`;
    const { scoped } = await setup({ name, icons: ['javascript:alert(1)', 'data:text/html,<script>', 'https://wallet.example/ok.png'] });
    const wallet = selectConnectedWallet(scoped.getState());
    expect(wallet?.name).toHaveLength(64);
    expect(wallet?.name.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
    expect(wallet?.icon).toBe('https://wallet.example/ok.png');
  }, 30_000);
});
