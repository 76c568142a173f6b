import { cachedAnswer } from '../../api/cachedAnswer';
import type { SIWXSession } from '../../config/siwx';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectIsActiveNetworkSupported } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipAddress } from '../../utils/caip';
import type { SessionKey } from './siwxActions';

/**
 * Whose sign-in the modal asks for (docs/behaviour.md#sign-in): the active account on the active network, when sign-in
 * is on for its family (a legacy `siweConfig` signs in on eip155 only) and the network is one the host configured.
 */
function selectSignInKey(state: WalletModalState): SessionKey | undefined {
  const { enabled, view } = state.options.signIn;
  const address = selectActiveAccount(state)?.address;
  const chainId = selectActiveNetwork(state)?.caipNetworkId;
  if (!enabled || !address || !chainId || !selectIsActiveNetworkSupported(state)) return undefined;
  return view === 'ConnectingSiwe' && !chainId.startsWith('eip155:') ? undefined : { chainId, address };
}

/** Whose sign-in the modal asks for, as its CAIP-10 account. */
export function selectSignInAccount(state: WalletModalState): CaipAddress | undefined {
  const key = selectSignInKey(state);
  return key && `${key.chainId}:${key.address}`;
}

/**
 * What the host's sign-in answered for an account, read from RTK Query's cache (their one copy); `checking` until it
 * has answered. A failed read counts as no session: the flow has disconnected the account by then.
 */
function sessionsOf(state: WalletModalState, key: SessionKey) {
  const answer = cachedAnswer<SIWXSession[]>(state, 'siwxApi', 'getSessions', key);
  return {
    sessions: answer.data,
    checking: answer.status === 'uninitialized' || (answer.status === 'pending' && answer.data === undefined),
  };
}

/** The active account's session on the active network, once the host's sign-in has one. */
export function selectSignInSession(state: WalletModalState): SIWXSession | undefined {
  const key = selectSignInKey(state);
  return key && sessionsOf(state, key).sessions?.[0];
}

export function selectHasSession(state: WalletModalState): boolean {
  return selectSignInSession(state) !== undefined;
}

/**
 * Where sign-in stands for the active account (docs/behaviour.md#sign-in): `off` when sign-in is not on, or not for its
 * account's family or network; `signedOut` with no account or no session; `checking` while the host's sign-in is asked; `signedIn`.
 */
export type SignInStatus = 'off' | 'signedOut' | 'checking' | 'signedIn';

export function selectSignInStatus(state: WalletModalState): SignInStatus {
  if (!state.options.signIn.enabled) return 'off';
  const key = selectSignInKey(state);
  // An account on a network sign-in does not apply to (another family, one the host did not configure) needs none.
  if (!key) return selectActiveAccount(state)?.address === undefined ? 'signedOut' : 'off';
  const answer = sessionsOf(state, key);
  if (answer.checking) return 'checking';
  return answer.sessions?.length ? 'signedIn' : 'signedOut';
}
