import { chunk } from '../../components/chunk';

/**
 * The open modal (dialog, view router, Connect view) is a chunk of its own: the first load holds only the button
 * and the store. It is fetched on a sign of intent — a pointer over the Connect button, focus on it, a touch — or when
 * the host opens the modal, and then warmed up hidden (see `WalletModalRoot`); once the page is idle only when the host
 * opted into `warmUpWhenIdle`. The APIs the Connect view reads — the wallet list's (with RTK Query,
 * `features/wallets/walletListEndpoints.ts`) and the origin allowlist's — are fetched beside it at the same moment,
 * apart from it: the Connect view shows the page's wallets at once and the catalogue's as they come.
 */
export const modalChunk = chunk(() => {
  // Its failure is the Connect view's to show, as a failed wallet list.
  import('../../features/wallets/walletsApi').catch(() => undefined);
  import('../../features/project/originsApi').catch(() => undefined);
  return import('./ModalContent').then((module) => module.ModalContent);
});
