// The provider API's convert endpoints (docs/behaviour.md#swaps) for the local anvil chains, answered from the chain's
// Uniswap V2 exchange (tools/uniswap.ts): its tokens, quotes from the router's `getAmountsOut`, allowances read from the
// token, the node's gas price, and real `approve` and router calldata.
import { type Address, encodeFunctionData, erc20Abi, getAddress, isAddress, isAddressEqual, maxUint256 } from 'viem';
import { uniswapV2RouterAbi } from '../src/features/swaps/uniswapV2.ts';
import { LOCAL_TOKENS, UNISWAP_V2, WETH } from './fixtures/localChains.ts';
import { ETHER, tokenImageUrl } from './fixtures/tokens.ts';
import type { LocalChain } from './localChain.ts';

/** How the convert API names the native currency in a CAIP-10 token address. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
/** How long a built swap stays valid on the chain: 20 minutes past the latest block. */
const DEADLINE_SECONDS = 20n * 60n;

/** A token the local exchange trades, with its fixture price; `address` undefined for the native currency. */
export interface ExchangeToken {
  address: Address | undefined;
  name: string;
  symbol: string;
  decimals: number;
  price: number;
}

/** What the local exchange trades: the native currency, the test tokens and Wrapped Ether (priced as Ether). */
const EXCHANGE_TOKENS: readonly ExchangeToken[] = [
  { address: undefined, ...ETHER },
  ...LOCAL_TOKENS.map(({ address, name, symbol, decimals, price }) => ({ address, name, symbol, decimals, price })),
  { ...WETH, price: ETHER.price },
];

/** A refusal the API answers with 400 and its words. */
export class ExchangeRefusal extends Error {}

/** The chain and the address in a CAIP-10 address (`eip155:31337:0x…`); undefined when it is not one. */
export function splitCaipAddress(value: string): { caipNetworkId: string; address: Address } | undefined {
  const [namespace, reference, address] = value.split(':');
  if (namespace !== 'eip155' || !reference || !address || !isAddress(address, { strict: false })) return undefined;
  return { caipNetworkId: `${namespace}:${reference}`, address: getAddress(address) };
}

/** The exchange's token at a CAIP-10 address of `chain`; refused when it is another chain's or no token it trades. */
function exchangeToken(chain: LocalChain, caipAddress: string): ExchangeToken {
  const parsed = splitCaipAddress(caipAddress);
  if (!parsed || parsed.caipNetworkId !== chain.caipNetworkId)
    throw new ExchangeRefusal(`${caipAddress} is no token of ${chain.caipNetworkId}`);
  if (isAddressEqual(parsed.address, NATIVE_TOKEN_ADDRESS)) return EXCHANGE_TOKENS[0] as ExchangeToken;
  const token = EXCHANGE_TOKENS.find((candidate) => candidate.address && isAddressEqual(candidate.address, parsed.address));
  if (!token) throw new ExchangeRefusal(`The local exchange does not trade ${caipAddress}`);
  return token;
}

const caipAddressOf = (chain: LocalChain, token: ExchangeToken) => `${chain.caipNetworkId}:${token.address ?? NATIVE_TOKEN_ADDRESS}`;

/** `GET v1/convert/tokens` on a local chain. */
export function exchangeTokens(chain: LocalChain, origin: string) {
  return EXCHANGE_TOKENS.map((token) => ({
    name: token.name,
    symbol: token.symbol,
    address: caipAddressOf(chain, token),
    decimals: token.decimals,
    logoUri: tokenImageUrl(origin, token.symbol),
  }));
}

/** The router's path between two tokens: the native currency trades as WETH. */
function pathOf(from: ExchangeToken, to: ExchangeToken): [Address, Address] {
  const path: [Address, Address] = [from.address ?? UNISWAP_V2.weth, to.address ?? UNISWAP_V2.weth];
  if (isAddressEqual(path[0], path[1])) throw new ExchangeRefusal(`No pool trades ${from.symbol} for ${to.symbol}`);
  return path;
}

function amountOf(text: string): bigint {
  if (!/^\d+$/.test(text) || BigInt(text) === 0n)
    throw new ExchangeRefusal(`The amount must be a positive integer in the token's units, not "${text}"`);
  return BigInt(text);
}

/** What `amount` of `from` buys of `to` now, by the router's `getAmountsOut` over the pool's reserves. */
async function amountOut(chain: LocalChain, from: ExchangeToken, to: ExchangeToken, amount: bigint): Promise<bigint> {
  const amounts = await chain.client.readContract({
    address: UNISWAP_V2.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amount, pathOf(from, to)],
  });
  return amounts.at(-1) ?? 0n;
}

/** `GET v1/convert/quotes` on a local chain. */
export async function exchangeQuote(chain: LocalChain, query: URLSearchParams) {
  const from = exchangeToken(chain, query.get('from') ?? '');
  const to = exchangeToken(chain, query.get('to') ?? '');
  const amount = amountOf(query.get('amount') ?? '');
  const userAddress = query.get('userAddress') ?? '';
  return {
    quotes: [
      {
        id: null,
        fromAmount: amount.toString(),
        fromAccount: userAddress,
        toAmount: (await amountOut(chain, from, to, amount)).toString(),
        toAccount: userAddress,
      },
    ],
  };
}

function userOf(chain: LocalChain, caipAddress: string): Address {
  const parsed = splitCaipAddress(caipAddress);
  if (!parsed || parsed.caipNetworkId !== chain.caipNetworkId)
    throw new ExchangeRefusal(`${caipAddress} is no account of ${chain.caipNetworkId}`);
  return parsed.address;
}

/** `GET v1/convert/allowance`: what the router may take of the user's token; the native currency needs no allowance. */
export async function exchangeAllowance(chain: LocalChain, query: URLSearchParams) {
  const token = exchangeToken(chain, query.get('tokenAddress') ?? '');
  const owner = userOf(chain, query.get('userAddress') ?? '');
  if (!token.address) return { allowance: maxUint256.toString() };
  const allowance = await chain.client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, UNISWAP_V2.router],
  });
  return { allowance: allowance.toString() };
}

/** `GET v1/convert/gas-price`: the node's gas price, a fifth and a half more for fast and instant. */
export async function exchangeGasPrice(chain: LocalChain) {
  const standard = await chain.client.getGasPrice();
  return { standard: standard.toString(), fast: ((standard * 6n) / 5n).toString(), instant: ((standard * 3n) / 2n).toString() };
}

/** `GET v1/convert/build-approve`: the token's `approve` of the router for any amount. */
export async function exchangeApproveTransaction(chain: LocalChain, query: URLSearchParams) {
  const token = exchangeToken(chain, query.get('from') ?? '');
  const user = userOf(chain, query.get('userAddress') ?? '');
  if (!token.address) throw new ExchangeRefusal('Only tokens need an approval');
  return {
    tx: {
      from: user,
      to: token.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [UNISWAP_V2.router, maxUint256] }),
      value: '0',
      eip155: { gasPrice: (await chain.client.getGasPrice()).toString() },
    },
  };
}

/** The body of `POST v1/convert/build-transaction`, as the client sends it. */
export interface BuildSwapBody {
  amount?: unknown;
  from?: unknown;
  to?: unknown;
  userAddress?: unknown;
  eip155?: { slippage?: unknown };
  disableEstimate?: unknown;
}

/**
 * `POST v1/convert/build-transaction`: the router call for the swap — `swapExactETHForTokens`, `swapExactTokensForETH`
 * or `swapExactTokensForTokens` — with the quote less the slippage (percent) as its minimum out, to the user, and a
 * deadline 20 minutes past the latest block. Its gas is estimated unless `disableEstimate`; a call that would fail
 * (an allowance too small) is refused with the node's words.
 */
export async function exchangeSwapTransaction(chain: LocalChain, body: BuildSwapBody) {
  const from = exchangeToken(chain, String(body.from ?? ''));
  const to = exchangeToken(chain, String(body.to ?? ''));
  const user = userOf(chain, String(body.userAddress ?? ''));
  const amount = amountOf(String(body.amount ?? ''));
  const slippage = Number(body.eip155?.slippage ?? 1);
  if (!(slippage >= 0 && slippage < 50)) throw new ExchangeRefusal('eip155.slippage must be a percentage below 50');
  const path = pathOf(from, to);
  const quoted = await amountOut(chain, from, to, amount);
  // Basis points, so a slippage such as 0.5 stays exact.
  const minimumOut = (quoted * BigInt(10_000 - Math.round(slippage * 100))) / 10_000n;
  const deadline = (await chain.client.getBlock()).timestamp + DEADLINE_SECONDS;
  const data = !from.address
    ? encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens', args: [minimumOut, path, user, deadline] })
    : encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: to.address ? 'swapExactTokensForTokens' : 'swapExactTokensForETH',
        args: [amount, minimumOut, path, user, deadline],
      });
  const value = from.address ? 0n : amount;
  const gasPrice = await chain.client.getGasPrice();
  let gas: bigint | undefined;
  if (body.disableEstimate !== true) {
    gas = await chain.client.estimateGas({ account: user, to: UNISWAP_V2.router, data, value }).catch((error: unknown) => {
      throw new ExchangeRefusal(`The swap would fail: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    });
  }
  return {
    tx: {
      from: user,
      to: UNISWAP_V2.router,
      data,
      amount: value.toString(),
      ...(gas !== undefined && { eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() } }),
    },
  };
}

/** `POST v1/fungible/price` entries for the exchange's tokens among `addresses` (CAIP-10), on any local chain. */
export function exchangePrices(addresses: readonly string[], localChainIds: readonly string[], origin: string) {
  return addresses.flatMap((caipAddress) => {
    const parsed = splitCaipAddress(caipAddress);
    if (!parsed || !localChainIds.includes(parsed.caipNetworkId)) return [];
    const token = isAddressEqual(parsed.address, NATIVE_TOKEN_ADDRESS)
      ? EXCHANGE_TOKENS[0]
      : EXCHANGE_TOKENS.find((candidate) => candidate.address && isAddressEqual(candidate.address, parsed.address));
    return token ? [{ name: token.name, symbol: token.symbol, iconUrl: tokenImageUrl(origin, token.symbol), price: token.price }] : [];
  });
}
