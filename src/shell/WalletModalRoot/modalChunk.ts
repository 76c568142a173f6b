import { chunk } from '../../components/chunk';

/**
 * The open modal (dialog, view router, Connect view) is a chunk of its own: the first load holds only the button
 * and the store. It is fetched once the page is idle (and warmed up hidden, see `WalletModalRoot`), sooner on a
 * sign of intent — a pointer over the Connect button or focus on it — or when the host opens the modal.
 */
export const modalChunk = chunk(() => import('./ModalContent').then((module) => module.ModalContent));
