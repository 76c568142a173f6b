// What the send listeners do, loaded with the first send action so the send rules stay out of the first load; and the
// send path every transfer takes, the send form's and a host's payment's alike (docs/behaviour.md#send, #pay).
import type { ChainFamily } from '../../adapters/family';
import { walletNotice } from '../../adapters/walletRequestError';
import type { Network } from '../../config/networks';
import { ErrorText } from '../../errors';
import type { Notice } from '../../i18n/notice';
import { currentWallet, noWalletNotice } from '../../store/currentWallet';
import { confirmTransaction, RECEIPT_CLOCKS } from '../../store/receipts';
import { balanceRefreshRequested, selectActiveAccount } from '../../store/slices/accountSlice';
import { toastRequested } from '../../store/slices/alertsSlice';
import { selectActiveNetwork, selectSupports } from '../../store/slices/chainSlice';
import type { ListenerApi } from '../../store/types';
import { identityApi } from '../account/parts';
import { namesApi } from '../names/parts';
import { checkSendForm, isReceiverName, maxAmount, profileAddress, type SendDraft } from './sendRules';
import { selectSendToken } from './sendSelectors';
import {
  amountChanged,
  receiverChanged,
  receiverProfileResolved,
  selectSendState,
  sendFailed,
  sendFormReset,
  sendSucceeded,
} from './sendSlice';

/**
 * Sends `draft` on `network` through the current wallet of its namespace and resolves with the transaction's id once its
 * receipt is in (the send clock, 25 s), or with why no wallet can send it. Throws whatever the wallet or the chain
 * answered: a refused preflight, a rejection, a revert with its reason.
 */
export async function transferThroughWallet(
  api: ListenerApi,
  network: Network,
  draft: SendDraft,
): Promise<{ id: string } | { problem: Notice }> {
  const state = api.getState();
  if (!selectSupports(state, 'send', network.chainNamespace)) return { problem: { key: 'error.unsupportedChain' } };
  const wallet = api.dispatch(currentWallet(network.chainNamespace));
  if ('none' in wallet) return { problem: noWalletNotice(wallet) };
  const { adapter, connector } = wallet;
  if (!adapter.transfer) return { problem: { key: 'error.unsupportedChain' } };
  const from = selectActiveAccount(state)?.address;
  if (!from) return { problem: { key: 'error.providerNotFound' } };
  const { receiver, amount, tokenAddress } = draft;
  const sent = await adapter.transfer(connector, { network, from, to: receiver, amount, tokenAddress });
  await confirmTransaction(sent, RECEIPT_CLOCKS.send);
  return { id: sent.id };
}

/**
 * Sends what the form describes through the current wallet and resolves once the receipt is in. Resolves with why
 * it cannot when the send checks (docs/behaviour.md#send) refuse it; throws whatever the wallet or the chain answered.
 */
async function transferTheForm(api: ListenerApi): Promise<Notice | undefined> {
  const state = api.getState();
  const network = selectActiveNetwork(state);
  if (!network || !selectSupports(state, 'send', network.chainNamespace)) return { key: 'error.unsupportedChain' };
  const checked = checkSendForm(
    selectSendState(state),
    selectSendToken(state),
    network,
    api.extra.adapters[network.chainNamespace]?.family,
  );
  if ('problem' in checked) return checked.problem;
  const sent = await transferThroughWallet(api, network, checked.draft);
  return 'problem' in sent ? sent.problem : undefined;
}

/** The name and avatar the identity API knows for `address`; nothing when it knows none or fails. */
async function identityOf(api: ListenerApi, address: string) {
  const sender = selectActiveAccount(api.getState())?.address;
  const result = await api.pause(api.dispatch(identityApi.endpoints.getIdentity.initiate({ address, sender }, { subscribe: false })));
  if (result.error) api.extra.logger.info(`No identity for ${address}`, result.error);
  return result.data;
}

async function showIdentityOf(api: ListenerApi, address: string) {
  const identity = await identityOf(api, address);
  if (identity?.name || identity?.avatar) {
    api.dispatch(receiverProfileResolved({ name: identity.name ?? undefined, imageUrl: identity.avatar ?? undefined }));
  }
}

/**
 * A name becomes the receiver's address through the profile API, shown with the name and its avatar.
 * A name that does not resolve leaves no receiver; the view reads the lookup's outcome from the API
 * cache and says 'Error resolving name'.
 */
async function resolveName(api: ListenerApi, name: string, family: ChainFamily) {
  const result = await api.pause(api.dispatch(namesApi.endpoints.getProfileByName.initiate(name, { subscribe: false })));
  const address = profileAddress(result.data, family);
  if (!address) {
    api.extra.logger.info(`${ErrorText.errorResolvingName}: ${name}`, result.error);
    return;
  }
  api.dispatch(receiverChanged(address));
  api.dispatch(receiverProfileResolved({ name, imageUrl: undefined }));
  const avatar = (await identityOf(api, address))?.avatar;
  if (avatar) api.dispatch(receiverProfileResolved({ name, imageUrl: avatar }));
}

/** Sending (docs/behaviour.md#send): loading is on during a send (the caller made sure this is the only one); success resets the form; a failure keeps it. */
export async function sendTheForm(api: ListenerApi) {
  const { token, sendTokenAmount } = selectSendState(api.getState());
  let refusal: Notice | undefined;
  try {
    refusal = await transferTheForm(api);
  } catch (error) {
    api.extra.logger.info('The send failed', error);
    refusal = walletNotice(error, { key: 'error.walletRequestFailed' });
  }
  if (refusal) {
    api.dispatch(sendFailed());
    api.dispatch(toastRequested('error', refusal));
    return;
  }
  // Announced before the form empties: the modal leaves the preview first, so it never shows an empty form.
  api.dispatch(sendSucceeded());
  api.dispatch(sendFormReset());
  api.dispatch(toastRequested('success', { key: 'notice.sent', values: { amount: sendTokenAmount ?? '', symbol: token?.symbol ?? '' } }));
  api.dispatch(balanceRefreshRequested());
}

/**
 * Max (docs/behaviour.md#send): a token's whole balance; for the native currency, the balance less the fee of
 * sending it, so the transfer can pay for itself. Without an estimate, the whole balance (the preflight
 * then says what is wrong).
 */
export async function fillMaxAmount(api: ListenerApi) {
  const state = api.getState();
  const { receiverAddress } = selectSendState(state);
  const token = selectSendToken(state);
  if (!token) return;
  const network = selectActiveNetwork(state);
  const from = selectActiveAccount(state)?.address;
  const estimate = network && api.extra.adapters[network.chainNamespace]?.estimateNativeTransferFee;
  if (token.address !== undefined || !network || !from || !estimate) {
    api.dispatch(amountChanged(maxAmount(token)));
    return;
  }
  const fee = await api.pause(estimate({ network, from, to: receiverAddress ?? from })).catch((error: unknown) => {
    if (api.signal.aborted) throw error;
    api.extra.logger.info('Could not estimate the fee of sending the whole balance', error);
    return 0n;
  });
  api.dispatch(amountChanged(maxAmount(token, fee)));
}

/** The receiver as typed: an address is taken as it is (with the name and avatar the identity API knows for it); a name is resolved to its address. */
export async function takeReceiver(api: ListenerApi, payload: string) {
  const text = payload.trim();
  const network = selectActiveNetwork(api.getState());
  // Without the network's family, its addresses are not known: nothing typed is a receiver.
  const family = network && api.extra.adapters[network.chainNamespace]?.family;
  if (family?.isAddress(text)) {
    const address = family.normalAddress(text);
    api.dispatch(receiverChanged(address));
    await showIdentityOf(api, address);
    return;
  }
  api.dispatch(receiverChanged(undefined));
  if (family && selectSupports(api.getState(), 'names', family.namespace) && isReceiverName(text)) await resolveName(api, text, family);
}
