'use client';

import { createSelector } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { selectActiveBalanceText, selectActiveNativeBalance } from '../../features/account';
import { balanceRefreshRequested } from '../../store/slices/accountSlice';
import type { WalletModalState } from '../../store/types';
import { useWalletModalSelector, useWalletModalStore } from './walletModalStore';

export interface WalletBalance {
  /** The active account's native balance as a decimal string ('1.5'); undefined until it is read. */
  balance: string | undefined;
  symbol: string | undefined;
  /** The balance as the modal shows it (rounded, 0.00 on a testnet). */
  text: string | undefined;
  /** Reads the balance again now (say, after the host sent a transaction), past its 30 s cache. */
  refresh: () => void;
}

const selectBalanceFields = createSelector(
  [
    (state: WalletModalState) => selectActiveNativeBalance(state)?.balance,
    (state: WalletModalState) => selectActiveNativeBalance(state)?.symbol,
    selectActiveBalanceText,
  ],
  (balance, symbol, text) => ({ balance, symbol, text }),
);

/** The active account's native balance on the active network, and the call that reads it again. */
export function useBalance(): WalletBalance {
  const store = useWalletModalStore();
  const fields = useWalletModalSelector(selectBalanceFields);
  const refresh = useMemo(() => () => void store.dispatch(balanceRefreshRequested()), [store]);
  return useMemo(() => ({ ...fields, refresh }), [fields, refresh]);
}
