import type { Eip1193Provider } from '../../adapters/evm/eip1193';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { connectRequested } from '../../store/slices/connectionSlice';
import { serveMockApi } from '../../test/mockApi';
import { createHostStore, waitForState } from '../../test/store';
import { createFakeWalletConnect } from '../../test/walletConnect';
import { connectorRequested, messageSignatureRequested, walletProviderRequested } from './walletProvider';

serveMockApi();

it('gives the host the current connection’s provider, and nothing before a connection exists', async () => {
  const phone = createFakeWalletConnect();
  const { scoped } = createHostStore(undefined, { walletConnect: phone.service });
  await expect(scoped.dispatch(walletProviderRequested())).resolves.toBeUndefined();
  expect(scoped.dispatch(connectorRequested())).toBeUndefined();

  scoped.dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined);
  phone.approve();
  await waitForState(scoped, (state) => state.connection.status === 'connected');

  const provider = (await scoped.dispatch(walletProviderRequested())) as Eip1193Provider;
  await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([phone.address]);
  await expect(scoped.dispatch(walletProviderRequested('someone-else'))).resolves.toBeUndefined();
  // The live connector behind it, for an adapter's own methods beyond the contract (a Bitcoin PSBT): the same provider.
  const connector = scoped.dispatch(connectorRequested());
  expect(connector?.connector.id).toBe(WALLET_CONNECT_CONNECTOR_ID);
  await expect(connector?.getProvider()).resolves.toBe(provider);
  expect(scoped.dispatch(connectorRequested('someone-else'))).toBeUndefined();
});

it('has the current connection’s wallet sign a message for the host, and refuses with a clear error when there is none to ask', async () => {
  const phone = createFakeWalletConnect();
  const { scoped } = createHostStore(undefined, { walletConnect: phone.service });
  await expect(scoped.dispatch(messageSignatureRequested('Hello'))).rejects.toMatchObject({
    name: 'WalletRequestError',
    message: 'Provider not found.',
  });

  scoped.dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID }));
  await waitForState(scoped, (state) => state.connection.pairing.uri !== undefined);
  phone.approve();
  await waitForState(scoped, (state) => state.connection.status === 'connected');
  // This phone serves no request: its refusal is the host's answer, as a WalletRequestError with the wallet's code.
  await expect(scoped.dispatch(messageSignatureRequested('Hello'))).rejects.toMatchObject({ name: 'WalletRequestError', code: 4200 });
});
