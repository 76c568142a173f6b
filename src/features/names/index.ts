import { defineFeature } from '../featureModule';
import { registerNamesListeners } from './namesListeners';

export { nameRegistered, nameRegistrationFailed, nameRegistrationStarted } from './nameActions';

/** Account names: registering one, and resolving names to addresses. */
export const names = defineFeature({ name: 'names', listeners: registerNamesListeners });
