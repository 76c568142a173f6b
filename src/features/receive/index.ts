import { defineFeature } from '../featureModule';

/** Receiving: the account's address and QR code. */
export const receive = defineFeature({ name: 'receive' });
