import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { connectRequested } from '../../store/slices/connectionSlice';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { createFakeWalletConnect } from '../../test/walletConnect';

serveMockApi();

it('fails a pairing whose session grants no namespace a family here serves, and ends that session', async () => {
  const phone = createFakeWalletConnect();
  // The phone grants eip155, but this host's eip155 adapter takes no part in WalletConnect.
  const { scoped } = createHostStore(testConfig, { adapters: [createFakeEvmAdapter()], walletConnect: phone.service });
  scoped.dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined);
  phone.approve();
  const state = await waitForState(scoped, (current) => current.connection.status === 'disconnected');
  expect(state.connection.error).toEqual({ key: 'error.noAccountsShared' });
  expect((await phone.service.client()).hasSession()).toBe(false);
});

it('starts disconnected after a reload whose WalletConnect session cannot be reached, saying why in the log', async () => {
  const phone = createFakeWalletConnect();
  const first = createHostStore(testConfig, { walletConnect: phone.service });
  first.scoped.dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  await waitForState(first.scoped, (state) => state.connection.pairing.uri !== undefined);
  phone.approve();
  await waitForState(first.scoped, (state) => state.connection.status === 'connected');

  const unreachable = { ...phone.service, client: () => Promise.reject(new Error('The SDK did not load')) };
  const reloaded = createHostStore(testConfig, { storage: first.storage, walletConnect: unreachable });
  expect(reloaded.scoped.getState().connection.status).toBe('connecting');
  await waitForState(reloaded.scoped, (state) => state.connection.status === 'disconnected');
  const log = reloaded.scoped.dispatch((_dispatch, _getState, { logger }) => logger.entries());
  expect(log).toContainEqual(
    expect.objectContaining({ level: 'warn', message: 'Could not restore the WalletConnect session The SDK did not load' }),
  );
});
