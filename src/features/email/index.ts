import { defineFeature } from '../featureModule';
import { registerEmailListeners } from './emailListeners';

export {
  approvalEnded,
  approvalStarted,
  codeSent,
  deviceVerificationRequired,
  emailUpdated,
  rpcRefused,
} from './emailActions';

/** E-mail login and the embedded wallet's approvals (docs/behaviour.md#embedded-wallet). */
// Its state (a login under way) joins the store with the flow (emailFlow.ts), not when the store is made.
export const email = defineFeature({ name: 'email', listeners: registerEmailListeners });
