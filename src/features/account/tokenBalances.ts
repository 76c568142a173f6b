import type { Network } from '../../config/networks';
import type { Balance } from '../../model/balance';

/** The native currency as a Balance, for when only the chain can tell (the fallback of docs/behaviour.md#account); no price known. */
export function nativeBalanceEntry(network: Network, numeric: string): Balance {
  return {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    price: 0,
    value: 0,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric },
    iconUrl: network.assets?.imageUrl ?? '',
  };
}

/** The USD value of a balance: the API's when it gives one, else quantity × price. */
export function balanceValue(balance: Balance): number {
  return balance.value ?? Number(balance.quantity.numeric) * balance.price;
}

/** Most valuable first; equal values (e.g. unpriced tokens) by symbol, so the order never jumps. */
export function sortBalances(balances: readonly Balance[]): Balance[] {
  return [...balances].sort((a, b) => balanceValue(b) - balanceValue(a) || a.symbol.localeCompare(b.symbol));
}
