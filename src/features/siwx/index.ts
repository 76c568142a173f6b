import { defineFeature } from '../featureModule';

/** Sign in with X: the sign-message views after a connect. */
export const siwx = defineFeature({ name: 'siwx' });
