import { defineFeature } from '../featureModule';
import { siwxSlice } from './siwxSlice';

export { selectHasSession } from './siwxSlice';

/** Sign in with X: the sign-message views after a connect. */
export const siwx = defineFeature({ name: 'siwx', slice: siwxSlice });
