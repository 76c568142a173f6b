import { defineFeature } from '../featureModule';
import { registerOnrampListeners } from './onrampListeners';
import { onrampSlice } from './onrampSlice';

/** Buying crypto with a card: the Buy view, the provider's page, the purchase watched until it arrives. */
export const onramp = defineFeature({ name: 'onramp', slice: onrampSlice, listeners: registerOnrampListeners });
