import { createPublicClient, decodeFunctionData, erc20Abi, formatUnits, type Hex, http } from 'viem';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

interface Chain {
  name: string;
  rpcUrl: string;
  nativeCurrency?: { symbol: string; decimals: number };
}

/** A token transfer's `to` and amount, if `data` is an ERC-20 `transfer` call. */
function tokenTransferOf(data: Hex | undefined): { receiver: string; amount: bigint } | undefined {
  if (!data) return undefined;
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data });
    return call.functionName === 'transfer' ? { receiver: call.args[0], amount: call.args[1] } : undefined;
  } catch {
    return undefined;
  }
}

/** The token's symbol and decimals, read from its contract; undefined when it does not answer as a token. */
async function tokenOf(address: `0x${string}`, chain: Chain): Promise<{ symbol: string; decimals: number } | undefined> {
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  try {
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ]);
    return { symbol, decimals };
  } catch {
    return undefined;
  }
}

/**
 * The wallet prompt's line for a transaction, in the units the user thinks in: "Send 5 USDC to 0x12…ab on
 * Anvil" for a token transfer, "Send 0.25 ETH to …" for a payment, "Call 0x12…ab, sending 0 ETH, on …" otherwise.
 */
export async function describeTransaction(transaction: { to?: string; value?: Hex; data?: Hex }, chain: Chain): Promise<string> {
  const { symbol = 'ETH', decimals = 18 } = chain.nativeCurrency ?? {};
  const value = `${formatUnits(transaction.value ? BigInt(transaction.value) : 0n, decimals)} ${symbol}`;
  if (!transaction.to) return `Create a contract, sending ${value}, on ${chain.name}`;
  const transfer = tokenTransferOf(transaction.data);
  if (transfer) {
    const token = await tokenOf(transaction.to as `0x${string}`, chain);
    const amount = token
      ? `${formatUnits(transfer.amount, token.decimals)} ${token.symbol}`
      : `${transfer.amount} units of token ${short(transaction.to)}`;
    return `Send ${amount} to ${short(transfer.receiver)} on ${chain.name}`;
  }
  if (transaction.data && transaction.data !== '0x') return `Call ${short(transaction.to)}, sending ${value}, on ${chain.name}`;
  return `Send ${value} to ${short(transaction.to)} on ${chain.name}`;
}
