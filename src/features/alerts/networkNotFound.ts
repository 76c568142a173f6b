import { Alerts } from '../../errors';
import { alertRaised } from '../../store/slices/alertsSlice';
import type { ListenerApi } from '../../store/types';

/**
 * A network outside the host's `networks` is the developer's to fix (docs/behaviour.md#networks): logged with why,
 * and the 'Network Not Found' alert raised once per page load.
 */
export function raiseNetworkNotFound(api: ListenerApi, why: string) {
  api.extra.logger.warn(`${Alerts.networkNotFound.title}: ${why}`);
  api.dispatch(alertRaised({ id: Alerts.networkNotFound.id, once: true }));
}
