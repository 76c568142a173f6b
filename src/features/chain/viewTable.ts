import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  Networks: { title: (_, t) => t('view.networks'), chunk: chunk(() => import('./NetworksView').then((module) => module.NetworksView)) },
  UnsupportedChain: {
    title: (_, t) => t('view.unsupportedChain'),
    chunk: chunk(() => import('./NetworksView').then((module) => module.UnsupportedChainView)),
  },
} satisfies ViewTable;
