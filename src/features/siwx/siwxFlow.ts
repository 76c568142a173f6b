// The sign-in flow's listeners (docs/behaviour.md#sign-in): a chunk of its own, fetched as the modal starts when sign-in
// is on (siwxListeners.ts). What they do is in siwxEffects.ts, loaded when an account first needs it.
import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { disconnected } from '../../store/slices/connectionSlice';
import type { ListenerApi, StartListening } from '../../store/types';
import { keyOfAccount } from './sessions';
import { signInCancelled, signInRequested, signInStartFailed } from './siwxActions';
import { selectSignInAccount } from './siwxSelectors';
import { selectIsSigningIn, siwxSlice } from './siwxSlice';

const effects = () => import('./siwxEffects');

/** The listeners are in: the pair the store already has (a restore under way) is looked up now. */
const flowStarted = createAction('siwx/flowStarted');

// One listener middleware serves one store; a second start (the same middleware in another store) adds nothing.
const started = new WeakSet<StartListening>();

/** What the first load hands the flow: the modal's listener middleware, and the root reducer's `inject`. */
interface FlowHost {
  startListening: StartListening;
  inject: (slice: typeof siwxSlice) => unknown;
}

/** Injects the flow's state and registers its listeners with the modal's listener middleware, once. */
export function startSignInFlow({ startListening, inject }: FlowHost, api: ListenerApi) {
  if (started.has(startListening)) return;
  started.add(startListening);
  inject(siwxSlice);

  // After a connect, on a reload, when the account or the network changes: is there a session for this pair?
  startListening({
    predicate: (action, current, original) => flowStarted.match(action) || selectSignInAccount(current) !== selectSignInAccount(original),
    effect: async (_action, listener) => {
      // Only the latest pair counts: the session of the previous one is no longer held.
      listener.cancelActiveListeners();
      const account = selectSignInAccount(listener.getState());
      if (account) await (await listener.pause(effects())).keepSession(listener, keyOfAccount(account));
    },
  });

  // Sign, Cancel, a sign-in that could not start, and a disconnect (which signs the connection's accounts out).
  startListening({
    matcher: isAnyOf(signInRequested, signInCancelled, signInStartFailed, disconnected),
    effect: async (action, listener) => {
      const before = listener.getOriginalState();
      // Signing was on before this very click: a sign-in is under way, and this second click asks nothing.
      if (signInRequested.match(action) && selectIsSigningIn(before)) return;
      const gone = disconnected.match(action) ? before.connection.connections[action.payload] : undefined;
      if (disconnected.match(action) && !gone) return;
      await (await effects()).takeStep(listener, action, gone);
    },
  });

  api.dispatch(flowStarted());
}
