import { defineFeature } from '../featureModule';
import { registerSwapListeners } from './swapListeners';

export { swapSucceeded } from './swapActions';

/** Swapping one token for another on the active network's exchange (docs/behaviour.md#swaps). */
export const swaps = defineFeature({ name: 'swaps', listeners: registerSwapListeners });
