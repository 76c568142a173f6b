'use client';

import type { ReactNode } from 'react';
import { Modal } from '../../components/Modal/Modal';
import { selectIsCloseDisabled } from '../../features/modal';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  closeModal,
  selectIsModalLoading,
  selectIsModalShaking,
  selectViewHistory,
  type ViewName,
  viewPushed,
  wentBack,
} from '../../store/slices/modalSlice';

interface ModalDialogProps {
  /** The view shown: the one rendered, which a modal rendered hidden ahead of the click has before the store does. */
  view: ViewName;
  title: string;
  embedded: boolean;
  notices: ReactNode;
  children: ReactNode;
}

/**
 * The kit's dialog fed from the modal state: close asks the modal listener, which applies the blocking rules. The
 * Connect view has help beside back, for people who meet wallets for the first time.
 */
export function ModalDialog({ view, title, embedded, notices, children }: ModalDialogProps) {
  const dispatch = useAppDispatch();
  const { t } = useMessages();
  const isFirstView = useAppSelector(selectViewHistory).length <= 1;
  const closeDisabled = useAppSelector(selectIsCloseDisabled);
  const shaking = useAppSelector(selectIsModalShaking);
  const loading = useAppSelector(selectIsModalLoading);
  return (
    <Modal
      title={title}
      embedded={embedded}
      notices={notices}
      view={view}
      isFirstView={isFirstView}
      closeDisabled={closeDisabled}
      shaking={shaking}
      loading={loading}
      onClose={() => dispatch(closeModal())}
      onBack={() => dispatch(wentBack())}
      help={
        view === 'Connect' ? { label: t('view.whatIsAWallet'), onClick: () => dispatch(viewPushed({ view: 'WhatIsAWallet' })) } : undefined
      }
    >
      {children}
    </Modal>
  );
}
