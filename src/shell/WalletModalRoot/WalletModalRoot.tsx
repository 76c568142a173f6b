'use client';

import type { Store } from '@reduxjs/toolkit';
import { Activity, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ChunkArrivals, useChunk, useChunkArrivals } from '../../components/chunk';
import { selectOpeningView } from '../../features/modal';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentView, selectIsModalOpen } from '../../store/slices/modalSlice';
import { selectOptions } from '../../store/slices/optionsSlice';
import { WalletModalProvider } from '../WalletModalProvider';
import { modalChunk } from './modalChunk';

/** Longest the idle warm-up (`warmUpWhenIdle`) waits for an idle moment on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `callback` at the page's next idle moment; returns what cancels it. */
function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback: a task after the current ones is the nearest it offers.
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(handle);
}

function ModalHost() {
  const open = useAppSelector(selectIsModalOpen);
  const entry = useAppSelector(selectCurrentView);
  const { enableEmbedded, disableAppend, warmUpWhenIdle } = useAppSelector(selectOptions);
  const inline = enableEmbedded || disableAppend;
  const [container, setContainer] = useState<HTMLElement>();
  const opener = useRef<HTMLElement | null>(null);

  // One element added to the page body, unless appending is disabled or embedded mode is on.
  useEffect(() => {
    if (inline) return;
    const element = document.createElement('div');
    element.setAttribute('data-wallet-modal-root', '');
    document.body.append(element);
    setContainer(element);
    return () => element.remove();
  }, [inline]);

  // Whether the content is rendered hidden, ahead of the click (see `useEndpointQuery`).
  const hidden = useRef(true);
  // Remember what had focus before opening (layout effects run before the dialog takes focus) and give
  // it back on close.
  useLayoutEffect(() => {
    hidden.current = !open;
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);

  // The modal's chunk is fetched on a sign of intent (a pointer over the Connect button, focus on it, a touch: see
  // `ConnectButton`), when the modal opens, or, when the host opted into `warmUpWhenIdle`, once the page is idle. Once
  // it is here, the view the modal would open with is rendered hidden (React's Activity: no effects, no layout), so the
  // click that follows only reveals it. Later opens render afresh, with the code and styles already warm.
  const opening = useAppSelector(selectOpeningView);
  const [idle, setIdle] = useState(false);
  useEffect(() => (warmUpWhenIdle ? whenIdle(() => setIdle(true)) : undefined), [warmUpWhenIdle]);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const ModalContent = useChunk(modalChunk, open || (idle && !opened));
  const shown = open ? entry : opened ? undefined : { view: opening };
  // The hidden view was rendered for every chain family: a modal opened for one (`openModal({ namespace })`) renders
  // afresh, or the revealed view would start its requests for every family before it caught up with the state.
  const openedFor = useAppSelector((state) => (open ? state.modal.namespace : undefined));
  const arrivals = useChunkArrivals();
  const content =
    shown && ModalContent ? (
      <ChunkArrivals value={arrivals}>
        <Activity mode={open ? 'visible' : 'hidden'}>
          <ModalContent key={openedFor} entry={shown} embedded={enableEmbedded} hidden={hidden} />
        </Activity>
      </ChunkArrivals>
    ) : null;

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
