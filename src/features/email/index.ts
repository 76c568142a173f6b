import { selectCurrentView, selectIsModalOpen } from '../../store/slices/modalSlice';
import { defineFeature, isShowing, onOutcome } from '../featureModule';
import { approvalEnded, approvalStarted, codeSent, deviceVerificationRequired, emailUpdated, rpcRefused } from './emailActions';
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
export const email = defineFeature({
  name: 'email',
  listeners: registerEmailListeners,
  navigation: [
    // Each step's view follows the last; a code sent again for the step on screen leaves it there.
    onOutcome(codeSent, ({ email, purpose }, state) => {
      const current = selectCurrentView(state);
      return current?.view === 'EmailVerifyOtp' && current.data?.purpose === purpose
        ? undefined
        : { to: 'push', entry: { view: 'EmailVerifyOtp', data: { email, purpose } } };
    }),
    onOutcome(deviceVerificationRequired, ({ email }) => ({ to: 'push', entry: { view: 'EmailVerifyDevice', data: { email } } })),
    // A changed e-mail goes back to the account.
    onOutcome(emailUpdated, () => ({ to: 'replace', entry: { view: 'Account' } })),
    // A request of the embedded wallet that needs the user's approval shows the frame in its view, over what is open;
    // once none waits, the modal settles as after any wallet request. A refused request opens the modal to say so.
    onOutcome(approvalStarted, (_payload, state) =>
      selectIsModalOpen(state)
        ? { to: 'push', entry: { view: 'ApproveTransaction' } }
        : { to: 'open', entry: { view: 'ApproveTransaction' } },
    ),
    onOutcome(approvalEnded, (_payload, state) => (isShowing(state, 'ApproveTransaction') ? { to: 'settle' } : undefined)),
    onOutcome(rpcRefused, (_payload, state) => (selectIsModalOpen(state) ? undefined : { to: 'open', entry: { view: 'Account' } })),
  ],
});
