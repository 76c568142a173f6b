import { defineFeature } from '../featureModule';

/** Account names: registering one, and resolving names to addresses. */
export const names = defineFeature({ name: 'names' });
