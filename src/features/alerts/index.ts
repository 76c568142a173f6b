import { defineFeature } from '../featureModule';
import { registerAlertsListeners } from './alertsListeners';

export { raiseNetworkNotFound } from './networkNotFound';

/** Toasts and alerts: their timing, and the alerts server messages raise. */
export const alerts = defineFeature({ name: 'alerts', listeners: registerAlertsListeners });
