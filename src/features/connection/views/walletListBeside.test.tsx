import { jest } from '@jest/globals';

// The wallet-list API's chunk (RTK Query and the endpoints) comes apart from the modal's: here it lands only when the
// test lets it, and its first fetch fails.
let arrive: () => void = () => {};
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
let fetches = 0;
jest.unstable_mockModule('../../wallets/walletListEndpoints', async () => {
  const { chunk } = await import('../../../components/chunk');
  const { walletsApi } = await import('../../wallets/walletsApi');
  const endpoints = chunk(async () => {
    fetches += 1;
    if (fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
    await arrived;
    return walletsApi.endpoints;
  });
  return {
    walletsPageEndpoint: chunk(() => endpoints.load().then((loaded) => loaded.getWallets)),
    walletImageEndpoint: chunk(() => endpoints.load().then((loaded) => loaded.getImage)),
  };
});

const { act, screen, within } = await import('@testing-library/react');
const { connectorsFound } = await import('../../../store/slices/connectorsSlice');
const { openModal } = await import('../../../store/slices/modalSlice');
const { serveMockApi } = await import('../../../test/mockApi');
const { renderWithProviders } = await import('../../../test/render');

serveMockApi();

it("opens with the page's wallets and the catalogue loading while the wallet-list API's chunk is on its way, and a chunk that could not be fetched is a failed wallet list that Retry fetches again", async () => {
  const { scoped } = renderWithProviders();
  act(() => {
    scoped.dispatch(
      connectorsFound([
        { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', installed: true, info: { rdns: 'io.metamask' } },
      ]),
    );
    scoped.dispatch(openModal());
  });
  const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
  const wallets = within(dialog).getByRole('group', { name: 'Wallets' });
  expect(within(wallets).getByRole('button', { name: /MetaMask/ })).toBeEnabled();
  // The first fetch of the chunk failed: the list says so, and the dialog stays.
  const retry = await within(dialog).findByRole('button', { name: 'Retry' });
  expect(within(dialog).getByText("Couldn't load the wallet list.")).toBeInTheDocument();

  act(() => retry.click());
  expect(await within(wallets).findByRole('status', { name: 'Loading wallets' })).toBeInTheDocument();
  expect(within(wallets).getByRole('button', { name: /MetaMask/ })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();

  arrive();
  expect(await within(wallets).findByRole('button', { name: /Rainbow/ })).toBeInTheDocument();
  expect(within(wallets).queryByRole('status', { name: 'Loading wallets' })).toBeNull();
  // The installed wallet is not offered again from the catalogue.
  expect(within(wallets).getAllByRole('button', { name: /MetaMask/ })).toHaveLength(1);
});
