// An EVM transfer of native currency or one ERC-20 token: a transaction through the one sending path (./sendTransaction),
// value to the receiver or the token's `transfer` call. Loaded on the first send, like ./rpc, so viem stays out of the first load.
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, isAddress, type PublicClient } from 'viem';
import { ErrorText, WalletErrorCode } from '../../errors';
import type { SentTransaction, TransactionRequest, TransferRequest } from '../types';
import { WalletRequestError } from '../walletRequestError';
import type { Eip1193Provider } from './eip1193';
import { sendEvmTransaction } from './sendTransaction';

const transferInputs = [
  { name: 'to', type: 'address' },
  { name: 'amount', type: 'uint256' },
] as const;

/** The standard ERC20 `transfer`: it answers whether it moved the tokens. */
const erc20TransferAbi = [
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: transferInputs, outputs: [{ name: '', type: 'bool' }] },
] as const;

/** The transaction a transfer is: value to the receiver, or the token's `transfer` call. */
function transferTransaction({ network, from, to, amount, tokenAddress }: TransferRequest): TransactionRequest {
  // viem's check is checksum-aware: a mistyped mixed-case address is refused rather than sent to.
  if (!isAddress(to))
    throw new WalletRequestError(ErrorText.invalidReceiver, { kind: 'invalidRequest', notice: { key: 'error.invalidReceiver' } });
  // A native transfer carries data 0x.
  if (tokenAddress === undefined) return { network, from, payload: { namespace: 'eip155', to, value: amount, data: '0x' } };
  const data = encodeFunctionData({ abi: erc20TransferAbi, functionName: 'transfer', args: [to, amount] });
  return { network, from, payload: { namespace: 'eip155', to: tokenAddress, value: 0n, data } };
}

/**
 * Empty return data is the USDT-like variant's success (its `transfer` answers nothing, so only a revert
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

function requireTokenAccepted(returned: Hex | undefined) {
  if (!transferSucceeded(returned)) {
    throw new WalletRequestError(ErrorText.tokenRefusedTransfer, { kind: 'reverted', notice: { key: 'error.tokenRefusedTransfer' } });
  }
}

/**
 * Sends `request` through `wallet` and resolves once the wallet has sent it; every failure is a WalletRequestError the
 * user can read.
 */
export function sendEvmTransfer(wallet: Eip1193Provider, client: PublicClient, request: TransferRequest): Promise<SentTransaction> {
  return sendEvmTransaction(wallet, client, transferTransaction(request), {
    checkPreflightResult: request.tokenAddress === undefined ? undefined : requireTokenAccepted,
    rejected: () =>
      new WalletRequestError(ErrorText.sendRejected, { code: WalletErrorCode.userRejected, notice: { key: 'error.sendRejected' } }),
  });
}

/**
 * The fee of a native transfer at the current fee level, with a fifth on top: the base fee can rise by
 * an eighth per block before the transfer is mined, and what Max leaves must still pay for it. A gas estimate
 * the chain refuses (a receiver that rejects plain transfers, an unreachable node) is the estimateGas error.
 */
export async function estimateNativeTransferFee(client: PublicClient, { from, to }: { from: string; to: string }): Promise<bigint> {
  const [gas, fees] = await Promise.all([
    client.estimateGas({ account: from as Address, to: to as Address, value: 0n }).catch(() => {
      throw new WalletRequestError(ErrorText.estimateGasFailed, { kind: 'reverted', notice: { key: 'error.estimateGasFailed' } });
    }),
    client.estimateFeesPerGas(),
  ]);
  const feePerGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
  return (gas * feePerGas * 6n) / 5n;
}
