import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  WalletReceive: {
    title: (_, t) => t('view.walletReceive'),
    chunk: chunk(() => import('./ReceiveView').then((module) => module.default)),
  },
} satisfies ViewTable;
