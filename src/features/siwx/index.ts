import { defineFeature } from '../featureModule';
import { registerSiwxListeners } from './siwxListeners';

export { createDefaultSiwx, createServerSiwx, type DefaultSiwxOptions, type ServerSiwxOptions } from './readySiwx';
export {
  sessionFound,
  sessionMissing,
  signedIn,
  signInCancelled,
  signInFailed,
  signInRequested,
  signInStartFailed,
  signInUnavailable,
} from './siwxActions';
export { type SignInStatus, selectHasSession, selectSignInAccount, selectSignInSession, selectSignInStatus } from './siwxSelectors';

/** Sign in with X: after a connect, the account signs a message; its session is the host's sign-in's to keep. */
// Its state (a sign-in under way) joins the store with the flow (siwxFlow.ts), not when the store is made.
export const siwx = defineFeature({ name: 'siwx', listeners: registerSiwxListeners });
