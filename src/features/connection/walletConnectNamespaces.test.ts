/** @jest-environment node */
import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { type Network, solanaDevnet } from '../../config/networks';
import type { WalletModalServices } from '../../store/services';
import { connectionSwitchRequested, disconnectRequested } from '../../store/slices/connectionSlice';
import { runLocalChains } from '../../test/chains';
import { expectConsoleWarn } from '../../test/consoleGuard';
import { createTestDevWallet } from '../../test/devWallet';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, waitForState } from '../../test/store';
import { createTestFamily } from '../../test/testFamily/testFamily';
import { createTestPhone, pairWithPhone, runLoopbackRelay } from '../../test/walletConnect';
import { memoryStorage } from '../../utils/storage';

serveMockApi();

const chains = runLocalChains();
const relay = runLoopbackRelay();
const JOINED_ID = `${WALLET_CONNECT_CONNECTOR_ID}:solana`;

/**
 * Solana Devnet with an RPC on this machine: the test reads nothing from it, but the WalletConnect SDK checks that
 * each granted namespace's RPC answers when the session starts.
 */
const localSolana = (): Network => ({ ...solanaDevnet, rpcUrls: { default: { http: chains.a.rpcUrls.default.http } } });

/** A dapp on an EVM chain and Solana: the default EVM adapter, and a second family's adapter added to it. */
function createDapp(family: ReturnType<typeof createTestFamily>, storage: ReturnType<typeof memoryStorage>) {
  const config = { projectId: 'local', relayUrl: relay.url, networks: [chains.a, localSolana()] };
  return createHostStore(config, { storage, adapters: [family.adapter] });
}

describe('A WalletConnect session that grants several namespaces', () => {
  it('hands each namespace to its own adapter, signs through it, and restores and ends them together', async () => {
    // The reloaded page shares this realm's SDK Core with the first one, and the SDK warns about the second Core.
    expectConsoleWarn(/^WalletConnect Core is already initialized/);
    const storage = memoryStorage();
    const family = createTestFamily(localSolana());
    const dev = createTestDevWallet(chains.a);
    let sessionsChanged = () => {};
    const phone = await createTestPhone({
      wallet: dev.wallet,
      projectId: 'local',
      relayUrl: relay.url,
      approveSession: () => true,
      families: [family.wallet],
      onSessionsChange: () => sessionsChanged(),
    });
    const dapp = createDapp(family, storage);

    const { state } = await pairWithPhone({ scoped: dapp.scoped, phone });
    const evmAddress = dev.wallet.addresses[0];
    expect(state.connection.currentConnectorId).toBe(WALLET_CONNECT_CONNECTOR_ID);
    const joined = (await waitForState(dapp.scoped, (current) => JOINED_ID in current.connection.connections)).connection;
    expect(joined.connections[WALLET_CONNECT_CONNECTOR_ID]?.accounts.map((account) => account.address)).toEqual([evmAddress]);
    expect(joined.connections[JOINED_ID]).toMatchObject({
      chainId: solanaDevnet.id,
      connector: { chain: 'solana', type: 'WALLET_CONNECT' },
      accounts: [{ namespace: 'solana', address: family.address }],
    });
    expect(joined.currentConnectorId).toBe(WALLET_CONNECT_CONNECTOR_ID);

    // The joined namespace's requests travel the same session to the phone, which signs with that family's key.
    const signature = await dapp.scoped.dispatch(async (_dispatch, _getState, services: WalletModalServices) => {
      const connector = services.connectors.get(JOINED_ID);
      if (!connector) throw new Error('The joined connector is not registered');
      return family.adapter.signMessage(connector, { address: family.address, message: 'Sign in to the test app' });
    });
    expect(family.verify('Sign in to the test app', signature)).toBe(true);

    // After a reload both namespaces come back from the one stored session, without pairing again, and the one
    // that was current is current again.
    dapp.scoped.dispatch(connectionSwitchRequested({ connectorId: JOINED_ID }));
    const reloaded = createDapp(family, storage);
    const restored = await waitForState(reloaded.scoped, (current) => current.connection.currentConnectorId === JOINED_ID, 10_000);
    expect(Object.keys(restored.connection.connections).sort()).toEqual([WALLET_CONNECT_CONNECTOR_ID, JOINED_ID]);
    expect(restored.connection.pairing.uri).toBeUndefined();
    expect(restored.connection.status).toBe('connected');

    // Disconnecting ends the session: both namespaces go, and the phone has no session left.
    const phoneSessionsEnded = new Promise<void>((resolve) => {
      sessionsChanged = () => {
        if (phone.sessions().length === 0) resolve();
      };
    });
    reloaded.scoped.dispatch(disconnectRequested());
    const ended = await waitForState(reloaded.scoped, (current) => current.connection.status === 'disconnected', 10_000);
    expect(ended.connection.connections).toEqual({});
    await phoneSessionsEnded;
  }, 60_000);

  it("pairs as the active network's namespace when the wallet grants it; the others join", async () => {
    // This page's SDK Core shares the realm with the first test's pages.
    expectConsoleWarn(/^WalletConnect Core is already initialized/);
    const family = createTestFamily(localSolana());
    const phone = await createTestPhone({
      wallet: createTestDevWallet(chains.a).wallet,
      projectId: 'local',
      relayUrl: relay.url,
      approveSession: () => true,
      families: [family.wallet],
    });
    const config = {
      projectId: 'local',
      relayUrl: relay.url,
      networks: [chains.a, localSolana()],
      defaultNetwork: solanaDevnet.caipNetworkId,
    };
    const dapp = createHostStore(config, { adapters: [family.adapter] });
    expect(dapp.scoped.getState().chain.activeNamespace).toBe('solana');

    await pairWithPhone({ scoped: dapp.scoped, phone });
    const { connections, currentConnectorId } = (
      await waitForState(dapp.scoped, (current) => `${WALLET_CONNECT_CONNECTOR_ID}:eip155` in current.connection.connections)
    ).connection;
    expect(currentConnectorId).toBe(WALLET_CONNECT_CONNECTOR_ID);
    expect(connections[WALLET_CONNECT_CONNECTOR_ID]).toMatchObject({
      connector: { chain: 'solana' },
      accounts: [{ address: family.address }],
    });
    expect(connections[`${WALLET_CONNECT_CONNECTOR_ID}:eip155`]?.connector.chain).toBe('eip155');
    await phone.disconnectAll();
  }, 30_000);
});
