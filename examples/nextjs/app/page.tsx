import { ConnectButton } from 'redux-wallet-modal';
import { AccountSummary } from './AccountSummary';

/** A server component: it places the package's button (a client component) and the host's own client component. */
export default function Home() {
  return (
    <>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
        <strong style={{ flex: 1 }}>Next.js host</strong>
        <ConnectButton />
      </header>
      <main style={{ padding: 16 }}>
        <AccountSummary />
      </main>
    </>
  );
}
