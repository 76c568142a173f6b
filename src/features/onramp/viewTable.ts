import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  OnRampProviders: {
    title: (_, t) => t('view.onRampProviders'),
    chunk: chunk(() => import('./OnRampView').then((module) => module.default)),
  },
} satisfies ViewTable;
