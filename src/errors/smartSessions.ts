import { template } from './template';

/**
 * What `grantPermissions` rejects with (docs/behaviour.md#smart-sessions). No catalogue key: a host reads them in the
 * rejection, no view shows them.
 */
export const smartSessionsOff = 'Smart sessions are off: set features.smartSessions to true';
export const invalidPermissionsRequest = template('Invalid permissions request: {issues}');
export const permissionsUnsupported = 'The connected wallet cannot grant permissions';
