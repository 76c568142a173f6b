import { defineFeature } from '../featureModule';
import { registerAlertsListeners } from './alertsListeners';

export { raiseNetworkNotFound } from './networkNotFound';
export { useCopyText } from './useCopyText';

/** Toasts and alerts: their timing, and the alerts server messages raise. */
export const alerts = defineFeature({ name: 'alerts', listeners: registerAlertsListeners });
