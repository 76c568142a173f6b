/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  createWalletStore,
  mainnet,
  sepolia,
  useAccount,
  useBalance,
  useDisconnect,
  useNetwork,
  useWalletModal,
  useWalletProvider,
} from '../../index';

function HostPage() {
  const account = useAccount();
  const modal = useWalletModal();
  const { network } = useNetwork();
  const balance = useBalance();
  const provider = useWalletProvider('eip155');
  useDisconnect();
  return (
    <p>{`${account.status} on ${network?.name}, modal ${modal.isOpen ? 'open' : 'closed'}, balance ${balance.text ?? 'not read'}, ${provider ? 'a provider' : 'no provider'}`}</p>
  );
}

it('renders on the server the state of a store without a visitor, touching no browser global', () => {
  const store = createWalletStore({ projectId: 'p', networks: [mainnet, sepolia] });
  const html = renderToString(
    <Provider store={store}>
      <HostPage />
    </Provider>,
  );
  expect(html).toBe('<p>disconnected on Ethereum, modal closed, balance not read, no provider</p>');
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});
