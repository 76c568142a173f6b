import { defineFeature, onOutcome } from '../featureModule';
import { smartSessionGranted, smartSessionGrantFailed } from './sessionActions';
import { registerSmartSessionsListeners } from './smartSessionsListeners';

export { grantPermissions } from './grantPermissions';
export { smartSessionGranted, smartSessionGrantFailed } from './sessionActions';
export type { GrantPermissionsRequest, SmartSession } from './sessionsApi';

/** Smart sessions (ERC-7715): permissions a host asks the account to grant, listed and revoked in the Account area. */
export const smartSessions = defineFeature({
  name: 'smartSessions',
  listeners: registerSmartSessionsListeners,
  // A host's grant, granted or refused once the wallet was asked, is a wallet request the modal settles after; a revoke
  // keeps the Smart Sessions view, its list asked again.
  navigation: [onOutcome(smartSessionGranted, () => ({ to: 'settle' })), onOutcome(smartSessionGrantFailed, () => ({ to: 'settle' }))],
});
