'use client';

import { createContext } from 'react';
import { createDispatchHook, createSelectorHook, createStoreHook, type ReactReduxContextValue } from 'react-redux';

/**
 * Our components read the wallet-modal slice of the host's store through their own context, so a host's
 * `<Provider>` and ours never shadow each other (see `scopedStore.ts`).
 */
export const WalletModalContext = createContext<ReactReduxContextValue | null>(null);

export const useContextDispatch = createDispatchHook(WalletModalContext);
export const useContextSelector = createSelectorHook(WalletModalContext);
export const useContextStore = createStoreHook(WalletModalContext);
