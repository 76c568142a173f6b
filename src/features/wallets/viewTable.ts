import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  AllWallets: {
    title: (_, t) => t('view.allWallets'),
    chunk: chunk(() => import('./AllWalletsView').then((module) => module.AllWalletsView)),
  },
} satisfies ViewTable;
