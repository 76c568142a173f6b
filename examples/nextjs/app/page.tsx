import { ConnectButton } from 'redux-wallet-modal';
import { networks } from '../lib/networks';
import { AccountSummary } from './AccountSummary';

/**
 * A server component: it places the package's button (a client component) and the host's own client component, and
 * reads the package's network definitions as plain data.
 */
export default function Home() {
  return (
    <>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
        <strong style={{ flex: 1 }}>Next.js host</strong>
        <ConnectButton />
      </header>
      <main style={{ padding: 16 }}>
        <AccountSummary />
        <p>{`Networks: ${networks.map((network) => network.name).join(', ')}`}</p>
      </main>
    </>
  );
}
