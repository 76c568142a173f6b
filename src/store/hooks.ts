'use client';

import { useContextDispatch, useContextSelector } from './context';
import type { WalletModalDispatch, WalletModalState } from './types';

export const useAppDispatch = useContextDispatch.withTypes<WalletModalDispatch>();
export const useAppSelector = useContextSelector.withTypes<WalletModalState>();
