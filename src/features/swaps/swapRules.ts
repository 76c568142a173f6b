// The swap's numbers and checks (docs/behaviour.md#swaps), pure: what the view shows and the effects enforce.

import type { Notice } from '../../i18n/notice';
import type { Balance } from '../../model/balance';
import { formatUnits, isDecimalString, parseUnits } from '../../utils/units';
import { SLIPPAGE_TOLERANCE } from './slippage';
import type { SwapToken } from './swapsApi';

// Swap's own timings and amounts, kept with the feature rather than in constants.ts: that module is in the first load,
// and none of these is needed before the Swap view is shown. Listed in docs/behaviour.md#limits.
export const SWAP_LIMITS = {
  /** The quote is asked for once the user has stopped typing this long. */
  quoteDebounceMs: 300,
  /** A quote older than this is asked for again before the swap is built. */
  quoteMaxAgeMs: 30_000,
  /** The gas a swap is allowed for when Max keeps the native currency's fee back. */
  maxFeeGas: 300_000n,
} as const;

/** An amount the API answered in integer units (its schema takes any decimal string): the integer part, as a bigint. */
export const unitsOf = (answer: string) => BigInt(answer.split('.')[0] ?? '0');

/** A token's CAIP-10 addresses compare without regard to case (checksummed or not). */
export const sameToken = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** The account's balance of a swap token: a token by its address, the native currency as the balance without one. */
export function balanceOf(token: SwapToken, balances: readonly Balance[], native: boolean): Balance | undefined {
  return balances.find((balance) => (native ? balance.address === undefined : sameToken(balance.address, token.address)));
}

/**
 * The least the swap may give for a quote of `quoted` (the to token's integer units): the quote less the slippage
 * tolerance, rounded down. The API builds the swap with exactly this minimum.
 */
export function minimumReceived(quoted: bigint): bigint {
  return (quoted * BigInt(10_000 - Math.round(SLIPPAGE_TOLERANCE * 100))) / 10_000n;
}

/** What is wrong with the typed amount for the from token and what the account holds of it (decimal); undefined when it can be swapped. */
export function amountProblem(amount: string | undefined, token: SwapToken | undefined, held: string): Notice | undefined {
  if (!amount || !token) return undefined;
  if (!isDecimalString(amount)) return { key: 'error.invalidDecimal', values: { value: amount } };
  if ((amount.split('.')[1] ?? '').length > token.decimals) {
    return { key: 'error.tooManyDecimals', values: { symbol: token.symbol, decimals: token.decimals } };
  }
  const units = parseUnits(amount, token.decimals);
  if (units <= 0n) return { key: 'error.sendAmountNotPositive' };
  return units > parseUnits(held, token.decimals) ? { key: 'notice.swapInsufficientBalance' } : undefined;
}

/** The typed amount in the from token's integer units, when it is a positive amount the token can have. */
export function amountUnits(amount: string | undefined, token: SwapToken | undefined): bigint | undefined {
  if (!amount || !token || !isDecimalString(amount) || (amount.split('.')[1] ?? '').length > token.decimals) return undefined;
  const units = parseUnits(amount, token.decimals);
  return units > 0n ? units : undefined;
}

/** How many to tokens one from token buys at the quote, as a decimal string. */
export function rateOf(fromUnits: bigint, from: SwapToken, toUnits: bigint, to: SwapToken): string {
  if (fromUnits === 0n) return '0';
  const scale = 10n ** 18n;
  // to per from, in the to token's units scaled by 1e18, then shown with the to token's decimals.
  const perFrom = (toUnits * 10n ** BigInt(from.decimals) * scale) / fromUnits;
  return formatUnits(perFrom / scale, to.decimals);
}

/**
 * The share of the amount's worth the swap loses, in percent: the from amount's USD value against the quote's (the
 * pool's fee and its price impact together). Undefined without both prices.
 */
export function priceImpact(fromValue: number, toValue: number): number | undefined {
  if (!(fromValue > 0) || !(toValue >= 0)) return undefined;
  return Math.max(0, (1 - toValue / fromValue) * 100);
}

/** The USD worth of `units` of a token at `price`. */
export const usdWorth = (units: bigint, decimals: number, price: number | undefined) =>
  price === undefined ? undefined : Number(formatUnits(units, decimals)) * price;

/** Max: the whole of `held` (decimal); of the native currency, less the fee of a swap at `gasPrice` (never below 0). */
export function maxAmount(held: string, decimals: number, native: boolean, gasPrice: bigint | undefined): string {
  if (!native || gasPrice === undefined) return held;
  const units = parseUnits(held, decimals);
  const fee = gasPrice * SWAP_LIMITS.maxFeeGas;
  return formatUnits(units > fee ? units - fee : 0n, decimals);
}

/**
 * The tokens as the pickers list them: the popular ones first (in `popular` order), then the others by symbol; a
 * search keeps those whose name, symbol or address contains it.
 */
export function orderTokens(tokens: readonly SwapToken[], popular: readonly string[], search = ''): SwapToken[] {
  const query = search.trim().toLowerCase();
  const rank = (token: SwapToken) => {
    const index = popular.indexOf(token.symbol.toUpperCase());
    return index === -1 ? popular.length : index;
  };
  return tokens
    .filter(
      (token) =>
        !query ||
        token.name.toLowerCase().includes(query) ||
        token.symbol.toLowerCase().includes(query) ||
        token.address.toLowerCase().includes(query),
    )
    .sort((a, b) => rank(a) - rank(b) || a.symbol.localeCompare(b.symbol));
}
