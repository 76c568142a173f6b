import { defineFeature, isShowing, onOutcome } from '../featureModule';
import { sessionFound, sessionMissing, signedIn, signInCancelled, signInFailed, signInUnavailable } from './siwxActions';
import { registerSiwxListeners } from './siwxListeners';
import { selectSignInAccount } from './siwxSelectors';

export { createDefaultSiwx, createServerSiwx, type DefaultSiwxOptions, type ServerSiwxOptions } from './readySiwx';
export { signedIn, signInFailed, signInRequested, signInStartFailed } from './siwxActions';
export { type SignInStatus, selectHasSession, selectSignInAccount, selectSignInSession, selectSignInStatus } from './siwxSelectors';

/** Sign in with X: after a connect, the account signs a message; its session is the host's sign-in's to keep. */
// Its state (a sign-in under way) joins the store with the flow (siwxFlow.ts), not when the store is made.
export const siwx = defineFeature({
  name: 'siwx',
  listeners: registerSiwxListeners,
  navigation: [
    // No session for the account on the network opens the sign-message view; a session found while it is shown closes it.
    onOutcome(sessionMissing, (_key, state) => ({ to: 'open', entry: { view: state.options.signIn.view } })),
    onOutcome(sessionFound, (_key, state) => (isShowing(state, state.options.signIn.view) ? { to: 'close' } : undefined)),
    // A session signed for the account still connected closes the modal; a refused signature opens the sign-message view
    // again (its toast says why).
    onOutcome(signedIn, (key, state) => (`${key.chainId}:${key.address}` === selectSignInAccount(state) ? { to: 'close' } : undefined)),
    onOutcome(signInFailed, (_notice, state) => ({ to: 'open', entry: { view: state.options.signIn.view } })),
    // Cancel closes an optional sign-in (a required one disconnects, and the disconnect closes).
    onOutcome(signInCancelled, (_payload, state) => (state.options.signIn.required ? undefined : { to: 'close' })),
    // A sign-in that could not start disconnected the wallet: the modal starts over at Connect.
    onOutcome(signInUnavailable, () => ({ to: 'open', entry: { view: 'Connect' } })),
  ],
});
