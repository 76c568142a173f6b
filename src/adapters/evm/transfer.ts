// An EVM transfer (SPEC §7 "Token send"): a preflight call, the wallet's `eth_sendTransaction`, then the
// receipt. Loaded on the first send, like ./rpc, so viem stays out of the first load.
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  decodeFunctionResult,
  ExecutionRevertedError,
  encodeFunctionData,
  type Hex,
  isAddress,
  isHex,
  type PublicClient,
  type TransactionReceipt,
  toHex,
  WaitForTransactionReceiptTimeoutError,
} from 'viem';
import type { Network } from '../../config/networks';
import { TRANSACTIONS } from '../../constants';
import { ErrorText } from '../../errors';
import { isTransactionHash } from '../../utils/caip';
import { type TransferRequest, WalletRequestError, walletErrorMessage } from '../types';
import { type Eip1193Provider, isUserRejection, ProviderErrorCode, parseChainId, providerErrorCode } from './eip1193';

const transferInputs = [
  { name: 'to', type: 'address' },
  { name: 'amount', type: 'uint256' },
] as const;

/** The standard ERC20 `transfer`: it answers whether it moved the tokens. */
const erc20TransferAbi = [
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: transferInputs, outputs: [{ name: '', type: 'bool' }] },
] as const;

/** The transaction a transfer is: value to the receiver, or the token's `transfer` call. */
interface TransferCall {
  from: Address;
  to: Address;
  value: bigint;
  data: Hex;
}

function transferCall({ from, to, amount, tokenAddress }: TransferRequest): TransferCall {
  // viem's check is checksum-aware: a mistyped mixed-case address is refused rather than sent to.
  if (!isAddress(to)) throw new WalletRequestError(ErrorText.invalidReceiver);
  const sender = from as Address;
  // SPEC §7: a native transfer carries data 0x.
  if (tokenAddress === undefined) return { from: sender, to, value: amount, data: '0x' };
  const data = encodeFunctionData({ abi: erc20TransferAbi, functionName: 'transfer', args: [to, amount] });
  return { from: sender, to: tokenAddress as Address, value: 0n, data };
}

/** viem's one-line summary for its own errors; a wallet's message, bounded, for anything else. */
function readableMessage(error: unknown): string {
  return error instanceof BaseError ? error.shortMessage : walletErrorMessage(error);
}

/** The revert data a node or wallet attached somewhere in the error's chain of causes. */
function revertData(error: BaseError): Hex | undefined {
  const carrier = error.walk((inner) => isHex((inner as { data?: unknown }).data));
  return (carrier as { data?: Hex } | null)?.data;
}

/** The decoded reason of a revert (`Error(string)` or a panic), 'unknown reason' without one; undefined when the error is no revert. */
function revertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError) || !error.walk((inner) => inner instanceof ExecutionRevertedError)) return undefined;
  const data = revertData(error);
  const reason = data && new ContractFunctionRevertedError({ abi: [], data, functionName: 'transfer' }).reason;
  return reason ?? ErrorText.unknownRevertReason;
}

/**
 * Empty return data is the USDT-like variant's success (SPEC §7: its `transfer` answers nothing, so only a revert
 * fails it); otherwise the standard `bool`, where `false` is a refusal.
 */
function transferSucceeded(returned: Hex | undefined): boolean {
  if (!returned || returned === '0x') return true;
  try {
    return decodeFunctionResult({ abi: erc20TransferAbi, functionName: 'transfer', data: returned }) !== false;
  } catch {
    return false;
  }
}

/** Sending on a network the wallet is not on would spend on the wrong chain. */
async function requireWalletOn(wallet: Eip1193Provider, network: Network) {
  const chainId = await wallet.request({ method: 'eth_chainId' });
  if (parseChainId(chainId) !== Number(network.id)) throw new WalletRequestError(ErrorText.walletOnOtherNetwork(network.name));
}

/** The transfer as a call first, so a revert shows its decoded reason before the wallet asks the user. */
async function preflight(client: PublicClient, call: TransferCall, isToken: boolean) {
  let returned: Hex | undefined;
  try {
    ({ data: returned } = await client.call({ account: call.from, to: call.to, value: call.value, data: call.data }));
  } catch (error) {
    throw new WalletRequestError(revertReason(error) ?? readableMessage(error));
  }
  if (isToken && !transferSucceeded(returned)) throw new WalletRequestError(ErrorText.tokenRefusedTransfer);
}

async function submit(wallet: Eip1193Provider, call: TransferCall): Promise<Hex> {
  let hash: unknown;
  try {
    hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: call.from, to: call.to, value: toHex(call.value), data: call.data }],
    });
  } catch (error) {
    if (isUserRejection(error)) throw new WalletRequestError(ErrorText.sendRejected, ProviderErrorCode.userRejected);
    throw new WalletRequestError(revertReason(error) ?? readableMessage(error), providerErrorCode(error));
  }
  if (!isTransactionHash(hash)) throw new WalletRequestError(ErrorText.malformedTransactionHash);
  return hash as Hex;
}

/** SPEC §9: a send waits at most 25 s for its receipt. */
async function receiptOf(client: PublicClient, hash: Hex): Promise<TransactionReceipt> {
  try {
    return await client.waitForTransactionReceipt({ hash, timeout: TRANSACTIONS.sendReceiptWaitMs });
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) {
      throw new WalletRequestError(ErrorText.sendNotConfirmed(TRANSACTIONS.sendReceiptWaitMs / 1000));
    }
    throw new WalletRequestError(readableMessage(error));
  }
}

/** SPEC §8: a reverted receipt gives the decoded reason, found by replaying the call at its block, or 'unknown reason'. */
async function revertReasonAt(client: PublicClient, call: TransferCall, blockNumber: bigint): Promise<string> {
  try {
    await client.call({ account: call.from, to: call.to, value: call.value, data: call.data, blockNumber });
  } catch (error) {
    return revertReason(error) ?? ErrorText.unknownRevertReason;
  }
  return ErrorText.unknownRevertReason;
}

/**
 * Sends `request` through `wallet` and resolves with the transaction hash once the receipt is in;
 * every failure is a WalletRequestError the user can read.
 */
export async function sendEvmTransfer(wallet: Eip1193Provider, client: PublicClient, request: TransferRequest): Promise<Hex> {
  const call = transferCall(request);
  await requireWalletOn(wallet, request.network);
  await preflight(client, call, request.tokenAddress !== undefined);
  const hash = await submit(wallet, call);
  const receipt = await receiptOf(client, hash);
  if (receipt.status === 'reverted') throw new WalletRequestError(await revertReasonAt(client, call, receipt.blockNumber));
  return hash;
}

/**
 * The fee of a native transfer at the current fee level, with a fifth on top: the base fee can rise by
 * an eighth per block before the transfer is mined, and what Max leaves must still pay for it.
 */
export async function estimateNativeTransferFee(client: PublicClient, { from, to }: { from: string; to: string }): Promise<bigint> {
  const [gas, fees] = await Promise.all([
    client.estimateGas({ account: from as Address, to: to as Address, value: 0n }),
    client.estimateFeesPerGas(),
  ]);
  const feePerGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
  return (gas * feePerGas * 6n) / 5n;
}
