import { defineFeature } from '../featureModule';
import { registerConnectionListeners } from './connectionListeners';
import { registerPairingListeners } from './pairingListeners';

export { selectIsConnectingShown } from './connectionSelectors';
export { walletProviderRequested } from './walletProvider';

/** Connecting a wallet: the Connect view, the connecting views, connect and disconnect, WalletConnect pairing. */
export const connection = defineFeature({
  name: 'connection',
  listeners: (startListening) => {
    registerConnectionListeners(startListening);
    registerPairingListeners(startListening);
  },
});
