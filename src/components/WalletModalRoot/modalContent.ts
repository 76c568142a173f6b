import { chunk } from '../chunk';

/**
 * The open modal (dialog, view router, Connect view) is a chunk of its own: the first load holds only the button
 * and the store. It is fetched on the first sign of intent — a pointer over the Connect button, focus on it, a
 * press — so it is there by the click; a modal opened by the host's own code fetches it on opening.
 */
export const modalContent = chunk(() => import('./ModalContent').then((module) => module.ModalContent));
