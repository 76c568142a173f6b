import { chunk } from '../../components/chunk';
import type { ViewTable } from '../viewTable';

/** The feature's views (docs/behaviour.md#modal), in the modal's chunk; each view's code is a chunk of its own. */
export const views = {
  Pay: { title: (_, t) => t('view.pay'), chunk: chunk(() => import('./PayView').then((module) => module.default)) },
} satisfies ViewTable;
