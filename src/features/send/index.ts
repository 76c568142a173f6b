import { defineFeature } from '../featureModule';
import { registerSendListeners } from './sendListeners';

/** Sending the native currency or a token: the form, its preview, the transfer. */
export const send = defineFeature({ name: 'send', listeners: registerSendListeners });
