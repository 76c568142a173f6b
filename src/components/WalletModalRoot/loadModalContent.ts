type ModalContentModule = typeof import('./ModalContent');

let loaded: ModalContentModule | undefined;

/**
 * The open modal (dialog, view router, Connect view) is a chunk of its own: the first load holds only the button
 * and the store. It is fetched on the first sign of intent — a pointer over the Connect button, focus on it, a
 * press — so it is there by the click; a modal opened by the host's own code fetches it on opening.
 */
export function loadModalContent(): Promise<ModalContentModule> {
  return import('./ModalContent').then((module) => {
    loaded = module;
    return module;
  });
}

/** The modal's code if it is already here: rendered at once, not through Suspense, whose reveal waits up to 300 ms. */
export const loadedModalContent = () => loaded;
