// ERC-20 balances read from the chain, for when the provider API cannot tell the account's tokens
// (docs/behaviour.md#account). Loaded with the first such read, like ./rpc, so viem stays out of the first load.
import { type Address, erc20Abi, type PublicClient } from 'viem';
import type { Network, NetworkToken } from '../../config/networks';
import type { Balance } from '../../model/balance';
import { formatUnits } from '../../utils/units';
import { nonEmptyString, z } from '../../utils/zod';
import type { ChainTokenBalances } from '../types';
import { readableMessage } from './readableMessage';

/** What a token contract answered, checked: its answers come from code anyone can deploy. */
const tokenAnswerSchema = z.object({
  // A custom check rather than zod's `bigint`, which the first load does not carry (utils/schemas.ts).
  balance: z.custom<bigint>((value) => typeof value === 'bigint' && value >= 0n, 'Expected a balance of 0 or more'),
  decimals: z.number().check(z.int(), z.gte(0), z.lte(77)),
  symbol: nonEmptyString(),
  name: z.string(),
});

/**
 * Every listed token's `balanceOf`, `decimals`, `symbol` and `name`, all issued at once: the client's multicall
 * batching sends them as one Multicall3 call (more only past its byte limit). A token whose answers are unusable
 * is left out with the reason, not the whole list; one the account does not hold (0) is left out silently.
 */
export async function readChainTokenBalances(
  client: PublicClient,
  network: Network,
  owner: string,
  tokens: readonly NetworkToken[],
): Promise<ChainTokenBalances> {
  const read = (token: NetworkToken) => {
    // Lower case passes viem's checksum check: a listed address is validated as hex, not for its case.
    const contract = { address: token.address.toLowerCase() as Address, abi: erc20Abi } as const;
    return Promise.all([
      client.readContract({ ...contract, functionName: 'balanceOf', args: [owner as Address] }),
      client.readContract({ ...contract, functionName: 'decimals' }),
      client.readContract({ ...contract, functionName: 'symbol' }),
      client.readContract({ ...contract, functionName: 'name' }),
    ]);
  };
  const answers = await Promise.allSettled(tokens.map(read));

  const result: ChainTokenBalances = { balances: [], unreadable: [] };
  answers.forEach((answer, index) => {
    const token = tokens[index] as NetworkToken;
    if (answer.status === 'rejected') {
      result.unreadable.push({ address: token.address, reason: readableMessage(answer.reason) ?? String(answer.reason) });
      return;
    }
    const [balance, decimals, symbol, name] = answer.value;
    const checked = tokenAnswerSchema.safeParse({ balance, decimals, symbol, name });
    if (!checked.success) {
      const reason = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      result.unreadable.push({ address: token.address, reason });
      return;
    }
    if (checked.data.balance === 0n) return;
    result.balances.push(toBalance(network, token, checked.data));
  });
  return result;
}

function toBalance(network: Network, token: NetworkToken, answer: z.infer<typeof tokenAnswerSchema>): Balance {
  return {
    name: answer.name,
    symbol: answer.symbol,
    chainId: network.caipNetworkId,
    address: `${network.caipNetworkId}:${token.address}`,
    price: 0,
    value: 0,
    quantity: { decimals: String(answer.decimals), numeric: formatUnits(answer.balance, answer.decimals) },
    iconUrl: token.image ?? '',
  };
}
