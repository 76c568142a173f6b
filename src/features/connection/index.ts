import { connectSucceeded, disconnected, selectCurrentConnection } from '../../store/slices/connectionSlice';
import { defineFeature, onOutcome } from '../featureModule';
import { selectHasSession, selectSignInAccount } from '../siwx';
import { registerConnectionListeners } from './connectionListeners';
import { registerPairingListeners } from './pairingListeners';

export { selectIsConnectingShown } from './connectionSelectors';
export { connectorRequested, messageSignatureRequested, walletProviderRequested } from './walletProvider';

/** Connecting a wallet: the Connect view, the connecting views, connect and disconnect, WalletConnect pairing. */
export const connection = defineFeature({
  name: 'connection',
  listeners: (startListening) => {
    registerConnectionListeners(startListening);
    registerPairingListeners(startListening);
  },
  navigation: [
    // A successful connect closes the modal; with sign-in on, the sign-message view takes its place until a session is
    // found for the account (docs/behaviour.md#sign-in).
    onOutcome(connectSucceeded, (_connectorId, state) =>
      selectSignInAccount(state) && !selectHasSession(state)
        ? { to: 'replace', entry: { view: state.options.signIn.view } }
        : { to: 'close' },
    ),
    // The last connection went: nothing of the account is left to show.
    onOutcome(disconnected, (_connectorId, state) => (selectCurrentConnection(state) ? undefined : { to: 'close' })),
  ],
});
