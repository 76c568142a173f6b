import { MemoryRouter } from 'react-router';
import type { ViewEntry } from '../../features/modal/modalSlice';
import { ViewRouter } from '../../features/modal/ViewRouter';
import { VIEW_DEFINITIONS } from '../../features/modal/views';
import { AlertBanner } from '../AlertBanner/AlertBanner';
import { Modal } from '../Modal/Modal';
import { ThemeRoot } from '../ThemeRoot';
import { Toast } from '../Toast/Toast';

/** The open modal: the dialog, its notices and the view on top of the stack. */
export function ModalContent({ entry, embedded }: { entry: ViewEntry; embedded: boolean }) {
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
}
