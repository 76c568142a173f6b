import type { WalletModalState } from '../../store/rootReducer';
import { selectConnectionStatus } from '../../store/slices/connectionSlice';
import { selectCurrentView, selectIsModalOpen, type ViewName } from '../../store/slices/modalSlice';

/** The views in which the user watches a connect attempt: a wallet's prompt, a QR code, a deep link. */
const CONNECTING_VIEWS: ReadonlySet<ViewName> = new Set([
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
]);

/**
 * Whether the page should say "Connecting…": a stored connection is being restored, or the user is watching a
 * connect attempt. An attempt the user left (closed the modal, went back) may still finish in the background —
 * a pairing URI stays valid until it expires — but the page no longer waits for it.
 */
export function selectIsConnectingShown(state: WalletModalState): boolean {
  const status = selectConnectionStatus(state);
  if (status === 'reconnecting') return true;
  if (status !== 'connecting' || !selectIsModalOpen(state)) return false;
  const view = selectCurrentView(state)?.view;
  return view !== undefined && CONNECTING_VIEWS.has(view);
}
