import { memo } from 'react';
import { MemoryRouter } from 'react-router';
import { ImageSourceContext } from '../../components/WalletButton/imageSource';
import { ViewRouter } from '../../features/modal/onDemand';
import { useCatalogueImage } from '../../features/wallets/onDemand';
import { useMessages } from '../../i18n/useMessages';
import type { ViewEntry } from '../../store/slices/modalSlice';
import { AlertBanner } from '../notices/AlertBanner';
import { Toast } from '../notices/Toast';
import { ThemeRoot } from '../ThemeRoot';
import { ModalDialog } from './ModalDialog';
import { VIEW_DEFINITIONS } from './viewDefinitions';

export interface ModalContentProps {
  entry: ViewEntry;
  embedded: boolean;
}

/** The same view with the same data: opening the warm, hidden modal re-renders nothing but what the store changed. */
const sameContent = (previous: ModalContentProps, next: ModalContentProps) =>
  previous.embedded === next.embedded && previous.entry.view === next.entry.view && previous.entry.data === next.entry.data;

/** The open modal: the dialog, its notices and the view on top of the stack. */
export const ModalContent = memo(function ModalContent({ entry, embedded }: ModalContentProps) {
  const { t } = useMessages();
  return (
    <ThemeRoot>
      <ImageSourceContext value={useCatalogueImage}>
        <MemoryRouter>
          <ModalDialog
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
        </MemoryRouter>
      </ImageSourceContext>
    </ThemeRoot>
  );
}, sameContent);
