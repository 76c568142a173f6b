import { defineFeature } from '../featureModule';
import { registerSendListeners } from './sendListeners';
import { sendSlice } from './sendSlice';

export { sendFailed, sendFormReset, sendRequested, sendSucceeded } from './sendSlice';

/** Sending the native currency or a token: the form, its preview, the transfer. */
export const send = defineFeature({ name: 'send', slice: sendSlice, listeners: registerSendListeners });
