import { act, screen, within } from '@testing-library/react';
import { localChain } from '../../../config/networks';
import { openModal } from '../../../store/slices/modalSlice';
import { serveMockApi } from '../../../test/mockApi';
import { renderWithProviders } from '../../../test/render';
import { waitForState } from '../../../test/store';
import { selectActiveNativeBalance } from '../../account/accountSelectors';

serveMockApi();

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
// RPC reads fail at once (nothing listens there): the balance shows the 0 fallback.
const offlineChain = localChain({ id: 31337, name: 'Offline Anvil', rpcUrl: 'http://127.0.0.1:9/' });

/** An extension on the page that declines the first connection request and accepts the next. */
function announceWalletDecliningOnce() {
  let asked = 0;
  const provider = {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts') {
        asked += 1;
        if (asked === 1) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return [ADDRESS];
      }
      if (method === 'eth_chainId') return '0x7a69';
      throw Object.assign(new Error('Unsupported'), { code: 4200 });
    },
  };
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'declines-once', name: 'Careful Wallet', icon: '', rdns: 'com.careful' }, provider },
      }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  return () => window.removeEventListener('eip6963:requestProvider', announce);
}

it('waits for the wallet, shows its refusal with Try again, then connects and closes', async () => {
  const stop = announceWalletDecliningOnce();
  const { scoped, user } = renderWithProviders({ config: { projectId: 'test-project-id', networks: [offlineChain] } });
  await waitForState(scoped, (state) => state.connectors.list.length > 0);
  act(() => void scoped.dispatch(openModal()));
  await user.click(within(await screen.findByRole('dialog', { name: 'Connect Wallet' })).getByRole('button', { name: /Careful Wallet/ }));

  const connecting = await screen.findByRole('dialog', { name: 'Careful Wallet' });
  expect(await within(connecting).findByRole('alert')).toHaveTextContent('Connection declinedUser rejected the request.');
  // The way forward has the focus, so the keyboard keeps working.
  expect(within(connecting).getByRole('button', { name: 'Try again' })).toHaveFocus();
  await user.click(within(connecting).getByRole('button', { name: 'Try again' }));

  await waitForState(scoped, (state) => !state.modal.open && selectActiveNativeBalance(state) !== undefined);
  expect(await screen.findByRole('button', { name: 'alice.reown.id 0.00 ETH' })).toBeInTheDocument();
  stop();
});
