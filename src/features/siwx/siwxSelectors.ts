import { createSelector } from '@reduxjs/toolkit';
import type { SIWXSession } from '../../config/siwx';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork, selectIsActiveNetworkSupported } from '../../store/slices/chainSlice';
import type { ViewName } from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import type { SessionKey } from './siwxActions';

/**
 * Whose sign-in the modal asks for (docs/behaviour.md#sign-in): the active account on the active network, when sign-in
 * is on for its family (a legacy `siweConfig` signs in on eip155 only) and the network is one the host configured.
 */
export const selectSignInKey = createSelector(
  [
    (state: WalletModalState) => state.options.signIn,
    (state: WalletModalState) => selectActiveAccount(state)?.address,
    (state: WalletModalState) => selectActiveNetwork(state)?.caipNetworkId,
    selectIsActiveNetworkSupported,
  ],
  (signIn, address, chainId, supported): SessionKey | undefined => {
    if (!signIn.enabled || !address || !chainId || !supported) return undefined;
    if (signIn.view === 'ConnectingSiwe' && !chainId.startsWith('eip155:')) return undefined;
    return { chainId, address };
  },
);

/** A key as one string, the same for every spelling of one account (an EVM address in any case): its CAIP-10 form. */
export const keyId = ({ chainId, address }: SessionKey) => `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`;

/** Whether two keys name one account on one network. */
export const sameKey = (a: SessionKey | undefined, b: SessionKey | undefined) =>
  a !== undefined && b !== undefined && keyId(a) === keyId(b);

/** The view that asks for a signature: `ConnectingSiwe` for a legacy `siweConfig`, else `SIWXSignMessage`. */
export const selectSignInView = (state: WalletModalState): ViewName => state.options.signIn.view;

/** What the host's sign-in answered for a sign-in, read from RTK Query's cache; `checking` until it has answered. */
export type SessionsReader = (
  state: WalletModalState,
  key: SessionKey,
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
  const key = selectSignInKey(state);
  return key && readSessions?.(state, key).sessions?.[0];
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
  const answer = readSessions?.(state, key);
  if (!answer || answer.checking) return 'checking';
  return answer.sessions?.length ? 'signedIn' : 'signedOut';
}
