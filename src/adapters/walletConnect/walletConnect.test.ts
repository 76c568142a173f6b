/** @jest-environment node */
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import { selectActiveNativeBalance } from '../../features/account/accountSelectors';
import type { WalletModalServices } from '../../store/services';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { runLocalChains } from '../../test/chains';
import { expectConsoleWarn } from '../../test/consoleGuard';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, waitForState } from '../../test/store';
import { createDappAndPhone, pairWithPhone, runLoopbackRelay } from '../../test/walletConnect';
import { memoryStorage } from '../../utils/storage';
import type { Eip1193Provider } from '../evm/eip1193';
import { WALLET_CONNECT_CONNECTOR_ID } from './connector';

serveMockApi();

const chains = runLocalChains();
const relay = runLoopbackRelay();

const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

const setup = (storage = memoryStorage()) => createDappAndPhone({ relayUrl: relay.url, network: chains.a, storage });

/** The live provider behind the WalletConnect connector, as our listeners use it. */
function walletConnectProvider(scoped: ReturnType<typeof createHostStore>['scoped']) {
  return scoped.dispatch((_dispatch, _getState, services: WalletModalServices) =>
    services.connectors.get(WALLET_CONNECT_CONNECTOR_ID)?.getProvider(),
  ) as Promise<Eip1193Provider>;
}

describe('WalletConnect over the loopback relay, with the Dev Wallet as the phone', () => {
  it('pairs, signs a message viem verifies, sends a transaction anvil mines, and hears the wallet disconnect', async () => {
    const session = await setup();
    const { pairing, state } = await pairWithPhone(session);
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(pairing.expiresAt).toBeGreaterThan(Date.now());
    const address = session.dev.wallet.addresses[0] as `0x${string}`;
    expect(selectActiveAccount(state)).toMatchObject({ address });
    expect(selectActiveNativeBalance(state)?.balance).toBe(await chains.balanceOf(0, address));
    expect(state.connection).toMatchObject({ status: 'connected', currentConnectorId: WALLET_CONNECT_CONNECTOR_ID });

    const provider = await walletConnectProvider(session.scoped);
    const signature = (await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);

    const client = createPublicClient({ transport: http(chains.a.rpcUrls.default.http[0]) });
    const before = await client.getBalance({ address: RECEIVER });
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: RECEIVER, value: `0x${parseEther('0.25').toString(16)}` }],
    })) as `0x${string}`;
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect((await client.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'));

    await session.phone.disconnectAll();
    await waitForState(session.scoped, (current) => current.connection.status === 'disconnected', 10_000);
  }, 30_000);

  it('restores the session after a reload without pairing again', async () => {
    // The SDK counts the Cores made with one storage prefix in this realm and warns from the second on; this file's
    // pages, the reloaded one included, share the realm, where a browser's reload would start a fresh one.
    expectConsoleWarn(/^WalletConnect Core is already initialized/);
    const storage = memoryStorage();
    await pairWithPhone(await setup(storage));
    const reloaded = createHostStore({ projectId: 'local', relayUrl: relay.url, networks: [chains.a] }, { storage });
    expect(reloaded.scoped.getState().connection.status).toBe('connecting');
    const state = await waitForState(reloaded.scoped, (current) => current.connection.status === 'connected', 10_000);
    expect(state.connection.pairing.uri).toBeUndefined();
    expect(state.connection.currentConnectorId).toBe(WALLET_CONNECT_CONNECTOR_ID);
  }, 30_000);
});
