import { defineFeature } from '../featureModule';
import { registerSiwxListeners } from './siwxListeners';
import { siwxSlice } from './siwxSlice';

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
export {
  type SignInStatus,
  sameKey,
  selectHasSession,
  selectSignInKey,
  selectSignInSession,
  selectSignInStatus,
  selectSignInView,
} from './siwxSelectors';

/** Sign in with X: after a connect, the account signs a message; its session is the host's sign-in's to keep. */
export const siwx = defineFeature({ name: 'siwx', slice: siwxSlice, listeners: registerSiwxListeners });
