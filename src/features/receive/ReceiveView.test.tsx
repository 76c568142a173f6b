import { act, screen } from '@testing-library/react';
import { addressChanged } from '../../store/slices/accountSlice';
import { openModal } from '../../store/slices/modalSlice';
import { chainWithBalance } from '../../test/fakeAdapter';
import { serveMockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
serveMockApi();

it('shows the address as text and QR code, copies it, and lists the networks it works on', async () => {
  const { scoped, user } = renderWithProviders({ environment: { adapters: [chainWithBalance('1')] } });
  act(() => {
    scoped.dispatch(addressChanged({ namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS}` }));
    scoped.dispatch(openModal({ view: 'WalletReceive' }));
  });
  expect(await screen.findByRole('img', { name: `QR code of ${ADDRESS}` })).toBeInTheDocument();
  expect(screen.getByText(ADDRESS)).toBeInTheDocument();
  expect(screen.getByText('Works on: Ethereum, Sepolia')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy address' }));
  expect(screen.getByRole('status')).toHaveTextContent('Address copied');
});
