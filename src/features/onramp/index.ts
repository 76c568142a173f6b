import { defineFeature } from '../featureModule';
import { registerOnrampListeners } from './onrampListeners';

/** Buying crypto with a card: the Buy view, the provider's page, the purchase watched until it arrives. */
// Its state (the purchase under way) joins the store with the first purchase (onrampListeners.ts), not when the store is made.
export const onramp = defineFeature({ name: 'onramp', listeners: registerOnrampListeners });
