import { defineFeature } from '../featureModule';

/** Social login (Google, X, Discord, …, Farcaster) through the embedded wallet. */
export const socials = defineFeature({ name: 'socials' });
