import { createSelector } from '@reduxjs/toolkit';
import { selectFromCache } from '../../api/selectFromCache';
import { isNativeToken, isSwapNetwork, nativeTokenAddress } from '../../config/swapNetworks';
import { selectActiveAccount } from '../../store/slices/accountSlice';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import type { WalletModalState } from '../../store/types';
import type { CaipAddress } from '../../utils/caip';
import { selectActiveTokenBalances } from '../account/parts';
import { amountUnits, balanceOf, sameToken, unitsOf } from './swapRules';
import { selectSwapState } from './swapSlice';
import { type SwapToken, swapsApi } from './swapsApi';

/** The active network when swaps work on it (an eip155 network of the swap list or of the host's `swapNetworks`). */
export const selectSwapNetwork = createSelector(
  [selectActiveNetwork, (state: WalletModalState) => selectOptions(state).swapNetworks],
  (network, added) => (isSwapNetwork(network, added) ? network : undefined),
);

/** The active account as the convert API names it (CAIP-10). */
export const selectSwapUser = (state: WalletModalState): CaipAddress | undefined => {
  const network = selectSwapNetwork(state);
  const address = selectActiveAccount(state)?.address;
  return network && address ? `${network.caipNetworkId}:${address}` : undefined;
};

/** What the tokens of the active swap network are asked with. */
export const selectSwapTokensArg = createSelector([selectSwapNetwork], (network) =>
  network ? { chainId: network.caipNetworkId } : undefined,
);

const selectSwapTokensAnswer = (state: WalletModalState) => {
  const arg = selectSwapTokensArg(state);
  return arg ? selectFromCache(swapsApi.endpoints.getSwapTokens.select(arg), state) : undefined;
};

/** The account's balances on the active network. */
const selectNetworkBalances = createSelector([selectActiveTokenBalances, selectActiveNetwork], (balances, network) =>
  (balances ?? []).filter((balance) => balance.chainId === network?.caipNetworkId),
);

/** A swap token with what the account holds of it. */
export interface SwapSide {
  token: SwapToken;
  native: boolean;
  /** The held amount as a decimal string ('0' when the account holds none). */
  balance: string;
  /** The USD price the account's balances give it, when they do. */
  price: number | undefined;
}

function sideOf(tokens: readonly SwapToken[], address: string | undefined, balances: ReturnType<typeof selectNetworkBalances>) {
  const token = tokens.find((candidate) => sameToken(candidate.address, address));
  if (!token) return undefined;
  const native = isNativeToken(token.address);
  const balance = balanceOf(token, balances, native);
  return { token, native, balance: balance?.quantity.numeric ?? '0', price: balance && balance.price > 0 ? balance.price : undefined };
}

/**
 * The two sides of the swap as chosen: the from token (the native currency until the user picks another) and the to
 * token, each with its balance; undefined while the tokens are not known.
 */
export const selectSwapSides = createSelector(
  [(state: WalletModalState) => selectSwapTokensAnswer(state)?.data, selectSwapState, selectNetworkBalances, selectSwapNetwork],
  (tokens, swap, balances, network): { from: SwapSide | undefined; to: SwapSide | undefined } => {
    if (!tokens || !network) return { from: undefined, to: undefined };
    const from = sideOf(tokens, swap.fromToken ?? nativeTokenAddress(network), balances);
    const to =
      swap.toToken === undefined || sameToken(swap.toToken, from?.token.address) ? undefined : sideOf(tokens, swap.toToken, balances);
    return { from, to };
  },
);

/** Each swap token with the account's balance of it, for the pickers. */
export const selectSwapTokenChoices = createSelector(
  [(state: WalletModalState) => selectSwapTokensAnswer(state)?.data, selectNetworkBalances],
  (tokens, balances) =>
    (tokens ?? []).map((token) => {
      const native = isNativeToken(token.address);
      return { token, balance: balanceOf(token, balances, native)?.quantity.numeric ?? '0' };
    }),
);

/**
 * What the quote is asked with now: the chosen tokens and the settled amount in the from token's units. Undefined while
 * the user is still typing (the amount has not settled), so no answer for an earlier amount is shown.
 */
export const selectQuoteArgs = createSelector(
  [selectSwapState, selectSwapSides, selectSwapUser, (state: WalletModalState) => selectSwapGasPrice(state)],
  (swap, { from, to }, userAddress, gasPrice) => {
    if (!from || !to || !userAddress || gasPrice === undefined || swap.settledAmount !== swap.amount) return undefined;
    const amount = amountUnits(swap.amount, from.token);
    if (amount === undefined) return undefined;
    return { amount: amount.toString(), userAddress, from: from.token.address, to: to.token.address, gasPrice: gasPrice.toString() };
  },
);

/** The network's standard gas price from the convert API, in wei; undefined until it answered. */
function selectSwapGasPrice(state: WalletModalState): bigint | undefined {
  const arg = selectSwapTokensArg(state);
  const standard = arg && selectFromCache(swapsApi.endpoints.getGasPrice.select(arg), state).data?.standard;
  return standard === undefined ? undefined : unitsOf(standard);
}
