import type { SIWXSession } from '../../config/siwx';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectIsActiveNetworkSupported } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipAddress } from '../../utils/caip';

/**
 * Whose sign-in the modal asks for (docs/behaviour.md#sign-in), as its CAIP-10 account: the active account on the
 * active network, when sign-in is on for its family (a legacy `siweConfig` signs in on eip155 only) and the network is
 * one the host configured.
 */
export function selectSignInAccount(state: WalletModalState): CaipAddress | undefined {
  const { enabled, view } = state.options.signIn;
  const address = selectActiveAccount(state)?.address;
  const chainId = selectActiveNetwork(state)?.caipNetworkId;
  if (!enabled || !address || !chainId || !selectIsActiveNetworkSupported(state)) return undefined;
  return view === 'ConnectingSiwe' && !chainId.startsWith('eip155:') ? undefined : `${chainId}:${address}`;
}

/** What the host's sign-in answered for a sign-in, read from RTK Query's cache; `checking` until it has answered. */
export type SessionsReader = (
  state: WalletModalState,
  account: CaipAddress,
) => { sessions: readonly SIWXSession[] | undefined; checking: boolean };

// RTK Query is not in the first load: the reader joins with the sign-in effects (siwxApi.ts), which ask the
// questions it reads the answers of. Until then no answer is in.
let readSessions: SessionsReader | undefined;

/** Called once by `siwxApi.ts` as it loads. */
export function sessionsReaderJoined(reader: SessionsReader) {
  readSessions = reader;
}

/** The active account's session on the active network, once the host's sign-in has one. */
export function selectSignInSession(state: WalletModalState): SIWXSession | undefined {
  const account = selectSignInAccount(state);
  return account && readSessions?.(state, account).sessions?.[0];
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
  const account = selectSignInAccount(state);
  // An account on a network sign-in does not apply to (another family, one the host did not configure) needs none.
  if (!account) return selectActiveAccount(state)?.address === undefined ? 'signedOut' : 'off';
  const answer = readSessions?.(state, account);
  if (!answer || answer.checking) return 'checking';
  return answer.sessions?.length ? 'signedIn' : 'signedOut';
}
