import { defineFeature } from '../featureModule';

/** Paying a merchant. */
export const pay = defineFeature({ name: 'pay' });
