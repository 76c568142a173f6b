import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  WhatIsAWallet: {
    title: (_, t) => t('view.whatIsAWallet'),
    chunk: chunk(() => import('./WhatIsAWalletView').then((module) => module.WhatIsAWalletView)),
  },
} satisfies ViewTable;
