import { useSelector } from 'react-redux';
import { selectActiveAccount, selectActiveNetwork, selectWalletModal } from 'redux-wallet-modal';
import type { RootState } from './store';

/** The host reading the connected account with its own react-redux hooks, like any other slice of its state. */
export function AccountSummary() {
  const address = useSelector((state: RootState) => selectActiveAccount(selectWalletModal(state))?.address);
  const network = useSelector((state: RootState) => selectActiveNetwork(selectWalletModal(state))?.name);
  if (!address) return <p>No wallet connected.</p>;
  return (
    <p>
      Connected as <output aria-label="Connected account">{address}</output> on {network}.
    </p>
  );
}
