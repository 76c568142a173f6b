'use client';

import { memo, type RefObject, useEffect, useRef } from 'react';
import { ImageSourceContext } from '../../components/WalletButton/imageSource';
import { RenderedHidden, useHiddenQueriesReleased } from '../../features/endpointQuery';
import { ViewRouter } from '../../features/modal/parts';
import { useCatalogueImage } from '../../features/wallets/parts';
import { useMessages } from '../../i18n/useMessages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { closeModal, selectIsModalOpen, type ViewEntry } from '../../store/slices/modalSlice';
import { AlertBanner } from '../notices/AlertBanner';
import { Toast } from '../notices/Toast';
import { ThemeRoot } from '../ThemeRoot';
import { WidgetBoundary } from '../WidgetBoundary';
import { ModalDialog } from './ModalDialog';
import { ModalRouter } from './ModalRouter';
import { NoncedStyles } from './NoncedStyles';
import { VIEW_DEFINITIONS } from './viewDefinitions';

export interface ModalContentProps {
  entry: ViewEntry;
  embedded: boolean;
  /** Whether the modal is rendered hidden, ahead of the click (the host's ref: showing it changes no prop). */
  hidden: RefObject<boolean>;
}

/** The same view with the same data: opening the warm, hidden modal re-renders nothing but what the store changed. */
const sameContent = (previous: ModalContentProps, next: ModalContentProps) =>
  previous.embedded === next.embedded && previous.entry.view === next.entry.view && previous.entry.data === next.entry.data;

/** The open modal: the dialog, its notices and the view on top of the stack. */
export const ModalContent = memo(function ModalContent({ entry, embedded, hidden }: ModalContentProps) {
  useHiddenQueriesReleased(hidden);
  return (
    <WidgetBoundary fallback={<ModalFailure />}>
      <NoncedStyles>
        <RenderedHidden value={hidden}>
          <Modal entry={entry} embedded={embedded} />
        </RenderedHidden>
      </NoncedStyles>
    </WidgetBoundary>
  );
}, sameContent);

/** What the open modal shows once it failed: a short message and Close, in plain elements no policy refuses. */
function ModalFailure() {
  const open = useAppSelector(selectIsModalOpen);
  const dispatch = useAppDispatch();
  const { t } = useMessages();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div role="alertdialog" aria-modal="true" aria-label={t('modal.failed')}>
      <p>{t('modal.failed')}</p>
      <button ref={close} type="button" onClick={() => dispatch(closeModal({ force: true }))}>
        {t('modal.close')}
      </button>
    </div>
  );
}

function Modal({ entry, embedded }: Omit<ModalContentProps, 'hidden'>) {
  const { t } = useMessages();
  return (
    <ThemeRoot>
      <ImageSourceContext value={useCatalogueImage}>
        <ModalRouter>
          <ModalDialog
            view={entry.view}
            embedded={embedded}
            title={VIEW_DEFINITIONS[entry.view].title(entry.data, t)}
            notices={
              <>
                <AlertBanner />
                <Toast />
              </>
            }
          >
            <ViewRouter entry={entry} views={VIEW_DEFINITIONS} />
          </ModalDialog>
        </ModalRouter>
      </ImageSourceContext>
    </ThemeRoot>
  );
}
