// What the sign-in flow does (docs/behaviour.md#sign-in): a chunk of its own, loaded when an account first needs it;
// siwxFlow.ts's listeners call it. Its outcomes move the modal through the navigation table.

import type { UnknownAction } from '@reduxjs/toolkit';
import { WalletRequestError, walletNotice } from '../../adapters/walletRequestError';
import type { ChainNamespace } from '../../constants';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { Notice } from '../../i18n/notice';
import { currentWallet, noWalletNotice } from '../../store/currentWallet';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectAllNetworks } from '../../store/slices/chainSlice';
import { type Connection, disconnected, disconnectRequested } from '../../store/slices/connectionSlice';
import type { ListenerApi } from '../../store/types';
import { keyOfAccount } from './sessions';
import {
  type SessionKey,
  sessionFound,
  sessionMissing,
  signedIn,
  signInCancelled,
  signInFailed,
  signInRequested,
  signInStartFailed,
  signInUnavailable,
} from './siwxActions';
import { signsOutOnDisconnect, siwxApi } from './siwxApi';
import { selectSignInAccount } from './siwxSelectors';

/**
 * Asks the host's sign-in for the account's session on the network and holds the answer until the account or the
 * network changes (the listener is cancelled then): found, nothing more; missing, the sign-message view opens.
 */
export async function keepSession(api: ListenerApi, key: SessionKey) {
  const request = api.dispatch(siwxApi.endpoints.getSessions.initiate(key));
  try {
    const { data, error } = await api.pause(request);
    if (error) {
      api.extra.logger.error(ErrorText.siwxInitFailed, error);
      api.dispatch(signInStartFailed());
      return;
    }
    api.dispatch(data?.length ? sessionFound(key) : sessionMissing(key));
    await api.pause(new Promise(() => {}));
  } finally {
    request.unsubscribe();
  }
}

/**
 * Why a signature did not become a session, as the user reads it: 'Signature declined' when the user said no; on a smart
 * account, that the app may not support them; else the wallet's reason, or 'Signature declined' when the app refused
 * the signature.
 */
function signatureProblem(api: ListenerApi, error: unknown, refusedBy: 'wallet' | 'app'): Notice {
  const account = selectActiveAccount(api.getState());
  const smartAccount = account?.allAccounts.some((record) => record.address === account.address && record.type === 'smartAccount');
  // The user's no, however the wallet words it (an adapter's WalletRequestError, or a wallet's bare 4001 or 5000).
  const code = (error as { code?: unknown } | undefined)?.code;
  const userSaidNo =
    (error instanceof WalletRequestError && error.kind === 'userRejected') ||
    code === WalletErrorCode.userRejected ||
    code === WalletErrorCode.default;
  if (userSaidNo) return { key: 'error.signatureDeclined' };
  if (smartAccount) return { key: 'error.smartAccountsUnsupported' };
  return refusedBy === 'wallet' ? walletNotice(error, { key: 'error.signatureDeclined' }) : { key: 'error.signatureDeclined' };
}

/** The sign-in did not happen: the view opens again and says why. */
function fail(api: ListenerApi, notice: Notice, cause: unknown) {
  api.extra.logger.info('The sign-in failed', cause);
  api.dispatch(signInFailed(notice));
  api.dispatch(toastRequested('error', notice));
}

/**
 * Signs the active account in on the active network: the host's sign-in makes a message, the connection's wallet signs
 * it (through its family's adapter, whatever the connector: a WalletConnect session too), the host's sign-in verifies and
 * keeps the session, and the modal reads it back before it says so.
 */
async function signIn(api: ListenerApi) {
  const account = selectSignInAccount(api.getState());
  // The view says so without asking; an account that went between the click and here asks nothing either.
  if (!account) return fail(api, { key: 'error.noActiveCaipAddress' }, ErrorText.noActiveCaipAddress);
  const key = keyOfAccount(account);
  const made = await api.dispatch(
    siwxApi.endpoints.createMessage.initiate({ accountAddress: key.address, chainId: key.chainId }, { track: false }),
  );
  if (made.error) {
    api.extra.logger.error(ErrorText.siwxInitFailed, made.error);
    api.dispatch(signInStartFailed());
    return;
  }
  const namespace = key.chainId.split(':')[0] as ChainNamespace;
  const wallet = api.dispatch(currentWallet(namespace));
  if ('none' in wallet) return fail(api, noWalletNotice(wallet), wallet.none);
  let signature: string;
  try {
    signature = await wallet.adapter.signMessage(wallet.connector, { address: key.address, message: made.data.text });
  } catch (error) {
    return fail(api, signatureProblem(api, error, 'wallet'), error);
  }
  const session = { data: made.data.data, message: made.data.text, signature };
  const added = await api.dispatch(siwxApi.endpoints.addSession.initiate(session, { track: false }));
  // The session counts once the host's sign-in gives it back: a server that did not keep it (a cookie the browser
  // refused, say) would otherwise ask again after a reload.
  const kept = added.error
    ? undefined
    : (await api.dispatch(siwxApi.endpoints.getSessions.initiate(key, { subscribe: false, forceRefetch: true }))).data;
  if (!kept?.length) return fail(api, signatureProblem(api, added.error ?? 'The session was not kept', 'app'), added.error);
  api.dispatch(signedIn(key));
}

/** Cancel: a required sign-in disconnects the wallet (the modal closes with it); an optional one only closes. */
function cancelSignIn(api: ListenerApi) {
  if (api.getState().options.signIn.required) api.dispatch(disconnectRequested());
}

/**
 * A sign-in that cannot start ('A problem occurred while trying initialize authentication') disconnects the wallet;
 * then the modal starts over at Connect and says why.
 */
async function giveUpSignIn(api: ListenerApi) {
  const connectorId = api.getState().connection.currentConnectorId;
  if (connectorId !== undefined) {
    api.dispatch(disconnectRequested({ connectorId }));
    // Gone, or the wallet refused to go (its toast says 'Failed to disconnect', and the modal stays where it is).
    await api.condition(
      (action) =>
        (disconnected.match(action) && action.payload === connectorId) ||
        (toastRequested.match(action) && action.payload.notice.key === 'error.failedToDisconnect'),
    );
    if (connectorId in api.getState().connection.connections) return;
  }
  api.dispatch(signInUnavailable());
  api.dispatch(toastRequested('error', { key: 'error.siwxInitFailed' }));
}

/** Disconnect signs the connection's accounts out on every network of its family sign-in covers (unless told not to). */
async function signOut(api: ListenerApi, connection: Connection) {
  if (!signsOutOnDisconnect(api.extra)) return;
  const state = api.getState();
  const chainIds = selectAllNetworks(state)
    .filter((network) => network.chainNamespace === connection.connector.chain)
    .map((network) => network.caipNetworkId)
    .filter((chainId) => state.options.signIn.view === 'SIWXSignMessage' || chainId.startsWith('eip155:'));
  for (const { address } of connection.accounts) {
    for (const chainId of chainIds) {
      const revoked = await api.dispatch(siwxApi.endpoints.revokeSession.initiate({ chainId, address }, { track: false }));
      if (revoked.error) api.extra.logger.warn(`Could not sign ${address} out on ${chainId}`, revoked.error);
    }
  }
}

/** One step of the flow for `action`: Sign, Cancel, a sign-in that could not start, or `gone`, a connection disconnected. */
export async function takeStep(api: ListenerApi, action: UnknownAction, gone: Connection | undefined) {
  if (gone) await signOut(api, gone);
  else if (signInRequested.match(action)) await signIn(api);
  else if (signInCancelled.match(action)) cancelSignIn(api);
  else if (signInStartFailed.match(action)) await giveUpSignIn(api);
}
