import { chunk } from '../../components/chunk';
import { defineFeature, titledByName, type ViewTable } from '../featureModule';
import { registerConnectionListeners } from './connectionListeners';
import { registerPairingListeners } from './pairingListeners';

export { selectIsConnectingShown } from './connectionSelectors';
export { SOCIAL_NAMES, visibleSocials } from './views/connectMethods';
export { walletProviderRequested } from './walletProvider';

const views = {
  Connect: { title: (_, t) => t('view.connect'), chunk: chunk(() => import('./views/ConnectView').then((module) => module.ConnectView)) },
  ConnectingWalletConnectBasic: {
    title: () => 'WalletConnect',
    chunk: chunk(() => import('./views/ConnectingWalletConnectBasicView').then((module) => module.ConnectingWalletConnectBasicView)),
  },
  ConnectingWalletConnect: {
    title: (data) => titledByName(data, 'WalletConnect'),
    chunk: chunk(() => import('./views/ConnectingWalletConnectView').then((module) => module.ConnectingWalletConnectView)),
  },
  ConnectingExternal: {
    title: (data, t) => titledByName(data, t('view.connectingExternal')),
    chunk: chunk(() => import('./views/ConnectingExternalView').then((module) => module.ConnectingExternalView)),
  },
} satisfies ViewTable;

declare module '../../store/slices/modalSlice' {
  interface RegisteredViews extends Record<keyof typeof views, true> {}
}

/** Connecting a wallet: the Connect view, the connecting views, connect and disconnect, WalletConnect pairing. */
export const connection = defineFeature({
  name: 'connection',
  views,
  listeners: (startListening) => {
    registerConnectionListeners(startListening);
    registerPairingListeners(startListening);
  },
});
