import { isAnyOf } from '@reduxjs/toolkit';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../adapters/walletConnect/connector';
import { LINK_FIELDS, type WalletLinkKind, walletLinkHref } from '../../adapters/walletConnect/walletLinks';
import { PAIRING_EXPIRY_MARGIN_MS } from '../../constants';
import { writeStoredDeepLink } from '../../store/persistence/connectionStorage';
import {
  connectFailed,
  connectRequested,
  pairingExpired,
  pairingReset,
  pairingSucceeded,
  pairingUriCreated,
  pairingWalletChosen,
  walletBrowserRequested,
  walletLinkOpened,
  walletLinkRefused,
  walletLinkRequested,
} from '../../store/slices/connectionSlice';
import { selectCurrentView, selectIsModalOpen, type ViewName } from '../../store/slices/modalSlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import type { ListenerApi, StartListening } from '../../store/types';
import { cancellableDelay } from '../../utils/delay';

/** The views that show a pairing URI; while one is open an expired URI is replaced by a fresh one. */
const PAIRING_VIEWS: ReadonlySet<ViewName> = new Set(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']);

/** Opens the picked wallet's app with the pairing URI, if its link is one that may be opened. */
function openWalletLink(api: ListenerApi, kind: WalletLinkKind) {
  const { wallet, uri } = api.getState().connection.pairing;
  const link = wallet?.[LINK_FIELDS[kind]];
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

export function registerPairingListeners(startListening: StartListening) {
  // On a phone the picked wallet's app opens as soon as there is a URI for it.
  startListening({
    matcher: isAnyOf(pairingUriCreated, pairingWalletChosen),
    effect: (_action, api) => {
      const state = api.getState();
      if (selectOptions(state).platform.isMobile && !state.connection.pairing.linking) openWalletLink(api, 'mobile');
    },
  });

  // The URI is held until expiry (10 s or less left counts as expired); a fresh one is made
  // when a pairing view is open. A pairing that ends first stops the wait.
  startListening({
    matcher: isAnyOf(pairingUriCreated, pairingSucceeded, pairingReset, connectFailed),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      if (!pairingUriCreated.match(action)) return;
      const { uri, expiresAt } = action.payload;
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
    },
  });

  startListening({
    actionCreator: walletLinkRequested,
    effect: ({ payload: { kind } }, api) => openWalletLink(api, kind),
  });

  // A wallet app with its own browser gets this page there (docs/behaviour.md#other-chain-families).
  startListening({
    actionCreator: walletBrowserRequested,
    effect: ({ payload: { walletId, namespace } }, api) => {
      const browseLink = api.extra.adapters[namespace]?.family.browseLinks?.[walletId];
      const page = globalThis.location?.href;
      if (browseLink && page) api.extra.openUrl(browseLink(page), '_self');
    },
  });

  // The stored deep link (docs/behaviour.md#walletconnect): kept on success, cleared with the pairing.
  startListening({
    actionCreator: pairingSucceeded,
    effect: (_action, api) => writeStoredDeepLink(api.extra.storage, api.getState().connection.pairing.linking, api.extra.logger),
  });
  startListening({
    actionCreator: pairingReset,
    effect: (_action, api) => writeStoredDeepLink(api.extra.storage, undefined, api.extra.logger),
  });
}
