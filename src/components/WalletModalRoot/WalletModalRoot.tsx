import type { Store } from '@reduxjs/toolkit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { selectCurrentView, selectIsModalOpen } from '../../features/modal/modalSlice';
import { selectOptions } from '../../features/options/optionsSlice';
import { useAppSelector } from '../../store/hooks';
import { WalletModalProvider } from '../WalletModalProvider';
import { loadedModalContent, loadModalContent } from './loadModalContent';

/** The modal's component once its chunk is here; asked for when the modal opens before any sign of intent loaded it. */
function useModalContent(open: boolean) {
  const [module, setModule] = useState(loadedModalContent);
  useEffect(() => {
    if (!open || module) return;
    let current = true;
    loadModalContent().then((loaded) => current && setModule(loaded));
    return () => {
      current = false;
    };
  }, [open, module]);
  return module?.ModalContent;
}

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

  const ModalContent = useModalContent(open);
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
