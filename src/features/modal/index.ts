import { defineFeature } from '../featureModule';
import { registerModalListeners } from './modalListeners';

export { selectIsCloseDisabled, selectOpeningView } from './modalSelectors';

/** The modal itself: opening and closing rules, and the navigation table that moves its view stack. */
export const modal = defineFeature({ name: 'modal', listeners: registerModalListeners });
