import type { ChainFamily } from '../../adapters/family';
import type { Network } from '../../config/networks';
import type { Notice } from '../../i18n/notice';
import type { Balance } from '../../model/balance';
import { isCaipAddress, parseCaipAddress } from '../../utils/caip';
import { nameLabel } from '../../utils/names';
import { formatUnits, isDecimalString, parseUnits } from '../../utils/units';
import type { NameProfile } from '../names/parts';
import type { SendState } from './sendSlice';

/**
 * A name the profile API can resolve: letters, digits and hyphens with the `.reown.id` (or legacy
 * `.wcn.id`) suffix. The 4-character minimum (docs/behaviour.md#names) is for registering; shorter names exist.
 */
export function isReceiverName(text: string): boolean {
  const label = nameLabel(text);
  return label !== text && /^[a-zA-Z0-9-]+$/.test(label);
}

/** The token being sent, as the account's answers give it (docs/behaviour.md#send). */
export type SendToken = Pick<Balance, 'address' | 'symbol' | 'name' | 'quantity' | 'price' | 'iconUrl'>;

export function sendTokenOf({ address, symbol, name, quantity, price, iconUrl }: Balance): SendToken {
  return { address, symbol, name, quantity, price, iconUrl };
}

const decimalsOf = (token: SendToken) => Number(token.quantity.decimals);

/**
 * What Max fills in: the whole balance in the token's precision, less `fee` (integer units) when the
 * fee is paid from the same balance — never below 0.
 */
export function maxAmount(token: SendToken, fee = 0n): string {
  const decimals = decimalsOf(token);
  const units = parseUnits(token.quantity.numeric, decimals) - fee;
  return formatUnits(units > 0n ? units : 0n, decimals);
}

/**
 * Why `amount` cannot be sent, or undefined. It must be a decimal number greater than 0; once a token is
 * chosen, its decimals bound the precision (the amount converts to integer units, and we refuse to drop
 * digits silently) and its balance bounds the amount.
 */
export function amountProblem(amount: string, token: SendToken | undefined): Notice | undefined {
  if (!isDecimalString(amount)) return { key: 'error.invalidDecimal', values: { value: amount } };
  if (!token) return Number(amount) > 0 ? undefined : { key: 'error.sendAmountNotPositive' };
  const decimals = decimalsOf(token);
  if ((amount.split('.')[1] ?? '').length > decimals) return { key: 'error.tooManyDecimals', values: { symbol: token.symbol, decimals } };
  const units = parseUnits(amount, decimals);
  if (units <= 0n) return { key: 'error.sendAmountNotPositive' };
  if (units > parseUnits(token.quantity.numeric, decimals)) return { key: 'error.insufficientFunds', values: { symbol: token.symbol } };
  return undefined;
}

/** The native currency goes anywhere; a token only on the network its CAIP-10 address names. */
function isTokenOf(token: SendToken, network: Network): boolean {
  if (token.address === undefined) return true;
  return isCaipAddress(token.address) && parseCaipAddress(token.address).caipNetworkId === network.caipNetworkId;
}

/** A form that can be sent: the amount in integer units and the token's contract address (undefined for native). */
export interface SendDraft {
  token: SendToken;
  tokenAddress: string | undefined;
  amount: bigint;
  receiver: string;
}

/** What a transfer asks for, before it is checked: an amount as typed and a receiver's address. */
export interface TransferAsk {
  amount: string | undefined;
  receiver: string | undefined;
}

/**
 * A transfer of `token` (as the account holds it now) on `network`, or the first reason it cannot be one, in the words
 * and order of docs/behaviour.md#send, the receiver by the rules of the modal's `family` of the network (none: no
 * receiver is an address). The send form and a host's payment (docs/behaviour.md#pay) are both checked so.
 */
export function checkTransfer(
  { amount, receiver }: TransferAsk,
  token: SendToken | undefined,
  network: Network,
  family: ChainFamily | undefined,
): { draft: SendDraft } | { problem: Notice } {
  if (!amount || !receiver) return { problem: { key: 'error.sendAmountAndReceiverRequired' } };
  if (!token || !isTokenOf(token, network)) return { problem: { key: 'error.sendTokenRequired' } };
  const problem = amountProblem(amount, token) ?? (family?.isAddress(receiver) ? undefined : { key: 'error.invalidReceiver' as const });
  if (problem) return { problem };
  const tokenAddress = token.address === undefined ? undefined : parseCaipAddress(token.address).address;
  return { draft: { token, tokenAddress, amount: parseUnits(amount, decimalsOf(token)), receiver } };
}

/** The send form as a transfer (`checkTransfer`). */
export function checkSendForm(
  send: SendState,
  token: SendToken | undefined,
  network: Network,
  family: ChainFamily | undefined,
): { draft: SendDraft } | { problem: Notice } {
  return checkTransfer({ amount: send.sendTokenAmount, receiver: send.receiverAddress }, token, network, family);
}

/** The address of `family` a name profile points to (kept under the family's coin type), if it has a well-formed one. */
export function profileAddress(profile: NameProfile | undefined, family: ChainFamily | undefined): string | undefined {
  const coinType = family?.nameCoinType;
  const address = coinType === undefined ? undefined : profile?.addresses[coinType]?.address;
  return address !== undefined && family?.isAddress(address) ? family.normalAddress(address) : undefined;
}
