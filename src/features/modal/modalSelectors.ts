import type { WalletModalState } from '../../store/rootReducer';
import { selectActiveNamespace } from '../chain/chainSlice';
import { selectIsConnected } from '../connection/connectionSlice';
import { selectHasSession } from '../siwx/siwxSlice';
import { selectCurrentView, type ViewName } from './modalSlice';

const SIGN_IN_VIEWS: readonly ViewName[] = ['ConnectingSiwe', 'SIWXSignMessage', 'ApproveTransaction'];

/** SPEC §2: close is disabled on the sign-in and approve views when sign-in is required and no session exists. */
export function selectIsCloseDisabled(state: WalletModalState): boolean {
  const view = selectCurrentView(state)?.view;
  if (view === undefined || !SIGN_IN_VIEWS.includes(view) || !state.options.signIn.required) return false;
  const namespace = selectActiveNamespace(state);
  const account = namespace ? state.account.byNamespace[namespace]?.caipAddress : undefined;
  return !selectHasSession(state, account);
}

/** SPEC §2 "Opening": Account when connected; otherwise Connect, or AllWallets on mobile with no adapters. */
export function selectOpeningView(state: WalletModalState): ViewName {
  if (selectIsConnected(state)) return 'Account';
  return state.options.platform.isMobile && state.chain.adapterNamespaces.length === 0 ? 'AllWallets' : 'Connect';
}
