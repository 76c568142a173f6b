import type { ChainAdapter } from '../../adapters/types';
import type { Network } from '../../config/networks';
import type { ChainNamespace } from '../../constants';
import type { Notice } from '../../i18n/notice';
import type { Balance } from '../../model/balance';
import { selectAllNetworks, selectSupports } from '../../store/slices/chainSlice';
import type { WalletModalState } from '../../store/types';
import { isCaipAddress, parseCaipAddress } from '../../utils/caip';
import { amountProblem, type SendToken, sendTokenOf } from '../send/parts';
import type { PaymentRequest } from './payActions';

/**
 * Whether a host's request can be paid at all, checked as a send is (docs/behaviour.md#send): a network of the modal
 * whose family sends, a receiver's address, a decimal amount above 0, and the native currency or a token's address.
 * The balance is checked when the user pays, against what the account holds then. Addresses are checked by the rules of
 * the families of the modal's adapters.
 */
export function checkPaymentRequest(
  state: WalletModalState,
  request: PaymentRequest,
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>,
): { network: Network } | { problem: Notice } {
  const { recipient, amount, asset, network: caipNetworkId } = request as Partial<Record<keyof PaymentRequest, unknown>>;
  if (typeof recipient !== 'string' || typeof amount !== 'string' || typeof asset !== 'string' || typeof caipNetworkId !== 'string') {
    return { problem: { key: 'error.sendAmountAndReceiverRequired' } };
  }
  const network = selectAllNetworks(state).find((candidate) => candidate.caipNetworkId === caipNetworkId);
  if (!network) return { problem: { key: 'error.networkNotFound' } };
  if (!selectSupports(state, 'send', network.chainNamespace)) return { problem: { key: 'error.unsupportedChain' } };
  const family = adapters[network.chainNamespace]?.family;
  const problem =
    amountProblem(amount, undefined) ??
    (family?.isAddress(recipient) ? undefined : { key: 'error.invalidReceiver' as const }) ??
    (asset === 'native' || family?.isAddress(asset) ? undefined : { key: 'notice.payAssetInvalid' as const });
  return problem ? { problem } : { network };
}

/** The same address: EVM addresses in any case (their checksum is only a spelling). */
const sameAddress = (network: Network, a: string, b: string) =>
  network.chainNamespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b;

/** The asset paid, as `balances` (the account's on the network) hold it: undefined when the account holds none of it. */
export function paymentToken(balances: readonly Balance[] | undefined, request: PaymentRequest, network: Network): SendToken | undefined {
  const held = (balances ?? []).find((balance) => {
    if (balance.chainId !== network.caipNetworkId) return false;
    if (request.asset === 'native') return balance.address === undefined;
    return (
      balance.address !== undefined &&
      isCaipAddress(balance.address) &&
      sameAddress(network, parseCaipAddress(balance.address).address, request.asset)
    );
  });
  return held && sendTokenOf(held);
}
