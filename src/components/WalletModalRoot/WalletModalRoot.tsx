import type { Store } from '@reduxjs/toolkit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { selectCurrentView, selectIsModalOpen } from '../../features/modal/modalSlice';
import { selectOptions } from '../../features/options/optionsSlice';
import { useAppSelector } from '../../store/hooks';
import { useChunk } from '../chunk';
import { WalletModalProvider } from '../WalletModalProvider';
import { modalContent } from './modalContent';

function ModalHost() {
  const open = useAppSelector(selectIsModalOpen);
  const entry = useAppSelector(selectCurrentView);
  const { enableEmbedded, disableAppend } = useAppSelector(selectOptions);
  const inline = enableEmbedded || disableAppend;
  const [container, setContainer] = useState<HTMLElement>();
  const opener = useRef<HTMLElement | null>(null);

  // SPEC §2: one element added to the page body, unless appending is disabled or embedded mode is on.
  useEffect(() => {
    if (inline) return;
    const element = document.createElement('div');
    element.setAttribute('data-wallet-modal-root', '');
    document.body.append(element);
    setContainer(element);
    return () => element.remove();
  }, [inline]);

  // Remember what had focus before opening (layout effects run before the dialog takes focus) and give
  // it back on close.
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);

  const ModalContent = useChunk(modalContent, open);
  const content = open && entry && ModalContent ? <ModalContent entry={entry} embedded={enableEmbedded} /> : null;

  if (inline) return content;
  return container ? createPortal(content, container) : null;
}

/**
 * The wallet modal. Render it once; `store` is the host's store with the wallet modal installed (or
 * leave it out inside a react-redux `<Provider>`). It shows whenever `openModal()` is dispatched.
 */
export function WalletModalRoot({ store }: { store?: Store }) {
  return (
    <WalletModalProvider store={store}>
      <ModalHost />
    </WalletModalProvider>
  );
}
