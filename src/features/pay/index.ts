import { defineFeature } from '../featureModule';
import { registerPayListeners } from './payListeners';
import { paySlice } from './paySlice';

export { openPay } from './openPay';
export { type PaymentRequest, type PayRefusalKind, type PayResult, paymentOpened, paymentSettled } from './paySlice';

/** Paying what a host asks for (`openPay`): the Pay view, the transfer through the send path, the host's promise. */
export const pay = defineFeature({ name: 'pay', slice: paySlice, listeners: registerPayListeners });
