import { isAnyOf } from '@reduxjs/toolkit';
import { disconnected } from '../../store/slices/connectionSlice';
import type { StartListening } from '../../store/types';
import { signInCancelled, signInRequested, signInStartFailed } from './siwxActions';
import { selectSignInKey } from './siwxSelectors';

// The sign-in flow is a chunk of its own, loaded when an account first needs it: a host without sign-in only
// registers these.
const effects = () => import('./siwxEffects');

export function registerSiwxListeners(startListening: StartListening) {
  // After a connect, on a reload, when the account or the network changes: is there a session for this pair?
  startListening({
    predicate: (_action, current, original) => selectSignInKey(current) !== selectSignInKey(original),
    effect: async (_action, api) => {
      // Only the latest pair counts: the session of the previous one is no longer held.
      api.cancelActiveListeners();
      const key = selectSignInKey(api.getState());
      if (key) await (await api.pause(effects())).keepSession(api, key);
    },
  });

  // Sign, Cancel, a sign-in that could not start, and a disconnect (which signs the connection's accounts out).
  startListening({
    matcher: isAnyOf(signInRequested, signInCancelled, signInStartFailed, disconnected),
    effect: async (action, api) => {
      const before = api.getOriginalState();
      // Signing was on before this very click: a sign-in is under way, and this second click asks nothing.
      if (signInRequested.match(action) && before.siwx?.signing) return;
      const gone = disconnected.match(action) ? before.connection.connections[action.payload] : undefined;
      if (disconnected.match(action) && !(gone && api.extra.signIn)) return;
      await (await effects()).takeStep(api, action, gone);
    },
  });
}
