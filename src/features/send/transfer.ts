// The send path every transfer takes, the send form's and a host's payment's alike (docs/behaviour.md#send, #pay).
import type { Network } from '../../config/networks';
import type { Notice } from '../../i18n/notice';
import { currentWallet } from '../../store/currentWallet';
import { confirmTransaction, RECEIPT_CLOCKS } from '../../store/receipts';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectSupports } from '../../store/slices/chainSlice';
import type { ListenerApi } from '../../store/types';
import type { SendDraft } from './sendRules';

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
  if ('none' in wallet) return { problem: { key: wallet.none === 'noAdapter' ? 'error.chainAdapterNotFound' : 'error.providerNotFound' } };
  const { adapter, connector } = wallet;
  if (!adapter.transfer) return { problem: { key: 'error.unsupportedChain' } };
  const from = selectActiveAccount(state)?.address;
  if (!from) return { problem: { key: 'error.providerNotFound' } };
  const { receiver, amount, tokenAddress } = draft;
  const sent = await adapter.transfer(connector, { network, from, to: receiver, amount, tokenAddress });
  await confirmTransaction(sent, RECEIPT_CLOCKS.send);
  return { id: sent.id };
}
