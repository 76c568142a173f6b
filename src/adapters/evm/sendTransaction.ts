// The one EVM sending path: a preflight call, the wallet's `eth_sendTransaction`, then the receipt when asked for.
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
  TransactionReceiptNotFoundError,
  toHex,
  type TransactionReceipt as ViemReceipt,
} from 'viem';
import type { Network } from '../../config/networks';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { TransactionReceipt } from '../../model/receipt';
import type { SentTransaction, TransactionRequest } from '../types';
import { networkFailure, transactionReverted, WalletRequestError, walletErrorMessage } from '../walletRequestError';
import { type Eip1193Provider, isUserRejection, parseChainId, providerErrorCode } from './eip1193';
import type { EvmTransactionPayload } from './payload';
import { readableMessage } from './readableMessage';
import { isTransactionHash } from './walletAnswers';

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
}

/** The value in integer units: a bigint, or a decimal or hex string; anything else counts as zero. */
function integerValue(value: unknown): bigint {
  if (typeof value === 'bigint') return value >= 0n ? value : 0n;
  return typeof value === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(value) ? BigInt(value) : 0n;
}

/** The call as the chain takes it, refused before anything is sent when its receiver or data is malformed. */
function toCall({ from, payload }: TransactionRequest): EvmCall {
  // Another family's payload has no call in it: it is refused as a call without a receiver.
  const { to, value, data = '0x' }: Partial<EvmTransactionPayload> = payload.namespace === 'eip155' ? payload : {};
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

const isRevert = (error: unknown): error is BaseError =>
  error instanceof BaseError && error.walk((inner) => inner instanceof ExecutionRevertedError) !== null;

/** The reason a revert (`Error(string)` or a panic) gives, decoded from its data; undefined without one. */
function decodedReason(error: BaseError): string | undefined {
  const data = revertData(error);
  // The function name only labels viem's own message; the reason is decoded from the data alone.
  return data && new ContractFunctionRevertedError({ abi: [], data, functionName: 'call' }).reason;
}

/** A revert with its decoded reason; undefined when the error is no revert. */
function revertOf(error: unknown): WalletRequestError | undefined {
  return isRevert(error) ? transactionReverted(decodedReason(error)) : undefined;
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
    throw revertOf(error) ?? networkFailure(readableMessage(error));
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
      throw rejected?.() ?? new WalletRequestError(walletErrorMessage(error), { code: WalletErrorCode.userRejected });
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

/** The decoded reason a reverted transaction gives when its call is replayed at its block; undefined without one. */
async function revertReasonAt(client: PublicClient, call: EvmCall, blockNumber: bigint): Promise<string | undefined> {
  try {
    await client.call({ account: call.from, to: call.to, value: call.value, data: call.data, blockNumber });
  } catch (error) {
    return isRevert(error) ? decodedReason(error) : undefined;
  }
  return undefined;
}

/** The receipt of `hash` if the chain has included it; a reverted one carries the reason its replay gives. */
async function findReceipt(client: PublicClient, call: EvmCall, hash: Hex): Promise<TransactionReceipt | undefined> {
  let receipt: ViemReceipt;
  try {
    receipt = await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw networkFailure(readableMessage(error));
  }
  const includedIn = { block: receipt.blockNumber.toString() };
  if (receipt.status === 'success') return { id: receipt.transactionHash, status: 'success', includedIn };
  return {
    id: receipt.transactionHash,
    status: 'failed',
    includedIn,
    failureReason: await revertReasonAt(client, call, receipt.blockNumber),
  };
}

/**
 * Sends `request` through `wallet` and resolves once the wallet has sent it, with the one question its receipt is
 * asked by; every failure is a WalletRequestError the user can read.
 */
export async function sendEvmTransaction(
  wallet: Eip1193Provider,
  client: PublicClient,
  request: TransactionRequest,
  { checkPreflightResult, rejected }: EvmSendOptions = {},
): Promise<SentTransaction> {
  const call = toCall(request);
  await requireWalletOn(wallet, request.network);
  const returned = await preflight(client, call);
  checkPreflightResult?.(returned);
  const hash = await submit(wallet, call, rejected);
  return { id: hash, findReceipt: () => findReceipt(client, call, hash) };
}
