import { defineFeature, onOutcome } from '../featureModule';
import { paymentOpened, paymentSettled } from './payActions';
import { registerPayListeners } from './payListeners';

export { openPay } from './openPay';
export { type PaymentRequest, type PayRefusalKind, type PayResult, paymentSettled } from './payActions';

/** Paying what a host asks for (`openPay`): the Pay view, the transfer through the send path, the host's promise. */
// Its state (the payment shown) joins the store with the first request (payListeners.ts), not when the store is made.
export const pay = defineFeature({
  name: 'pay',
  listeners: registerPayListeners,
  navigation: [
    onOutcome(paymentOpened, () => ({ to: 'open', entry: { view: 'Pay' } })),
    // Once the payment shown settles (the wallet and the chain answered), the modal settles as after any wallet request;
    // a request refused unshown moves nothing.
    onOutcome(paymentSettled, ({ id }, state) => (state.pay?.payment?.id === id ? { to: 'settle' } : undefined)),
  ],
});
