import { defineFeature } from '../featureModule';

/** E-mail login and the embedded wallet's approvals. */
export const email = defineFeature({ name: 'email' });
