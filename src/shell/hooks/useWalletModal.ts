'use client';

import { useMemo } from 'react';
import {
  closeModal,
  type OpenModalArgs,
  openModal,
  selectCurrentView,
  selectIsModalOpen,
  type ViewName,
} from '../../store/slices/modalSlice';
import type { WalletModalState } from '../../store/types';
import { useWalletModalSelector, useWalletModalStore } from './walletModalStore';

export interface WalletModalControls {
  isOpen: boolean;
  /** The view on screen while the modal is open. */
  view: ViewName | undefined;
  /** Opens the modal on the view it picks (Account when connected, else Connect) or on `args.view`. */
  open: (args?: OpenModalArgs) => void;
  /** Closes the modal, unless the view on screen must stay (a required sign-in) and `force` is not set. */
  close: (options?: { force?: boolean }) => void;
}

const selectViewName = (state: WalletModalState) => selectCurrentView(state)?.view;

/** The modal: whether it is open, on which view, and the calls that open and close it. */
export function useWalletModal(): WalletModalControls {
  const store = useWalletModalStore();
  const isOpen = useWalletModalSelector(selectIsModalOpen);
  const view = useWalletModalSelector(selectViewName);
  const actions = useMemo(
    () => ({
      open: (args?: OpenModalArgs) => void store.dispatch(openModal(args)),
      close: (options?: { force?: boolean }) => void store.dispatch(closeModal(options)),
    }),
    [store],
  );
  return useMemo(() => ({ isOpen, view, ...actions }), [isOpen, view, actions]);
}
