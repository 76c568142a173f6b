import { defineFeature } from '../featureModule';
import { registerModalListeners } from './modalListeners';

export { selectIsCloseDisabled, selectOpeningView } from './modalSelectors';
export { registerNavigation } from './navigation';

/** The modal itself: opening and closing rules, and the navigation that moves its view stack by the features' rows. */
export const modal = defineFeature({ name: 'modal', listeners: registerModalListeners });
