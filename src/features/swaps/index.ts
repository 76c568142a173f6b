import { defineFeature } from '../featureModule';

/** Swapping one token for another. */
export const swaps = defineFeature({ name: 'swaps' });
