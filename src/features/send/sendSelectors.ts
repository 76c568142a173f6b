import { createSelector } from '@reduxjs/toolkit';
import { selectActiveNetwork } from '../../store/slices/chainSlice';
import { selectActiveTokenBalances } from '../account/parts';
import { type SendToken, sendTokenOf } from './sendRules';
import { type SendTokenChoice, selectSendState } from './sendSlice';

/** The active account's tokens on the active network: what the picker offers. */
export const selectSendableBalances = createSelector([selectActiveTokenBalances, selectActiveNetwork], (balances, network) =>
  (balances ?? []).filter((balance) => balance.chainId === network?.caipNetworkId),
);

/** One token among balances: by its address, the native currency by its symbol. */
export const tokenKey = (token: SendTokenChoice) => token.address ?? `native:${token.symbol}`;

/**
 * The chosen token with its balance and price as the account's answers give them now; undefined when nothing is chosen
 * or the account no longer holds it.
 */
export const selectSendToken = createSelector(
  [(state) => selectSendState(state).token, selectSendableBalances],
  (choice: SendTokenChoice | undefined, balances): SendToken | undefined => {
    const balance = choice && balances.find((candidate) => tokenKey(candidate) === tokenKey(choice));
    return balance && sendTokenOf(balance);
  },
);
