import { defineFeature, onOutcome } from '../featureModule';
import { registerSendListeners } from './sendListeners';
import { sendSlice, sendSucceeded } from './sendSlice';

export { sendFailed, sendFormReset, sendRequested, sendSucceeded } from './sendSlice';

/** Sending the native currency or a token: the form, its preview, the transfer. */
export const send = defineFeature({
  name: 'send',
  slice: sendSlice,
  listeners: registerSendListeners,
  // A sent transfer leaves the send views for the account; a failed one keeps its form and reason to try again.
  navigation: [onOutcome(sendSucceeded, () => ({ to: 'replace', entry: { view: 'Account' } }))],
});
