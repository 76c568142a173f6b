'use client';

import { useAccount, useNetwork } from 'redux-wallet-modal';

/** The host reading the connected account through the package's hooks, inside its own react-redux Provider. */
export function AccountSummary() {
  const { address } = useAccount();
  const { network } = useNetwork();
  if (!address) return <p>No wallet connected.</p>;
  return (
    <p>
      Connected as <output aria-label="Connected account">{address}</output> on {network?.name}.
    </p>
  );
}
