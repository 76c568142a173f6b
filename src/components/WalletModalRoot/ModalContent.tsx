import { memo } from 'react';
import { MemoryRouter } from 'react-router';
import type { ViewEntry } from '../../features/modal/modalSlice';
import { ViewRouter } from '../../features/modal/ViewRouter';
import { VIEW_DEFINITIONS } from '../../features/modal/views';
import { AlertBanner } from '../AlertBanner/AlertBanner';
import { Modal } from '../Modal/Modal';
import { ThemeRoot } from '../ThemeRoot';
import { Toast } from '../Toast/Toast';

export interface ModalContentProps {
  entry: ViewEntry;
  embedded: boolean;
}

/** The same view with the same data: opening the warm, hidden modal re-renders nothing but what the store changed. */
const sameContent = (previous: ModalContentProps, next: ModalContentProps) =>
  previous.embedded === next.embedded && previous.entry.view === next.entry.view && previous.entry.data === next.entry.data;

/** The open modal: the dialog, its notices and the view on top of the stack. */
export const ModalContent = memo(function ModalContent({ entry, embedded }: ModalContentProps) {
  return (
    <ThemeRoot>
      <MemoryRouter>
        <Modal
          embedded={embedded}
          title={VIEW_DEFINITIONS[entry.view].title(entry.data)}
          notices={
            <>
              <AlertBanner />
              <Toast />
            </>
          }
        >
          <ViewRouter entry={entry} />
        </Modal>
      </MemoryRouter>
    </ThemeRoot>
  );
}, sameContent);
