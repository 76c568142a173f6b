import { defineFeature } from '../featureModule';
import { registerPayListeners } from './payListeners';

export { openPay } from './openPay';
export { type PaymentRequest, type PayRefusalKind, type PayResult, paymentOpened, paymentSettled } from './payActions';

/** Paying what a host asks for (`openPay`): the Pay view, the transfer through the send path, the host's promise. */
// Its state (the payment shown) joins the store with the first request (payListeners.ts), not when the store is made.
export const pay = defineFeature({ name: 'pay', listeners: registerPayListeners });
