import { defineFeature, onOutcome } from '../featureModule';
import { swapSucceeded } from './swapActions';
import { registerSwapListeners } from './swapListeners';

/** Swapping one token for another on the active network's exchange (docs/behaviour.md#swaps). */
export const swaps = defineFeature({
  name: 'swaps',
  listeners: registerSwapListeners,
  // A swap the chain included leaves for the account; a failed one keeps the form with its reason.
  navigation: [onOutcome(swapSucceeded, () => ({ to: 'replace', entry: { view: 'Account' } }))],
});
