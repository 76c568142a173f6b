import { defineFeature } from '../featureModule';
import { registerSmartSessionsListeners } from './smartSessionsListeners';

export { grantPermissions } from './grantPermissions';
export { smartSessionGranted, smartSessionGrantFailed } from './sessionActions';
export type { GrantPermissionsRequest, SmartSession } from './sessionsApi';

/** Smart sessions (ERC-7715): permissions a host asks the account to grant, listed and revoked in the Account area. */
export const smartSessions = defineFeature({ name: 'smartSessions', listeners: registerSmartSessionsListeners });
