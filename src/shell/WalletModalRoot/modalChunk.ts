import { chunk } from '../../components/chunk';

/**
 * The open modal (dialog, view router, Connect view) is a chunk of its own: the first load holds only the button
 * and the store. It is fetched on a sign of intent — a pointer over the Connect button, focus on it, a touch — or when
 * the host opens the modal, and then warmed up hidden (see `WalletModalRoot`); once the page is idle only when the host
 * opted into `warmUpWhenIdle`.
 */
export const modalChunk = chunk(() => import('./ModalContent').then((module) => module.ModalContent));
