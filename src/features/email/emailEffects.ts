// What the e-mail flow does (docs/behaviour.md#embedded-wallet): loaded with the flow (emailFlow.ts).

import { authConnectorId } from '../../adapters/embeddedWallet/authConnector';
import type { EmbeddedWalletClient } from '../../adapters/embeddedWallet/embeddedWalletClient';
import { walletNotice } from '../../adapters/walletRequestError';
import { ErrorText } from '../../errors';
import type { Notice } from '../../i18n/notice';
import { userChanged } from '../../store/slices/accountSlice';
import { connectFailed, connectRequested, connectSucceeded } from '../../store/slices/connectionSlice';
import type { ListenerApi } from '../../store/types';
import { type CodePurpose, codeSent, deviceVerificationRequired, emailUpdated } from './emailActions';
import { EMAIL_LOGIN } from './emailLoginTimings';
import { codeResent, stepFailed } from './emailSlice';
import { lastEmailSentAt, storeEmail, storeEmailSentAt, storeLogin } from './storedLogin';

/** The client over the frame, made (and wired to the store) on first use. */
export type ClientOf = (api: ListenerApi) => Promise<EmbeddedWalletClient>;

/** Our own texts a step can fail with, shown in the user's language; anything else is the frame's words. */
const OUR_FAILURES: Readonly<Record<string, Notice>> = {
  [ErrorText.emailDependencyLoadFailed]: { key: 'error.emailDependencyLoadFailed' },
  [ErrorText.somethingWentWrong]: { key: 'error.somethingWentWrong' },
  [ErrorText.requestAborted]: { key: 'error.requestAborted' },
  [ErrorText.frameDefault]: { key: 'error.frameDefault' },
};

/** A step failed: its view says why. */
function failed(api: ListenerApi, error: unknown) {
  api.extra.logger.info('An e-mail login step failed', error);
  const ours = error instanceof Error ? OUR_FAILURES[error.message] : undefined;
  api.dispatch(stepFailed(ours ?? walletNotice(error, { key: 'error.somethingWentWrong' })));
}

/** Whether an e-mail may go now: two are at least the cooldown apart, or the view says how long to wait. */
function mayMail(api: ListenerApi): boolean {
  const { storage } = api.extra;
  const wait = lastEmailSentAt(storage) + EMAIL_LOGIN.cooldownMs - Date.now();
  if (wait > 0) {
    api.dispatch(stepFailed({ key: 'error.emailRetryAfter', values: { seconds: Math.ceil(wait / 1000) } }));
    return false;
  }
  storeEmailSentAt(storage, Date.now());
  return true;
}

/** The user as the frame knows them, kept as each served namespace's account user. */
export function showUser(api: ListenerApi, client: EmbeddedWalletClient) {
  for (const namespace of client.namespaces()) {
    const user = client.user(namespace);
    if (user) api.dispatch(userChanged({ namespace, user }));
  }
}

/**
 * The user is logged in: each family's AUTH connection connects over the frame, the active namespace's last so it is
 * the current one, and the login is stored for the next visit.
 */
async function connectUser(api: ListenerApi, client: EmbeddedWalletClient, email: string) {
  storeLogin(api.extra.storage, email);
  const active = api.getState().chain.activeNamespace;
  const namespaces = client.namespaces().filter((namespace) => api.extra.connectors.get(authConnectorId(namespace)));
  const ordered = [...namespaces.filter((namespace) => namespace !== active), ...namespaces.filter((namespace) => namespace === active)];
  showUser(api, client);
  for (const namespace of ordered) {
    const connectorId = authConnectorId(namespace);
    api.dispatch(connectRequested({ connectorId }));
    // One attempt at a time: a new connect request cancels the one under way.
    await api.condition((action) => (connectSucceeded.match(action) && action.payload === connectorId) || connectFailed.match(action));
  }
}

export async function logIn(api: ListenerApi, clientOf: ClientOf, email: string) {
  if (!mayMail(api)) return;
  try {
    const client = await clientOf(api);
    const action = await client.connectEmail(email);
    if (action === 'VERIFY_OTP') api.dispatch(codeSent({ email, purpose: 'login' }));
    else if (action === 'VERIFY_DEVICE') api.dispatch(deviceVerificationRequired({ email }));
    else {
      await client.loadUser();
      await connectUser(api, client, email);
    }
  } catch (error) {
    failed(api, error);
  }
}

export async function waitForDevice(api: ListenerApi, clientOf: ClientOf, email: string) {
  try {
    await (await clientOf(api)).connectDevice();
    // The backend mails the code once the device is approved.
    api.dispatch(codeSent({ email, purpose: 'login' }));
  } catch (error) {
    failed(api, error);
  }
}

export async function verifyCode(
  api: ListenerApi,
  clientOf: ClientOf,
  { email, otp, purpose }: { email: string; otp: string; purpose: CodePurpose },
) {
  try {
    const client = await clientOf(api);
    if (purpose === 'login') {
      await client.connectOtp(otp);
      await connectUser(api, client, email);
    } else if (purpose === 'updatePrimary') {
      await client.updateEmailPrimaryOtp(otp);
      api.dispatch(codeSent({ email, purpose: 'updateSecondary' }));
    } else {
      const updated = await client.updateEmailSecondaryOtp(otp);
      storeEmail(api.extra.storage, updated);
      showUser(api, client);
      api.dispatch(emailUpdated({ email: updated }));
    }
  } catch (error) {
    failed(api, error);
  }
}

/** Another code: the login's again, or, for an e-mail change, its first step again (a code to the current address). */
export async function resendCode(api: ListenerApi, clientOf: ClientOf, { email, purpose }: { email: string; purpose: CodePurpose }) {
  if (!mayMail(api)) return;
  try {
    const client = await clientOf(api);
    if (purpose === 'login') await client.connectEmail(email);
    else await client.updateEmail(email);
    if (purpose === 'updateSecondary') api.dispatch(codeSent({ email, purpose: 'updatePrimary' }));
    else api.dispatch(codeResent());
  } catch (error) {
    failed(api, error);
  }
}

/** Changing the e-mail: the first code goes to the current address. */
export async function updateEmail(api: ListenerApi, clientOf: ClientOf, email: string) {
  if (!mayMail(api)) return;
  try {
    await (await clientOf(api)).updateEmail(email);
    api.dispatch(codeSent({ email, purpose: 'updatePrimary' }));
  } catch (error) {
    failed(api, error);
  }
}
