import { defineFeature } from '../featureModule';

/** The wallet catalogue: All Wallets, its search and filters, the catalogue's images. */
export const wallets = defineFeature({ name: 'wallets' });
