import { disconnected } from '../../store/slices/connectionSlice';
import type { StartListening } from '../../store/types';
import { selectSignInKey } from './siwxSelectors';
import { signInCancelled, signInRequested, signInStartFailed } from './siwxSlice';

// The sign-in flow is a chunk of its own, loaded when sign-in is on and an account first needs it: a host without
// sign-in only registers these.
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

  startListening({
    actionCreator: signInRequested,
    effect: async (_action, api) => {
      // Signing was on before this very click: a sign-in is under way, and this second click asks nothing.
      if (api.getOriginalState().siwx?.signing) return;
      await (await effects()).signIn(api);
    },
  });

  startListening({
    actionCreator: signInCancelled,
    effect: async (_action, api) => (await effects()).cancelSignIn(api),
  });

  startListening({
    actionCreator: signInStartFailed,
    effect: async (_action, api) => (await effects()).giveUpSignIn(api),
  });

  // Disconnect signs the connection's accounts out, unless the host's sign-in says otherwise.
  startListening({
    actionCreator: disconnected,
    effect: async ({ payload: connectorId }, api) => {
      const connection = api.getOriginalState().connection.connections[connectorId];
      if (connection && api.extra.signIn) await (await effects()).signOut(api, connection);
    },
  });
}
