import { isAnyOf } from '@reduxjs/toolkit';
import { writeStoredDeepLink } from '../../store/persistence/connectionStorage';
import {
  connectFailed,
  pairingReset,
  pairingSucceeded,
  pairingUriCreated,
  pairingWalletChosen,
  walletBrowserRequested,
  walletLinkRequested,
} from '../../store/slices/connectionSlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import type { StartListening } from '../../store/types';

// What pairing does is a chunk of its own, loaded once a pairing has begun: the first load only registers it.
const effects = () => import('./pairingEffects');

export function registerPairingListeners(startListening: StartListening) {
  // On a phone the picked wallet's app opens as soon as there is a URI for it.
  startListening({
    matcher: isAnyOf(pairingUriCreated, pairingWalletChosen),
    effect: async (_action, api) => {
      const state = api.getState();
      if (selectOptions(state).platform.isMobile && !state.connection.pairing.linking) {
        (await api.pause(effects())).openWalletLink(api, 'mobile');
      }
    },
  });

  // An expired URI is replaced while a pairing view shows it; a pairing that ends first stops the wait.
  startListening({
    matcher: isAnyOf(pairingUriCreated, pairingSucceeded, pairingReset, connectFailed),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      if (!pairingUriCreated.match(action)) return;
      await (await api.pause(effects())).renewWhenExpired(api, action.payload);
    },
  });

  startListening({
    actionCreator: walletLinkRequested,
    effect: async ({ payload: { kind } }, api) => (await api.pause(effects())).openWalletLink(api, kind),
  });

  // A wallet app with its own browser gets this page there (docs/behaviour.md#other-chain-families).
  startListening({
    actionCreator: walletBrowserRequested,
    effect: async ({ payload }, api) => (await api.pause(effects())).openInWalletBrowser(api, payload),
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
