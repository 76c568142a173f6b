import { act, screen, waitFor } from '@testing-library/react';
import type { WalletModalConfig } from '../config/config';
import { modalChunk } from '../shell/WalletModalRoot/modalChunk';
import { renderWithProviders } from './render';
import { testConfig } from './store';

/** No project id: opening the modal starts no WalletConnect pairing that would outlive the test. */
export const withoutWalletConnect: WalletModalConfig = { networks: testConfig.networks };

/**
 * The modal's code is fetched once a page, and a test file is one page: a file that shows when it is fetched starts
 * with this, before anything opened the modal. The page's idle moments run only when the test says the page is idle.
 */
export function freshModalPage(config: WalletModalConfig = withoutWalletConnect) {
  if (modalChunk.loaded) throw new Error("The modal's code was fetched before this test: give the test a file of its own");
  const idleCallbacks: (() => void)[] = [];
  globalThis.requestIdleCallback = (callback) => idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  globalThis.cancelIdleCallback = () => {};
  const arrival = new Promise<void>((resolve, reject) => {
    const stop = modalChunk.subscribe(() => {
      stop();
      if (modalChunk.loaded) resolve();
      else reject(modalChunk.failure);
    });
  });
  // Reported by `warmedUp`, for the test that waits for it.
  arrival.catch(() => {});
  const page = renderWithProviders({ config });
  const root = document.querySelector('[data-wallet-modal-root]') as HTMLElement;
  return {
    ...page,
    button: screen.getByRole('button', { name: 'Connect Wallet' }),
    fetched: () => modalChunk.loaded !== undefined,
    pageIsIdle: () =>
      act(() => {
        for (const callback of idleCallbacks.splice(0)) callback();
      }),
    /** The view the modal would open with, once rendered hidden. */
    warmDialog: () => root.querySelector('[role="dialog"]'),
    /**
     * Once the modal's code has arrived (an event, however long a loaded machine takes to import it; this does not
     * fetch it), the view rendered hidden.
     */
    warmedUp: async () => {
      await act(() => arrival);
      await waitFor(() => expect(root.querySelector('[role="dialog"]')).not.toBeNull());
    },
  };
}
