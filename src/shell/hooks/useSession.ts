'use client';

import { useMemo } from 'react';
import type { SIWXSession } from '../../config/siwx';
import { type SignInStatus, selectSignInSession, selectSignInStatus } from '../../features/siwx';
import { useWalletModalSelector } from './walletModalStore';

export interface WalletSignIn {
  /**
   * `signedIn` with a session for the active account on the active network; `signedOut` without one (or without an
   * account); `checking` while the host's sign-in is asked; `off` when sign-in is not on for this account.
   */
  status: SignInStatus;
  /** The session: its account and network (`data`), the message and its signature. */
  session: SIWXSession | undefined;
}

/** Whether the connected account is signed in (docs/behaviour.md#sign-in), and with which session. */
export function useSession(): WalletSignIn {
  const status = useWalletModalSelector(selectSignInStatus);
  const session = useWalletModalSelector(selectSignInSession);
  return useMemo(() => ({ status, session }), [status, session]);
}
