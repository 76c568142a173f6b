// What reaching a wallet's app does: opening it with the pairing URI, replacing an expired URI while a pairing view shows
// it, or opening this page in the app's own browser. Loaded by pairingListeners.ts on the first of these.
import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { type WalletLinkKind, walletLinkHref } from '../../adapters/walletConnect/walletLinks';
import type { ChainNamespace } from '../../constants';
import { connectRequested, pairingExpired, walletLinkOpened, walletLinkRefused } from '../../store/slices/connectionSlice';
import { selectCurrentView, selectIsModalOpen, type ViewName } from '../../store/slices/modalSlice';
import type { ListenerApi } from '../../store/types';
import { cancellableDelay } from '../../utils/delay';

/** A pairing URI with this much time or less left counts as expired (docs/behaviour.md#walletconnect). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;

/** The views that show a pairing URI; while one is open an expired URI is replaced by a fresh one. */
const PAIRING_VIEWS: ReadonlySet<ViewName> = new Set(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']);

/** Opens the picked wallet's app with the pairing URI, if its link is one that may be opened. */
export function openWalletLink(api: ListenerApi, kind: WalletLinkKind) {
  const { wallet, uri } = api.getState().connection.pairing;
  const link = wallet?.[`${kind}_link` as const];
  if (!wallet || !link || !uri) return;
  const result = walletLinkHref(link, uri);
  if (!result.ok) {
    api.extra.logger.warn(`Refused the ${kind} link of ${wallet.id}`, link);
    api.dispatch(walletLinkRefused(result.reason));
    return;
  }
  // An app link hands the page over to the app; a web wallet opens beside the page.
  api.extra.openUrl(result.href, kind === 'webapp' ? '_blank' : '_self');
  api.dispatch(walletLinkOpened({ name: wallet.name, href: link }));
}

/**
 * Holds the pairing URI until it expires (10 s or less left counts as expired); a fresh one is made when a pairing view
 * is open. The listener that calls this cancels it when the pairing ends first.
 */
export async function renewWhenExpired(api: ListenerApi, { uri, expiresAt }: { uri: string; expiresAt: number }) {
  await cancellableDelay(Math.max(0, expiresAt - PAIRING_EXPIRY_MARGIN_MS - Date.now()), api.signal);
  if (api.signal.aborted) return;
  const { pairing, status, pendingConnectorId } = api.getState().connection;
  const attemptPending = status === 'connecting' && pendingConnectorId === WALLET_CONNECT_CONNECTOR_ID;
  if (pairing.uri !== uri || !attemptPending) return;
  const { wallet } = pairing;
  api.dispatch(pairingExpired());
  const view = selectCurrentView(api.getState())?.view;
  if (selectIsModalOpen(api.getState()) && view && PAIRING_VIEWS.has(view)) {
    api.dispatch(connectRequested({ connectorId: WALLET_CONNECT_CONNECTOR_ID, wallet }));
  }
}

/** A wallet app with its own browser gets this page there (docs/behaviour.md#other-chain-families). */
export function openInWalletBrowser(api: ListenerApi, { walletId, namespace }: { walletId: string; namespace: ChainNamespace }) {
  const browseLink = api.extra.adapters[namespace]?.family.browseLinks?.[walletId];
  const page = globalThis.location?.href;
  if (browseLink && page) api.extra.openUrl(browseLink(page), '_self');
}
