'use client';

import { useContextDispatch, useContextSelector } from './context';
import type { WalletModalServices } from './services';
import type { WalletModalDispatch, WalletModalState } from './types';

export const useAppDispatch = useContextDispatch.withTypes<WalletModalDispatch>();
export const useAppSelector = useContextSelector.withTypes<WalletModalState>();

/**
 * The services of the modal whose store the component was given (its adapters, its families' rules, its storage…), as
 * `dispatch(readServices)` reads them; the thunk is spelt here so a view's hooks do not bring services.ts along.
 */
export const useServices = () => useAppDispatch()((_dispatch, _getState, services: WalletModalServices) => services);
