// Registering a name (docs/behaviour.md#names): a chunk of its own, loaded on the first registration.
import type { ApiError } from '../../api/baseQuery';
import { ErrorText } from '../../errors';
import { currentWallet } from '../../store/currentWallet';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { loadingChanged } from '../../store/slices/modalSlice';
import type { ListenerApi } from '../../store/types';
import { chainIdToCoinType, isValidName, withNameSuffix } from '../../utils/names';
import { nameRegisteredForAccount } from '../account/parts';
import { nameRegistered, nameRegistrationFailed, nameRegistrationStarted } from './nameActions';
import { namesApi } from './namesApi';
import { nameRegistrationMessage } from './registrationMessage';

/** The provider's first reason when it gave one, else 'Error registering name {name}'. */
function registrationProblem(name: string, error: unknown) {
  const reason = (error as Partial<ApiError> | undefined)?.serverMessage;
  return reason
    ? ({ key: 'notice.providerAnswered', values: { answer: reason } } as const)
    : ({ key: 'error.errorRegisteringName', values: { name } } as const);
}

/**
 * The success view is pushed while the wallet signs the payload (`name`, `attributes`, `timestamp` in seconds, as JSON)
 * under the lines naming the service and the account's chain (registrationMessage.ts); the signed message is posted
 * with the coin type of that chain (ENSIP-11); the name is then the account's at once, and the success view takes the
 * register view's place. A failure goes back to the register view and says why (the navigation table moves the views).
 */
export async function registerName(api: ListenerApi, requested: string) {
  const name = withNameSuffix(requested);
  const fail = (error: unknown) => {
    api.extra.logger.error(ErrorText.errorRegisteringName(name), error);
    const notice = registrationProblem(name, error);
    api.dispatch(nameRegistrationFailed({ name, notice }));
    api.dispatch(toastRequested('error', notice));
  };
  const address = selectActiveAccount(api.getState())?.address;
  const network = selectActiveNetwork(api.getState());
  if (!address || network?.chainNamespace !== 'eip155' || !isValidName(name)) return fail('No eip155 account, or not a name');
  api.dispatch(loadingChanged(true));
  api.dispatch(nameRegistrationStarted(name));
  try {
    const chainId = Number(network.id);
    const coinType = chainIdToCoinType(chainId);
    const wallet = api.dispatch(currentWallet('eip155'));
    if ('none' in wallet) return fail(wallet.none);
    const message = nameRegistrationMessage(chainId, { name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    const signature = await wallet.adapter.signMessage(wallet.connector, { address, message });
    const registered = await api.dispatch(
      namesApi.endpoints.registerName.initiate({ coin_type: coinType, address, message, signature }, { track: false }),
    );
    if (registered.error) return fail(registered.error);
    nameRegisteredForAccount(api, address, registered.data);
    api.dispatch(nameRegistered(name));
  } catch (error) {
    fail(error);
  } finally {
    api.dispatch(loadingChanged(false));
  }
}
