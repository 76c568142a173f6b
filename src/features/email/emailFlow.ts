// The e-mail login's listeners (docs/behaviour.md#embedded-wallet): a chunk of its own, fetched as the modal starts
// when it has the embedded wallet (emailListeners.ts). It registers each family's AUTH connector, checks a stored login,
// and carries the login steps, the approvals and the refusals between the views and the frame.
import { createAction } from '@reduxjs/toolkit';
import { authConnector } from '../../adapters/embeddedWallet/authConnector';
import type { EmbeddedWalletClient } from '../../adapters/embeddedWallet/embeddedWalletClient';
import { EMBEDDED_WALLET_NAMESPACES } from '../../adapters/embeddedWallet/frameNamespaces';
import { ErrorText } from '../../errors';
import { alertRaised, toastRequested } from '../../store/slices/alertsSlice';
import { disconnected } from '../../store/slices/connectionSlice';
import { modalClosed } from '../../store/slices/modalSlice';
import { selectThemeMode, themeModeChanged } from '../../store/slices/optionsSlice';
import type { ListenerApi, StartListening } from '../../store/types';
import { approvalEnded, approvalStarted, rpcRefused } from './emailActions';
import { logIn, resendCode, showUser, updateEmail, verifyCode, waitForDevice } from './emailEffects';
import { EMAIL_LOGIN } from './emailLoginTimings';
import { codeResendRequested, codeSubmitted, deviceWaitRequested, emailSlice, loginRequested, updateRequested } from './emailSlice';
import { frameUrlOf } from './frameUrl';
import { wasLoginUsed } from './loginUsed';
import { clearLogin } from './storedLogin';

/** What the first load hands the flow: the modal's listener middleware, and the root reducer's `inject`. */
interface FlowHost {
  startListening: StartListening;
  inject: (slice: typeof emailSlice) => unknown;
}

/** The flow is in: its state has joined the store. */
const flowStarted = createAction('email/flowStarted');

// One listener middleware serves one store; a second start (the same middleware in another store) adds nothing.
const started = new WeakSet<StartListening>();

/** The client's prompts and failures, told to the store: approvals open their view, refusals the modal, aborts an alert. */
function wire(api: ListenerApi, client: EmbeddedWalletClient) {
  client.onPrompt((prompt) => {
    if (prompt === 'approvalStarted') api.dispatch(approvalStarted());
    else if (prompt === 'approvalEnded') api.dispatch(approvalEnded());
    else {
      api.dispatch(rpcRefused());
      client.rejectApprovals();
    }
  });
  client.onAbort((reason) =>
    api.dispatch(
      // By their ids: the alerts' texts are the alert view's to show.
      alertRaised({ id: reason === ErrorText.frameLoadFailed ? 'embeddedWalletLoadFailed' : 'embeddedWalletTimeout' }),
    ),
  );
  client.syncTheme(selectThemeMode(api.getState()));
}

/** Injects the flow's state and registers its listeners with the modal's listener middleware, once. */
export function startEmailFlow({ startListening, inject }: FlowHost, api: ListenerApi) {
  const service = api.extra.embeddedWallet;
  if (!service || started.has(startListening)) return;
  started.add(startListening);
  inject(emailSlice);

  let client: Promise<EmbeddedWalletClient> | undefined;
  const clientOf = (listener: ListenerApi) => {
    client ??= service.client(frameUrlOf(listener.getState())).then(
      (made) => {
        wire(api, made);
        return made;
      },
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };

  // Each family that serves the embedded wallet has its AUTH connector: a restore finds it like a page's wallet.
  for (const adapter of Object.values(api.extra.adapters)) {
    if (adapter?.walletConnect && EMBEDDED_WALLET_NAMESPACES.some((namespace) => namespace === adapter.namespace))
      api.extra.connectors.add(authConnector(adapter, () => clientOf(api)));
  }

  // A stored login is checked with the frame: the user comes back, or a negative or failed check clears the login (the
  // restore then finds no accounts).
  if (wasLoginUsed(api.extra.storage)) {
    clientOf(api).then(
      async (made) => {
        if (await made.checkSession()) showUser(api, made);
        else clearLogin(api.extra.storage);
      },
      () => clearLogin(api.extra.storage),
    );
  }

  // Each step is one at a time: a new request replaces the one under way.
  startListening({
    actionCreator: loginRequested,
    effect: ({ payload }, listener) => {
      listener.cancelActiveListeners();
      return logIn(listener, clientOf, payload.email);
    },
  });
  startListening({
    actionCreator: deviceWaitRequested,
    effect: ({ payload }, listener) => waitForDevice(listener, clientOf, payload.email),
  });
  startListening({ actionCreator: codeSubmitted, effect: ({ payload }, listener) => verifyCode(listener, clientOf, payload) });
  startListening({ actionCreator: codeResendRequested, effect: ({ payload }, listener) => resendCode(listener, clientOf, payload) });
  startListening({ actionCreator: updateRequested, effect: ({ payload }, listener) => updateEmail(listener, clientOf, payload.email) });

  // The modal closed with no transaction left to show: what waits for an approval is rejected.
  startListening({
    actionCreator: modalClosed,
    effect: () => {
      client?.then(
        (made) => made.rejectApprovals(),
        () => {},
      );
    },
  });
  // A refused method: the modal is open (the navigation table), and the error shows a moment later.
  startListening({
    actionCreator: rpcRefused,
    effect: async (_action, listener) => {
      await listener.delay(EMAIL_LOGIN.refusalNoticeDelayMs);
      listener.dispatch(toastRequested('error', { key: 'error.actionNotAllowed' }));
    },
  });
  // Signed out: nothing of the login is kept.
  startListening({
    predicate: (action, _state, original) =>
      disconnected.match(action) && original.connection.connections[action.payload]?.connector.type === 'AUTH',
    effect: (_action, listener) => clearLogin(listener.extra.storage),
  });
  startListening({
    actionCreator: themeModeChanged,
    effect: (_action, listener) => {
      client?.then(
        (made) => made.syncTheme(selectThemeMode(listener.getState())),
        () => {},
      );
    },
  });

  api.dispatch(flowStarted());
}
