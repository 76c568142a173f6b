import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { connectRequested } from '../../store/slices/connectionSlice';
import { createFakeEvmAdapter } from '../../test/fakeAdapter';
import { createHostStore, testConfig, waitForState } from '../../test/store';
import { createFakeWalletConnect } from '../../test/walletConnect';

it('fails a pairing whose session grants no namespace a family here serves, and ends that session', async () => {
  const phone = createFakeWalletConnect();
  // The phone grants eip155, but this host's eip155 adapter takes no part in WalletConnect.
  const { scoped } = createHostStore(testConfig, { adapters: [createFakeEvmAdapter()], walletConnect: phone.service });
  scoped.dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined);
  phone.approve();
  const state = await waitForState(scoped, (current) => current.connection.status === 'disconnected');
  expect(state.connection.error).toBe('The wallet shared no accounts on a network this app serves.');
  expect((await phone.service.client()).hasSession()).toBe(false);
});
