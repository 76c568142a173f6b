import { defineFeature } from '../featureModule';

/** Help for people new to wallets. */
export const help = defineFeature({ name: 'help' });
