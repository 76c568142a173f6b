import { useState, useSyncExternalStore } from 'react';
import {
  createDevWallet,
  type DevWalletBitcoinChain,
  type DevWalletCosmosChain,
  type DevWalletPolkadotChain,
  type DevWalletRequest,
  type DevWalletSolanaChain,
} from 'redux-wallet-modal/dev-wallet';
import { AccountPicker } from './AccountPicker';

interface Pending {
  request: DevWalletRequest;
  answer: (approved: boolean) => void;
}

const AUTO_APPROVE_KEY = 'dev-wallet/auto-approve';

// The wallet's "extension popup": requests queue here until the user answers (or auto-approve is on).
let pending: Pending[] = [];
const subscribers = new Set<() => void>();
const changed = () => {
  for (const subscriber of subscribers) subscriber();
};
const autoApprove = () =>
  new URLSearchParams(location.search).get('autoApprove') === '1' || localStorage.getItem(AUTO_APPROVE_KEY) === 'true';

/** The networks of the Dev Wallet's other sides. */
interface OtherSides {
  solana: DevWalletSolanaChain;
  bitcoin: DevWalletBitcoinChain;
  polkadot: DevWalletPolkadotChain;
  cosmos: DevWalletCosmosChain;
}

/**
 * The Dev Wallet of the demo page: anvil's test accounts, on the first local chain until another is added, and its
 * Solana, Bitcoin, Polkadot and Cosmos sides on the local networks; every side asks in the same window.
 */
export function startDevWallet(chain: { id: number; name: string; rpcUrl: string }, sides: OtherSides) {
  const wallet = createDevWallet({
    chain,
    solana: { chain: sides.solana },
    bitcoin: { chain: sides.bitcoin },
    polkadot: { chain: sides.polkadot },
    cosmos: { chain: sides.cosmos },
    storage: localStorage,
    approve: (request) =>
      autoApprove() ||
      new Promise<boolean>((resolve) => {
        const entry: Pending = {
          request,
          answer: (approved) => {
            pending = pending.filter((candidate) => candidate !== entry);
            changed();
            resolve(approved);
          },
        };
        pending = [...pending, entry];
        changed();
      }),
  });
  wallet.announce();
  wallet.solana?.register();
  wallet.bitcoin?.inject();
  wallet.polkadot?.inject();
  wallet.cosmos?.inject();
  return wallet;
}

const panelStyle = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  width: 300,
  padding: 16,
  borderRadius: 12,
  background: '#10251b',
  color: '#f2fff8',
  fontFamily: 'system-ui, sans-serif',
  fontSize: 14,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.3)',
  zIndex: 2147483647,
} as const;

/** The Dev Wallet's own window on the page: the account, the chain, and its Approve / Reject prompt. */
export function DevWalletPanel({ wallet }: { wallet: ReturnType<typeof startDevWallet> }) {
  const queue = useSyncExternalStore(
    (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    () => pending,
  );
  const [auto, setAuto] = useState(autoApprove);
  const [accountIndex, setAccountIndex] = useState(() => wallet.snapshot().accountIndex);
  const request = queue[0];
  return (
    <aside style={panelStyle} aria-label="Dev Wallet">
      <strong>Dev Wallet</strong>
      <p style={{ margin: '8px 0' }}>
        <AccountPicker wallet={wallet} index={accountIndex} onChange={setAccountIndex} />
      </p>
      <label style={{ display: 'block', marginBottom: 8 }}>
        <input
          type="checkbox"
          checked={auto}
          onChange={(event) => {
            localStorage.setItem(AUTO_APPROVE_KEY, String(event.target.checked));
            setAuto(event.target.checked);
          }}
        />{' '}
        Auto-approve requests
      </label>
      {request && (
        <section role="alertdialog" aria-label="Dev Wallet request" style={{ borderTop: '1px solid #2e5944', paddingTop: 8 }}>
          <p style={{ margin: '0 0 4px' }}>
            <code>{request.request.method}</code>
          </p>
          <p style={{ margin: '0 0 8px' }}>{request.request.summary}</p>
          <button type="button" onClick={() => request.answer(true)}>
            Approve
          </button>{' '}
          <button type="button" onClick={() => request.answer(false)}>
            Reject
          </button>
          {queue.length > 1 && <p style={{ margin: '8px 0 0' }}>{queue.length - 1} more waiting</p>}
        </section>
      )}
    </aside>
  );
}
