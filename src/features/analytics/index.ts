import { defineFeature } from '../featureModule';
import { registerAnalyticsListeners } from './analyticsListeners';

/** Analytics: the modal's outcomes as events, batched to the analytics host when the project allows them. */
export const analytics = defineFeature({ name: 'analytics', listeners: registerAnalyticsListeners });
