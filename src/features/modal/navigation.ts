import type { Action, ActionCreatorWithPayload, PayloadAction } from '@reduxjs/toolkit';
import type { WalletModalState } from '../../store/rootReducer';
import { selectIsActiveNetworkSupported, switchSettled, walletChainChanged } from '../../store/slices/chainSlice';
import { connectSucceeded, disconnected, selectCurrentConnection } from '../../store/slices/connectionSlice';
import {
  modalClosed,
  openModal,
  selectCurrentView,
  selectIsModalOpen,
  selectViewHistory,
  type ViewEntry,
  type ViewName,
  viewPushed,
  viewReplaced,
  viewsReset,
  wentBack,
} from '../../store/slices/modalSlice';
import type { ListenerApi, StartListening } from '../../store/types';
import { approvalEnded, approvalStarted, codeSent, deviceVerificationRequired, emailUpdated, rpcRefused } from '../email';
import { nameRegistered, nameRegistrationFailed, nameRegistrationStarted } from '../names';
import { paymentOpened, paymentSettled } from '../pay';
import { sendSucceeded } from '../send';
import {
  selectHasSession,
  selectSignInAccount,
  sessionFound,
  sessionMissing,
  signedIn,
  signInCancelled,
  signInFailed,
  signInUnavailable,
} from '../siwx';
import { smartSessionGranted, smartSessionGrantFailed } from '../smartSessions';
import { swapSucceeded } from '../swaps';

/** How the view stack moves on an outcome (docs/behaviour.md#modal). */
export type Move =
  /** Makes `entry` the only view. */
  | { to: 'replace'; entry: ViewEntry }
  /** Puts `entry` on top of the stack. */
  | { to: 'push'; entry: ViewEntry }
  /** Back one view; on the first view, a close request (the closing rules apply). */
  | { to: 'back' }
  /** After a wallet request: back one view, or closes when nothing is under the current one. */
  | { to: 'settle' }
  /** Replaces the last `view` of the stack, and every view above it, with `entry`. */
  | { to: 'replaceView'; view: ViewName; entry: ViewEntry }
  | { to: 'close' }
  /** Opens the modal on `entry` (the only move made while the modal is closed). */
  | { to: 'open'; entry: ViewEntry };

type Outcome<P> = ActionCreatorWithPayload<P> | { match: (action: Action) => action is PayloadAction<P>; type: string };

interface NavigationRow<P> {
  outcome: Outcome<P>;
  /** The move, or none when the outcome leaves the stack as it is; `state` is after the outcome's reducers. */
  move: (payload: P, state: WalletModalState) => Move | undefined;
}

const row = <P>(outcome: Outcome<P>, move: NavigationRow<P>['move']) => ({ outcome, move }) as NavigationRow<unknown>;

const isOn = (state: WalletModalState, view: ViewName) => selectCurrentView(state)?.view === view;

/**
 * Every outcome that moves the view stack, and how (docs/behaviour.md#modal). Effects announce outcomes and never
 * navigate; views still navigate on a user's click.
 */
export const NAVIGATION: readonly NavigationRow<unknown>[] = [
  // A successful connect closes the modal; with sign-in on, the sign-message view takes its place until a session is
  // found for the account (docs/behaviour.md#sign-in).
  row(connectSucceeded, (_connectorId, state) =>
    selectSignInAccount(state) && !selectHasSession(state)
      ? { to: 'replace', entry: { view: state.options.signIn.view } }
      : { to: 'close' },
  ),
  // The last connection went: nothing of the account is left to show.
  row(disconnected, (_connectorId, state) => (selectCurrentConnection(state) ? undefined : { to: 'close' })),
  // The wallet moved to a network the app does not support: Switch Network opens, unless the host allows it.
  row(walletChainChanged, (_caipNetworkId, state) =>
    selectIsActiveNetworkSupported(state) || !state.options.enableNetworkSwitch || state.options.allowUnsupportedChain
      ? undefined
      : { to: 'open', entry: { view: 'UnsupportedChain' } },
  ),
  // A host's payment (docs/behaviour.md#pay) opens Pay.
  row(paymentOpened, () => ({ to: 'open', entry: { view: 'Pay' } })),
  // Sign-in (docs/behaviour.md#sign-in): no session for the account on the network opens the sign-message view; a
  // session found while it is shown closes it.
  row(sessionMissing, (_key, state) => ({ to: 'open', entry: { view: state.options.signIn.view } })),
  row(sessionFound, (_key, state) => (isOn(state, state.options.signIn.view) ? { to: 'close' } : undefined)),
  // Cancel closes an optional sign-in (a required one disconnects, and the disconnect closes).
  row(signInCancelled, (_payload, state) => (state.options.signIn.required ? undefined : { to: 'close' })),
  // A sign-in that could not start disconnected the wallet: the modal starts over at Connect.
  row(signInUnavailable, () => ({ to: 'open', entry: { view: 'Connect' } })),
  // E-mail login (docs/behaviour.md#embedded-wallet): each step's view follows the last; a code sent again for the
  // step on screen leaves it there. A changed e-mail goes back to the account.
  row(codeSent, ({ email, purpose }, state) => {
    const current = selectCurrentView(state);
    return current?.view === 'EmailVerifyOtp' && current.data?.purpose === purpose
      ? undefined
      : { to: 'push', entry: { view: 'EmailVerifyOtp', data: { email, purpose } } };
  }),
  row(deviceVerificationRequired, ({ email }) => ({ to: 'push', entry: { view: 'EmailVerifyDevice', data: { email } } })),
  row(emailUpdated, () => ({ to: 'replace', entry: { view: 'Account' } })),
  // A request of the embedded wallet that needs the user's approval shows the frame in its view, over what is open. A
  // refused request opens the modal to say so.
  row(approvalStarted, (_payload, state) =>
    selectIsModalOpen(state)
      ? { to: 'push', entry: { view: 'ApproveTransaction' } }
      : { to: 'open', entry: { view: 'ApproveTransaction' } },
  ),
  row(rpcRefused, (_payload, state) => (selectIsModalOpen(state) ? undefined : { to: 'open', entry: { view: 'Account' } })),
  // Names (docs/behaviour.md#names): the success view shows while the wallet signs.
  row(nameRegistrationStarted, (name) => ({ to: 'push', entry: { view: 'RegisterAccountNameSuccess', data: { name } } })),
  // After a wallet request, success or failure alike, the modal settles: back one view, or closed when it was the only
  // one; a flow's own documented end wins (docs/behaviour.md#modal). A switch that asked no wallet goes back like the
  // user would.
  row(switchSettled, ({ walletAsked }) => (walletAsked ? { to: 'settle' } : { to: 'back' })),
  // A sent transfer, or a swap the chain included, leaves for the account; a failed one keeps its form and reason.
  row(sendSucceeded, () => ({ to: 'replace', entry: { view: 'Account' } })),
  row(swapSucceeded, () => ({ to: 'replace', entry: { view: 'Account' } })),
  // A session signed for the account still connected closes the modal; a refused signature opens the sign-message view
  // again (its toast says why).
  row(signedIn, (key, state) => (`${key.chainId}:${key.address}` === selectSignInAccount(state) ? { to: 'close' } : undefined)),
  row(signInFailed, (_notice, state) => ({ to: 'open', entry: { view: state.options.signIn.view } })),
  // Once registered, the success view takes the register view's place; a failure settles from the success view. A user
  // who went back meanwhile stays where they are.
  row(nameRegistered, (name, state) =>
    isOn(state, 'RegisterAccountNameSuccess')
      ? { to: 'replaceView', view: 'RegisterAccountName', entry: { view: 'RegisterAccountNameSuccess', data: { name } } }
      : undefined,
  ),
  row(nameRegistrationFailed, (_failure, state) => (isOn(state, 'RegisterAccountNameSuccess') ? { to: 'settle' } : undefined)),
  // A host's grant, granted or refused once the wallet was asked; a revoke keeps the Smart Sessions view.
  row(smartSessionGranted, () => ({ to: 'settle' })),
  row(smartSessionGrantFailed, () => ({ to: 'settle' })),
  // The embedded wallet's request shown for approval, once none waits.
  row(approvalEnded, (_payload, state) => (isOn(state, 'ApproveTransaction') ? { to: 'settle' } : undefined)),
  // The payment shown, once it settles (the wallet and the chain answered); a request refused unshown moves nothing.
  row(paymentSettled, ({ id }, state) => (state.pay?.payment?.id === id ? { to: 'settle' } : undefined)),
];

function apply(move: Move, api: ListenerApi) {
  const state = api.getState();
  if (move.to === 'open') {
    api.dispatch(openModal(move.entry));
    return;
  }
  if (!selectIsModalOpen(state)) return;
  switch (move.to) {
    case 'replace':
      api.dispatch(viewsReset(move.entry));
      return;
    case 'push':
      api.dispatch(viewPushed(move.entry));
      return;
    case 'replaceView':
      api.dispatch(viewReplaced({ view: move.view, entry: move.entry }));
      return;
    case 'back':
      api.dispatch(wentBack());
      return;
    case 'settle':
      api.dispatch(selectViewHistory(state).length > 1 ? wentBack() : modalClosed());
      return;
    case 'close':
      api.dispatch(modalClosed());
      return;
  }
}

/**
 * Moves the view stack on outcomes, by the table above: one listener for the whole table, which finds an action's row by
 * its type (a listener per row would cost every dispatch a check per row, and the store's creation a registration each).
 */
export function registerNavigation(startListening: StartListening) {
  const rows = new Map(NAVIGATION.map((row) => [row.outcome.type, row]));
  startListening({
    predicate: (action) => rows.has(action.type),
    effect: (action, api) => {
      const next = rows.get(action.type)?.move((action as PayloadAction<unknown>).payload, api.getState());
      if (next) apply(next, api);
    },
  });
}
