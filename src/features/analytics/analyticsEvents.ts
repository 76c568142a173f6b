import { switchSettled } from '../../store/slices/chainSlice';
import { connectFailed, connectStarted, connectSucceeded, disconnectFailed } from '../../store/slices/connectionSlice';
import { modalClosed, modalOpened } from '../../store/slices/modalSlice';
import { sendFailed, sendRequested, sendSucceeded } from '../send';
import { signedIn, signInFailed, signInRequested, signInStartFailed } from '../siwx';

/**
 * The outcomes that are analytics events (docs/behaviour.md#analytics), one line each. An event is named by its
 * action's type and says what analyticsProps.ts reads of the state the action made.
 */
export const ANALYTICS_EVENTS: ReadonlySet<string> = new Set([
  modalOpened.type,
  modalClosed.type,
  connectStarted.type,
  connectSucceeded.type,
  connectFailed.type,
  switchSettled.type,
  sendRequested.type,
  sendSucceeded.type,
  sendFailed.type,
  disconnectFailed.type,
  signInRequested.type,
  signedIn.type,
  signInFailed.type,
  signInStartFailed.type,
]);
