import { defineFeature } from '../featureModule';

/** Buying crypto with a card. */
export const onramp = defineFeature({ name: 'onramp' });
