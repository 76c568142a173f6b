import type { WalletModalState } from '../../store/rootReducer';
import { selectIsConnected } from '../../store/slices/connectionSlice';
import { selectCurrentView, type ViewName } from '../../store/slices/modalSlice';
import { selectHasSession, selectSignInAccount } from '../siwx';

const SIGN_IN_VIEWS: readonly ViewName[] = ['ConnectingSiwe', 'SIWXSignMessage', 'ApproveTransaction'];

/**
 * Close is disabled on the sign-in and approve views when sign-in is required and the account has no session on the
 * network (with no account there is nothing to sign in, and nothing keeps the modal open).
 */
export function selectIsCloseDisabled(state: WalletModalState): boolean {
  const view = selectCurrentView(state)?.view;
  if (view === undefined || !SIGN_IN_VIEWS.includes(view) || !state.options.signIn.required) return false;
  return selectSignInAccount(state) !== undefined && !selectHasSession(state);
}

/** Opening (docs/behaviour.md#modal): Account when connected; otherwise Connect, or AllWallets on mobile with no adapters. */
export function selectOpeningView(state: WalletModalState): ViewName {
  if (selectIsConnected(state)) return 'Account';
  return state.options.platform.isMobile && state.chain.adapterNamespaces.length === 0 ? 'AllWallets' : 'Connect';
}
