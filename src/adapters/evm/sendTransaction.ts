// The one EVM sending path: a preflight call, the wallet's `eth_sendTransaction`, then the receipt.
// Loaded on the first send, like ./rpc, so viem stays out of the first load.
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  type Hex,
  isAddress,
  isHex,
  type PublicClient,
  toHex,
  type TransactionReceipt as ViemReceipt,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import type { Network } from '../../config/networks';
import { TRANSACTIONS } from '../../constants';
import { ErrorText } from '../../errors';
import type { TransactionReceipt } from '../../model/receipt';
import { isTransactionHash } from '../../utils/caip';
import { type TransactionRequest, WalletRequestError, walletErrorMessage } from '../types';
import { type Eip1193Provider, isUserRejection, ProviderErrorCode, parseChainId, providerErrorCode } from './eip1193';
import { readableMessage } from './readableMessage';

/** The call as the chain and the wallet take it. */
interface EvmCall {
  from: Address;
  to: Address;
  value: bigint;
  data: Hex;
}

/** What a caller may add to the generic send. */
interface EvmSendOptions {
  /** Throws when the preflight's return data says the call would not do its job (a token answering `false`). */
  checkPreflightResult?(returned: Hex | undefined): void;
  /** The error for the user's rejection; without it, the wallet's own words. */
  rejected?: () => WalletRequestError;
  receiptWait?: ReceiptWait;
}

/** The value in integer units: a bigint, or a decimal or hex string; anything else counts as zero. */
function integerValue(value: unknown): bigint {
  if (typeof value === 'bigint') return value >= 0n ? value : 0n;
  return typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value) ? BigInt(value) : 0n;
}

/** The call as the chain takes it, refused before anything is sent when its receiver or data is malformed. */
function toCall({ from, to, value, data = '0x' }: TransactionRequest): EvmCall {
  if (typeof to !== 'string' || !to.startsWith('0x') || !isAddress(to, { strict: false })) {
    throw new WalletRequestError(ErrorText.callTargetNotAddress, { kind: 'invalidRequest', notice: { key: 'error.callTargetNotAddress' } });
  }
  if (typeof data !== 'string' || !isHex(data)) {
    throw new WalletRequestError(ErrorText.callDataNotHex, { kind: 'invalidRequest', notice: { key: 'error.callDataNotHex' } });
  }
  return { from: from as Address, to, value: integerValue(value), data };
}

/** The revert data a node or wallet attached somewhere in the error's chain of causes. */
function revertData(error: BaseError): Hex | undefined {
  const carrier = error.walk((inner) => isHex((inner as { data?: unknown }).data));
  return (carrier as { data?: Hex } | null)?.data;
}

/** A revert with its reason as the chain gave it, or 'unknown reason' without one. */
function reverted(reason: string | undefined): WalletRequestError {
  return reason === undefined
    ? new WalletRequestError(ErrorText.unknownRevertReason, { kind: 'reverted', notice: { key: 'error.unknownRevertReason' } })
    : new WalletRequestError(reason, { kind: 'reverted' });
}

/** A revert (`Error(string)` or a panic) with its decoded reason; undefined when the error is no revert. */
function revertOf(error: unknown): WalletRequestError | undefined {
  if (!(error instanceof BaseError) || !error.walk((inner) => inner instanceof ExecutionRevertedError)) return undefined;
  const data = revertData(error);
  // The function name only labels viem's own message; the reason is decoded from the data alone.
  return reverted(data && new ContractFunctionRevertedError({ abi: [], data, functionName: 'call' }).reason);
}

/** Sending on a network the wallet is not on would spend on the wrong chain. */
async function requireWalletOn(wallet: Eip1193Provider, network: Network) {
  const chainId = await wallet.request({ method: 'eth_chainId' });
  if (parseChainId(chainId) !== Number(network.id)) {
    throw new WalletRequestError(ErrorText.walletOnOtherNetwork(network.name), {
      kind: 'wrongNetwork',
      notice: { key: 'error.walletOnOtherNetwork', values: { network: network.name } },
    });
  }
}

/** The transaction as a call first, so a revert shows its decoded reason before the wallet asks the user. */
async function preflight(client: PublicClient, call: EvmCall): Promise<Hex | undefined> {
  try {
    return (await client.call({ account: call.from, to: call.to, value: call.value, data: call.data })).data;
  } catch (error) {
    throw revertOf(error) ?? new WalletRequestError(readableMessage(error));
  }
}

async function submit(wallet: Eip1193Provider, call: EvmCall, rejected: EvmSendOptions['rejected']): Promise<Hex> {
  let hash: unknown;
  try {
    hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: call.from, to: call.to, value: toHex(call.value), data: call.data }],
    });
  } catch (error) {
    if (isUserRejection(error))
      throw rejected?.() ?? new WalletRequestError(walletErrorMessage(error), { code: ProviderErrorCode.userRejected });
    throw revertOf(error) ?? new WalletRequestError(readableMessage(error), { code: providerErrorCode(error) });
  }
  if (!isTransactionHash(hash)) {
    throw new WalletRequestError(ErrorText.malformedTransactionHash, {
      kind: 'malformedAnswer',
      notice: { key: 'error.malformedTransactionHash' },
    });
  }
  return hash as Hex;
}

/** How long a send waits for its receipt, and the error when the wait runs out. */
interface ReceiptWait {
  timeoutMs: number;
  notConfirmed: (seconds: number) => WalletRequestError;
}

/** Any transaction waits up to 180 s for its receipt, asking again up to 6 times with a delay doubling from 200 ms. */
const DEFAULT_RECEIPT_WAIT: ReceiptWait = {
  timeoutMs: TRANSACTIONS.receiptTimeoutMs,
  notConfirmed: (seconds) =>
    new WalletRequestError(ErrorText.transactionNotConfirmed(seconds), {
      kind: 'timedOut',
      notice: { key: 'error.transactionNotConfirmed', values: { seconds } },
    }),
};

async function receiptOf(client: PublicClient, hash: Hex, wait: ReceiptWait): Promise<ViemReceipt> {
  try {
    return await client.waitForTransactionReceipt({
      hash,
      timeout: wait.timeoutMs,
      retryCount: TRANSACTIONS.receiptRetries,
      retryDelay: ({ count }) => TRANSACTIONS.receiptRetryBaseDelayMs * 2 ** count,
    });
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) throw wait.notConfirmed(wait.timeoutMs / 1000);
    throw new WalletRequestError(readableMessage(error));
  }
}

/** A reverted receipt gives the decoded reason, found by replaying the call at its block, or 'unknown reason'. */
async function revertAt(client: PublicClient, call: EvmCall, blockNumber: bigint): Promise<WalletRequestError> {
  try {
    await client.call({ account: call.from, to: call.to, value: call.value, data: call.data, blockNumber });
  } catch (error) {
    return revertOf(error) ?? reverted(undefined);
  }
  return reverted(undefined);
}

const toReceipt = (receipt: ViemReceipt): TransactionReceipt => ({
  hash: receipt.transactionHash,
  status: receipt.status,
  blockNumber: receipt.blockNumber.toString(),
  gasUsed: receipt.gasUsed.toString(),
});

/**
 * Sends `request` through `wallet` and resolves with the receipt once the chain has included it; a
 * reverted transaction and every other failure is a WalletRequestError the user can read.
 */
export async function sendEvmTransaction(
  wallet: Eip1193Provider,
  client: PublicClient,
  request: TransactionRequest,
  { checkPreflightResult, rejected, receiptWait = DEFAULT_RECEIPT_WAIT }: EvmSendOptions = {},
): Promise<TransactionReceipt> {
  const call = toCall(request);
  await requireWalletOn(wallet, request.network);
  const returned = await preflight(client, call);
  checkPreflightResult?.(returned);
  const hash = await submit(wallet, call, rejected);
  const receipt = await receiptOf(client, hash, receiptWait);
  if (receipt.status === 'reverted') throw await revertAt(client, call, receipt.blockNumber);
  return toReceipt(receipt);
}
