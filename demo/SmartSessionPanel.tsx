import { useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import { getScopedStore, grantPermissions, type HostState, type SmartSession, selectActiveAccount } from 'redux-wallet-modal';

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;

/**
 * The host asking the connected EVM account for a smart session (ERC-7715): 0.01 ETH a day for an hour. Shown with
 * `?smartSessions=on`; the Account view's Smart sessions lists what was granted.
 */
export function SmartSessionPanel({ enabled }: { enabled: boolean }) {
  const store = useStore<HostState>();
  const account = useSelector((state: HostState) => selectActiveAccount(state.walletModal));
  const [outcome, setOutcome] = useState<{ session?: SmartSession; error?: string }>();
  if (!enabled || !account?.caipAddress?.startsWith('eip155:')) return null;
  async function grant() {
    setOutcome(undefined);
    try {
      const session = await getScopedStore(store).dispatch(
        grantPermissions({
          expiry: Math.floor(Date.now() / 1000) + HOUR_SECONDS,
          permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: DAY_SECONDS } }],
          policies: [],
        }),
      );
      setOutcome({ session });
    } catch (error) {
      setOutcome({ error: error instanceof Error ? error.message : 'The session was not granted.' });
    }
  }
  return (
    <p>
      <button type="button" onClick={grant}>
        Grant a session
      </button>{' '}
      {outcome?.session && <output aria-label="Granted session">{outcome.session.pci}</output>}
      {outcome?.error && <span role="alert">{outcome.error}</span>}
    </p>
  );
}
