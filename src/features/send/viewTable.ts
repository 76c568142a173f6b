import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  WalletSend: {
    title: (_, t) => t('view.walletSend'),
    chunk: chunk(() => import('./SendViews').then((module) => module.WalletSendView)),
  },
  WalletSendPreview: {
    title: (_, t) => t('view.walletSendPreview'),
    chunk: chunk(() => import('./SendViews').then((module) => module.WalletSendPreviewView)),
  },
} satisfies ViewTable;
